import { DEFAULT_LANG, isLang, type Lang } from '@shop/domain/i18n/langs'
import { eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { labels } from '../../db/schema/index.ts'

const REFRESH_MS = 30_000

/** The text of a label key in a language, else Italian, else the key itself (so plain texts pass through). */
export type Translate = (lang: string, key: string) => string

/** Fills the {{name}} parameters of a translated label. */
export function interpolate(text: string, params: Record<string, unknown>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}

export type LabelStore = {
  translate: Translate
  /** Every label of a language with its last-update stamp; the stamp is read fresh, the labels again only when it moved. */
  findLabels(lang: Lang): Promise<{ labels: Record<string, string>; stamp: string }>
  /** Reloads the in-memory copy when staff changed a label (checked at most every 30 s). */
  refresh(force?: boolean): Promise<void>
}

// Microsecond text straight from PostgreSQL: a JavaScript Date would round to milliseconds, and two
// changes within one millisecond would then share a stamp and a browser would keep the older labels.
const newestUpdate = sql<
  string | null
>`to_char(max(${labels.updatedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/** Labels live in the database; the server keeps a copy in memory to translate its own messages. */
export function createLabelStore(db: Db): LabelStore {
  let byLang = new Map<string, Map<string, string>>()
  let stamp = ''
  let checkedAt = 0
  const served = new Map<Lang, { labels: Record<string, string>; stamp: string }>()

  async function stampWhere(where?: SQL): Promise<string> {
    const [row] = await db.select({ stamp: newestUpdate }).from(labels).where(where)
    return row?.stamp ?? ''
  }

  return {
    translate(lang, key) {
      const l = isLang(lang) ? lang : DEFAULT_LANG
      return byLang.get(l)?.get(key) ?? byLang.get(DEFAULT_LANG)?.get(key) ?? key
    },
    async findLabels(lang) {
      const current = await stampWhere(eq(labels.lang, lang))
      const cached = served.get(lang)
      if (cached && cached.stamp === current) return cached
      const rows = await db
        .select({ key: labels.key, text: labels.text })
        .from(labels)
        .where(eq(labels.lang, lang))
      const next = { labels: Object.fromEntries(rows.map((r) => [r.key, r.text])), stamp: current }
      served.set(lang, next)
      return next
    },
    async refresh(force = false) {
      if (!force && Date.now() - checkedAt < REFRESH_MS) return
      checkedAt = Date.now()
      const s = await stampWhere()
      if (s === stamp && byLang.size > 0) return
      const rows = await db.select({ key: labels.key, lang: labels.lang, text: labels.text }).from(labels)
      const next = new Map<string, Map<string, string>>()
      for (const r of rows) {
        const m = next.get(r.lang) ?? new Map<string, string>()
        next.set(r.lang, m)
        m.set(r.key, r.text)
      }
      byLang = next
      stamp = s
    },
  }
}
