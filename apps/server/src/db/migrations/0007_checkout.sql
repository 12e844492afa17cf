CREATE TABLE "order_ref_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "order_ref_counters_last_ck" CHECK ("order_ref_counters"."last" >= 1)
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "can_pay_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_year" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "submission_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completion_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "custom_carrier" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_address_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment_address_id_addresses_id_fk" FOREIGN KEY ("shipment_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shipment_address_idx" ON "orders" USING btree ("shipment_address_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_submission_key_uq" ON "orders" USING btree ("submission_key") WHERE submission_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_completion_key_uq" ON "orders" USING btree ("completion_key") WHERE completion_key is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_ref_unique" UNIQUE("order_ref");