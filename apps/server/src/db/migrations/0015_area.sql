ALTER TABLE "users" ADD COLUMN "profil_sector" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profil_sector_other" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
CREATE INDEX "orders_client_area_idx" ON "orders" USING btree ("client_id","status","cart_submitted_at");--> statement-breakpoint
CREATE INDEX "orders_user_area_idx" ON "orders" USING btree ("user_id","status","cart_submitted_at") WHERE client_id is null;