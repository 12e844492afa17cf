ALTER TABLE "order_status_changes" ADD COLUMN "transition" text;--> statement-breakpoint
-- Rows written before issue 21 get the name the old code meant: the cause it wrote in the note (payment_confirmed,
-- start_wallet_order, …), else the first move of the table for their (from, to, actor), as findTransition chose it.
UPDATE "order_status_changes" c SET "transition" = coalesce(
  (SELECT t.name FROM (VALUES ('start_wallet_order'), ('bank_order'), ('payment_confirmed'), ('paid_approval'),
    ('cancel_unpaid_transfer')) AS t(name) WHERE t.name = c.note),
  (SELECT t.name FROM (VALUES
    (1, NULL, 'DRAFT', 'customer', 'create_cart'), (2, NULL, 'DRAFT', 'system', 'create_cart'),
    (3, 'DRAFT', 'NEW', 'customer', 'request_quotation'), (4, 'DRAFT', 'READY', 'customer', 'save_quotation'),
    (5, 'DRAFT', 'INCOMPLETE_REQUEST', 'customer', 'start_order'),
    (6, 'INCOMPLETE_REQUEST', 'NEW', 'customer', 'complete_order'),
    (7, 'INCOMPLETE_REQUEST', 'NEW', 'system', 'payment_confirmed'),
    (8, 'INCOMPLETE_REQUEST', 'CANCELLED', 'staff', 'cancel_incomplete'),
    (9, 'NEW', 'READY', 'staff', 'price_quotation'), (10, 'NEW', 'CONFIRMED', 'staff', 'accept_order'),
    (11, 'NEW', 'CANCELLED', 'customer', 'cancel_new'), (12, 'NEW', 'CANCELLED', 'staff', 'cancel_new'),
    (13, 'NEW', 'CANCELLED', 'system', 'cancel_unpaid_transfer'),
    (14, 'READY', 'CONFIRMED', 'customer', 'approve_quotation'), (15, 'READY', 'CONFIRMED', 'system', 'paid_approval'),
    (16, 'READY', 'REFUSED', 'customer', 'refuse_quotation'), (17, 'READY', 'NEW', 'customer', 'ask_modification'),
    (18, 'CONFIRMED', 'CLOSED', 'staff', 'close'), (19, 'CONFIRMED', 'CANCELLED', 'customer', 'cancel_confirmed'),
    (20, 'CONFIRMED', 'CANCELLED', 'staff', 'cancel_confirmed')
  ) AS t(pos, from_status, to_status, actor, name)
  WHERE t.from_status IS NOT DISTINCT FROM c.from_status AND t.to_status = c.to_status AND t.actor = c.actor
  ORDER BY t.pos LIMIT 1),
  'unknown'
), "note" = CASE WHEN c.note IN ('start_wallet_order', 'bank_order', 'payment_confirmed', 'paid_approval',
  'cancel_unpaid_transfer') THEN '' ELSE c.note END;--> statement-breakpoint
ALTER TABLE "order_status_changes" ALTER COLUMN "transition" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "cancelled";
