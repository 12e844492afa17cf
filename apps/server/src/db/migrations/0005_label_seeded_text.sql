ALTER TABLE "labels" ADD COLUMN "seeded_text" text;--> statement-breakpoint
-- Until now every label came from the seed (there is no label editor yet): each text is taken as the one seeded, so
-- the next start brings in the texts the code changed since (docs/decisions/018).
UPDATE "labels" SET "seeded_text" = "text";
