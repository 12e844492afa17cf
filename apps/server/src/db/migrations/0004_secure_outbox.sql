ALTER TABLE "users" ADD COLUMN "password_chosen_by_session" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text NOT NULL DEFAULT 'legacy';--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sealed_body" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "text";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "html";