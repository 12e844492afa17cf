import { z } from '../zod.ts'

/** URL-safe brochure slug; getLabels is taken by the label call that shares its path. */
export const RESERVED_SLUGS = ['getLabels'] as const
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and single dashes')
  .max(80)
  .refine((s) => !(RESERVED_SLUGS as readonly string[]).includes(s), 'reserved')

/** A rendition's stored id: what the hidden inputs carry and image addresses are made of. */
export const publicIdSchema = z.string().regex(/^[a-z0-9]{12,40}$/)

export const searchQuerySchema = z.object({
  name: z.string().min(1).max(60),
  input: z.string().max(200).optional(),
})

export const searchResponseSchema = z.object({
  status: z.literal('OK'),
  page: z.object({
    info: z.object({
      ocr: z.object({
        adv_ocr: z.object({
          data: z.array(
            z.object({ id: z.number().int(), fullTextAnnotation: z.object({ text: z.string() }) }),
          ),
        }),
      }),
    }),
  }),
})

/** Where one word of a page sits, in PDF points from the top left: text, x, y (baseline), width, font size. */
export type TextItem = [string, number, number, number, number]

/** A page's text layout, so the viewer can lay selectable, readable text over the picture. */
export type PageTextLayout = { width: number; height: number; items: TextItem[] }

/** The viewer's page and its labels, by language: any other text is not found. */
export const brochureLangParams = z.object({ lang: z.string() })
export const brochurePageParams = z.object({ lang: z.string(), slug: z.string() })
/** A rendition's file: `{n}.jpg`, `{n}.webp`, `thumb-{n}.jpg`, `zoom{width}-{n}.webp`, `text-{n}.json`, `document.pdf`. */
export const brochureFileParams = z.object({ publicId: z.string(), file: z.string() })

/** The viewer's labels in the language, by key without the `brochure.` prefix: the body itself is the map. */
export const brochureLabelsResponse = z.record(z.string(), z.string())
