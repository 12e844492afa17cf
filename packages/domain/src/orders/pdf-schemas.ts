import { dbIdSchema } from '../catalog/schemas.ts'
import { V } from '../http/fields.ts'
import { LANGS } from '../i18n/langs.ts'
import { z } from '../zod.ts'

/** GET order/pdf/{id} and order/orderpdf/{id} (issue 26 item 1): the order's id. */
export const orderPdfParams = z.object({ id: z.coerce.number({ error: V.invalid }).pipe(dbIdSchema) })

/** The document's language; without it the request's (X-Lang, Accept-Language, else Italian). */
export const orderPdfQuery = z.object({ lang: z.enum(LANGS, { error: V.invalid }).optional() })
