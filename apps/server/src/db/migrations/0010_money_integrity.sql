ALTER TABLE "payments" DROP CONSTRAINT "payments_status_ck";--> statement-breakpoint
DROP INDEX "payments_live_uq";--> statement-breakpoint
ALTER TABLE "accessories" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "accessory_attributes_variations" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "base_models" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "discount_rules" ALTER COLUMN "base_fixed_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "discount_rules" ALTER COLUMN "base_fixed_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "added_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "added_discounted_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "discounted_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_discounted_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_discount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_weborder_value" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_promo_code_value" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_discount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "additional_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "additional_shipping_cost" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_final_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "iva_total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_final_price_iva" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_amount" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_currency" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
-- One live attempt per order from now on: keep the newest of any two left open for one order (issue 21 item 2).
UPDATE "payments" p SET "status" = 'expired', "updated_at" = now() WHERE p."status" in ('creating', 'open') AND EXISTS (SELECT 1 FROM "payments" q WHERE q."order_id" = p."order_id" AND q."status" in ('creating', 'open') AND q."id" > p."id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_live_uq" ON "payments" USING btree ("order_id") WHERE status in ('creating', 'open');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_reason_ck" CHECK (refund_reason is null or refund_reason in ('amount_mismatch', 'attempt_closed', 'already_paid', 'order_cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_ck" CHECK (status in ('creating', 'open', 'paid', 'expired', 'failed', 'refund_due', 'refunded'));