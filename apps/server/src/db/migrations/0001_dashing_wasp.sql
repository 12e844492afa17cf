CREATE TABLE "brochure_pages" (
	"brochure_id" integer NOT NULL,
	"page_index" integer NOT NULL,
	"text" text NOT NULL,
	"layout" jsonb NOT NULL,
	CONSTRAINT "brochure_pages_brochure_id_page_index_pk" PRIMARY KEY("brochure_id","page_index")
);
--> statement-breakpoint
CREATE TABLE "brochure_renditions" (
	"public_id" text PRIMARY KEY NOT NULL,
	"brochure_id" integer NOT NULL,
	"kind" text NOT NULL,
	"page_count" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "brochure_renditions_kind_uq" UNIQUE("brochure_id","kind")
);
--> statement-breakpoint
CREATE TABLE "brochures" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"download_file_name" text NOT NULL,
	"pdf_key" text NOT NULL,
	"page_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brochures_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "brochure_pages" ADD CONSTRAINT "brochure_pages_brochure_id_brochures_id_fk" FOREIGN KEY ("brochure_id") REFERENCES "public"."brochures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brochure_renditions" ADD CONSTRAINT "brochure_renditions_brochure_id_brochures_id_fk" FOREIGN KEY ("brochure_id") REFERENCES "public"."brochures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brochure_pages_brochure_idx" ON "brochure_pages" USING btree ("brochure_id");