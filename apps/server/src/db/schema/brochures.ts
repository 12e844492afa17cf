import type { PageTextLayout } from '@shop/domain/brochures/schemas'
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'

/** A PDF brochure shown as a book at /{lang}/brochure/{slug}. */
export const brochures = pgTable('brochures', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** The download's file name without .pdf. */
  downloadFileName: text('download_file_name').notNull(),
  /** Storage key of the original PDF. */
  pdfKey: text('pdf_key').notNull(),
  pageCount: integer('page_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One set of page pictures (desktop ~1200 px, mobile ~800 px); its publicId names the pictures' addresses. */
export const brochureRenditions = pgTable(
  'brochure_renditions',
  {
    publicId: text('public_id').primaryKey(),
    brochureId: integer('brochure_id')
      .notNull()
      .references(() => brochures.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['desktop', 'mobile'] }).notNull(),
    pageCount: integer('page_count').notNull(),
    /** Pixel size of the first page's picture, so the viewer can lay out the book before any picture arrives. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [unique('brochure_renditions_kind_uq').on(t.brochureId, t.kind)],
)

/** Each page's text: the search data, and its layout for the viewer's selectable text layer. */
export const brochurePages = pgTable(
  'brochure_pages',
  {
    brochureId: integer('brochure_id')
      .notNull()
      .references(() => brochures.id, { onDelete: 'cascade' }),
    /** Zero-based, as the search answer's id. */
    pageIndex: integer('page_index').notNull(),
    text: text('text').notNull(),
    layout: jsonb('layout').$type<PageTextLayout>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brochureId, t.pageIndex] }),
    index('brochure_pages_brochure_idx').on(t.brochureId),
  ],
)
