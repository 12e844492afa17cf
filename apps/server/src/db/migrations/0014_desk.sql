CREATE TABLE "desk_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_audit_entity_ck" CHECK ("desk_audit"."entity" in ('order', 'client', 'user', 'payment'))
);
--> statement-breakpoint
CREATE TABLE "order_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_by" integer,
	"reason" text,
	"reason_at" timestamp with time zone,
	CONSTRAINT "order_revisions_revision_ck" CHECK ("order_revisions"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"shipping_doc_date" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_ck";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "bank_abi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "bank_cab" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "bank_account" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "use_custom_discount" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "custom_discount_bp" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "custom_discount_extra_bp" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "skip_erp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "desk_quoted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "rule_discounted_price" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hide_discounts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "has_fixed_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "custom_abi_cab" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ddt_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quotation_expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "staff_user_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "desk_audit" ADD CONSTRAINT "desk_audit_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_revisions" ADD CONSTRAINT "order_revisions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_revisions" ADD CONSTRAINT "order_revisions_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_packages" ADD CONSTRAINT "shipment_packages_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_audit_entity_idx" ON "desk_audit" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "desk_audit_actor_idx" ON "desk_audit" USING btree ("actor_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_revisions_order_revision_uq" ON "order_revisions" USING btree ("order_id","revision");--> statement-breakpoint
CREATE INDEX "order_revisions_sent_by_idx" ON "order_revisions" USING btree ("sent_by");--> statement-breakpoint
CREATE INDEX "shipment_packages_shipment_idx" ON "shipment_packages" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_created_by_idx" ON "shipments" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_unverified_idx" ON "clients" USING btree ("created_at") WHERE verified = false;--> statement-breakpoint
CREATE INDEX "clients_verified_created_idx" ON "clients" USING btree ("verified","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_valid_until_idx" ON "orders" USING btree ("quotation_valid_until") WHERE expired = false;--> statement-breakpoint
CREATE INDEX "payments_staff_user_idx" ON "payments" USING btree ("staff_user_id");--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("created_at") WHERE status = 'refund_due';--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_custom_discount_ck" CHECK (coalesce("order_lines"."custom_discount_bp", 0) between 0 and 10000 and coalesce("order_lines"."custom_discount_extra_bp", 0) between 0 and 10000);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_ck" CHECK (method in ('card', 'paypal', 'bank_transfer'));