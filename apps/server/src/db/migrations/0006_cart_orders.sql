CREATE TABLE "carriers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "carriers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "iva_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	"description" jsonb NOT NULL,
	"legal_text" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "iva_codes_rate_ck" CHECK ("iva_codes"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "payment_modes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_modes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ports" (
	"id" integer PRIMARY KEY NOT NULL,
	"key_cod_porto" text NOT NULL,
	"description" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ports_key_cod_porto_unique" UNIQUE("key_cod_porto"),
	CONSTRAINT "ports_key_ck" CHECK ("ports"."key_cod_porto" in ('03', '02', 'EXW'))
);
--> statement-breakpoint
CREATE TABLE "transports" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "transports_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "order_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_id" integer,
	"accessory_id" integer,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"qty" integer NOT NULL,
	"product_configuration_id" integer NOT NULL,
	"configuration_id" integer,
	"line_key" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"client_product_ref" text DEFAULT '' NOT NULL,
	"added_price" integer,
	"added_discounted_price" integer,
	"price" integer,
	"discounted_price" integer,
	"discount_rule_static" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_qty_ck" CHECK ("order_lines"."qty" between 1 and 9999)
);
--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_changes_status_ck" CHECK ((from_status in ('DRAFT', 'NEW', 'READY', 'CONFIRMED', 'REFUSED', 'CANCELLED', 'CLOSED', 'INCOMPLETE_REQUEST') or from_status is null) and to_status in ('DRAFT', 'NEW', 'READY', 'CONFIRMED', 'REFUSED', 'CANCELLED', 'CLOSED', 'INCOMPLETE_REQUEST')),
	CONSTRAINT "order_status_changes_actor_ck" CHECK (actor in ('customer', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"is_quotation" boolean DEFAULT false NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"expired" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"client_id" integer,
	"visitor_token_hash" text,
	"version" integer DEFAULT 0 NOT NULL,
	"quotation_reference" text DEFAULT '' NOT NULL,
	"reference_client_code" text DEFAULT '' NOT NULL,
	"promo_code_id" integer,
	"carrier_id" integer,
	"payment_mode_id" integer,
	"port_id" integer,
	"transport_id" integer,
	"iva_code" text,
	"attrib" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_price" integer,
	"total_discounted_price" integer,
	"total_discount" integer,
	"discount_weborder_value" integer,
	"discount_weborder_perc_bp" integer,
	"discount_promo_code_value" integer,
	"discount_promo_code_perc_bp" integer,
	"order_discount" integer,
	"order_discount_type" text,
	"additional_price" integer,
	"additional_shipping_cost" integer,
	"shipping_price" integer,
	"order_final_price" integer,
	"iva_total" integer,
	"order_final_price_iva" integer,
	"quotation_valid_until" timestamp with time zone,
	"cart_submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_ck" CHECK (status in ('DRAFT', 'NEW', 'READY', 'CONFIRMED', 'REFUSED', 'CANCELLED', 'CLOSED', 'INCOMPLETE_REQUEST')),
	CONSTRAINT "orders_version_ck" CHECK ("orders"."version" >= 0),
	CONSTRAINT "orders_owner_ck" CHECK (user_id is null or visitor_token_hash is null)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent_bp" integer NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_code_ck" CHECK ("promo_codes"."code" = upper("promo_codes"."code") and length("promo_codes"."code") between 1 and 50),
	CONSTRAINT "promo_codes_percent_ck" CHECK ("promo_codes"."percent_bp" between 1 and 10000),
	CONSTRAINT "promo_codes_usage_ck" CHECK ("promo_codes"."usage_limit" is null or "promo_codes"."usage_limit" >= 0),
	CONSTRAINT "promo_codes_used_ck" CHECK ("promo_codes"."used_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_configurations" ADD COLUMN "line_copy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_groups" ADD COLUMN "weborder_discount_bp" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "allow_line_notes" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "allow_client_product_ref" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "iva_code" text;--> statement-breakpoint
-- Clients that exist before this migration came from the ERP (or the demo): they count as verified by the provider
-- (docs/decisions/019). New rows start unverified.
UPDATE "clients" SET "verified" = true;--> statement-breakpoint
-- The order lookups with the ids the spec's defaults name (docs/decisions/019): reference data every install needs.
INSERT INTO "carriers" ("id", "name", "description", "position") VALUES
  (1, '99', '{"it":"Da definire","en":"To be defined","de":"Noch festzulegen","es":"Por definir","fr":"À définir"}', 1),
  (2, '000054', '{"it":"GLS – corriere nazionale","en":"GLS – national courier","de":"GLS – nationaler Kurier","es":"GLS – mensajería nacional","fr":"GLS – transporteur national"}', 2),
  (3, '000077', '{"it":"UPS – corriere internazionale","en":"UPS – international courier","de":"UPS – internationaler Kurier","es":"UPS – mensajería internacional","fr":"UPS – transporteur international"}', 3),
  (4, '000099', '{"it":"Ritiro con proprio corriere","en":"Collection by your own courier","de":"Abholung durch Ihren eigenen Kurier","es":"Recogida con su propio transportista","fr":"Enlèvement par votre propre transporteur"}', 4);--> statement-breakpoint
INSERT INTO "payment_modes" ("id", "name", "description", "active", "position") VALUES
  (10, '99', '{"it":"Da concordare dopo il preventivo di spedizione","en":"To be agreed after the shipping quote","de":"Nach dem Versandangebot zu vereinbaren","es":"A acordar tras el presupuesto de envío","fr":"À convenir après le devis d''expédition"}', true, 1),
  (11, 'CDP', '{"it":"Secondo le condizioni di pagamento concordate","en":"On your agreed payment terms","de":"Gemäß den vereinbarten Zahlungsbedingungen","es":"Según las condiciones de pago acordadas","fr":"Selon les conditions de paiement convenues"}', true, 2),
  (12, 'PM5', '{"it":"Bonifico bancario anticipato","en":"Bank transfer in advance","de":"Banküberweisung im Voraus","es":"Transferencia bancaria anticipada","fr":"Virement bancaire anticipé"}', true, 3),
  (13, 'PV9', '{"it":"Carta di credito","en":"Credit card","de":"Kreditkarte","es":"Tarjeta de crédito","fr":"Carte de crédit"}', true, 4);--> statement-breakpoint
INSERT INTO "ports" ("id", "key_cod_porto", "description", "position") VALUES
  (1, '03', '{"it":"Franco destino: spedizione inclusa","en":"Free delivery: shipping included","de":"Frei Haus: Versand inbegriffen","es":"Portes pagados: envío incluido","fr":"Franco de port : livraison incluse"}', 1),
  (2, '02', '{"it":"Porto assegnato: il corriere addebita la spedizione al cliente","en":"Carriage forward: the carrier bills the shipping to the customer","de":"Unfrei: der Spediteur berechnet den Versand dem Kunden","es":"Portes debidos: el transportista cobra el envío al cliente","fr":"Port dû : le transporteur facture la livraison au client"}', 2),
  (3, 'EXW', '{"it":"Franco fabbrica: ritiro a cura del cliente","en":"Ex works: collected by the customer","de":"Ab Werk: Abholung durch den Kunden","es":"En fábrica: recogida por el cliente","fr":"Départ usine : enlèvement par le client"}', 3);--> statement-breakpoint
INSERT INTO "transports" ("id", "name", "description", "position") VALUES
  (1, 'MITTENTE', '{"it":"A mezzo vettore del fornitore","en":"By the supplier''s carrier","de":"Durch den Spediteur des Lieferanten","es":"Por el transportista del proveedor","fr":"Par le transporteur du fournisseur"}', 1),
  (2, 'DESTINATARIO', '{"it":"A cura del cliente","en":"By the customer","de":"Durch den Kunden","es":"Por el cliente","fr":"Par le client"}', 2);--> statement-breakpoint
INSERT INTO "iva_codes" ("code", "rate_bp", "description", "legal_text", "position") VALUES
  ('22A', 2200, '{"it":"IVA 22%","en":"VAT 22%","de":"MwSt. 22 %","es":"IVA 22 %","fr":"TVA 22 %"}', '{"it":"","en":"","de":"","es":"","fr":""}', 1),
  ('NI41', 0, '{"it":"Non imponibile art. 41 D.L. 331/1993 (cessione intracomunitaria)","en":"Not taxable, art. 41 D.L. 331/1993 (intra-EU supply)","de":"Nicht steuerbar, Art. 41 D.L. 331/1993 (innergemeinschaftliche Lieferung)","es":"No sujeto, art. 41 D.L. 331/1993 (entrega intracomunitaria)","fr":"Non imposable, art. 41 D.L. 331/1993 (livraison intracommunautaire)"}', '{"it":"Operazione non imponibile ai sensi dell''art. 41 del D.L. 331/1993: cessione intracomunitaria di beni","en":"Supply not taxable under art. 41 of Italian Decree-Law 331/1993: intra-Community supply of goods","de":"Nicht steuerbarer Umsatz gemäß Art. 41 des italienischen Gesetzesdekrets 331/1993: innergemeinschaftliche Lieferung von Gegenständen","es":"Operación no sujeta según el art. 41 del Decreto-ley italiano 331/1993: entrega intracomunitaria de bienes","fr":"Opération non imposable selon l''art. 41 du décret-loi italien 331/1993 : livraison intracommunautaire de biens"}', 2),
  ('NI8', 0, '{"it":"Non imponibile art. 8 D.P.R. 633/1972 (esportazione)","en":"Not taxable, art. 8 D.P.R. 633/1972 (export)","de":"Nicht steuerbar, Art. 8 D.P.R. 633/1972 (Ausfuhr)","es":"No sujeto, art. 8 D.P.R. 633/1972 (exportación)","fr":"Non imposable, art. 8 D.P.R. 633/1972 (exportation)"}', '{"it":"Operazione non imponibile ai sensi dell''art. 8, comma 1, lett. a) del D.P.R. 633/1972: esportazione","en":"Supply not taxable under art. 8(1)(a) of Italian Presidential Decree 633/1972: export","de":"Nicht steuerbarer Umsatz gemäß Art. 8 Abs. 1 Buchst. a des italienischen Präsidialdekrets 633/1972: Ausfuhr","es":"Operación no sujeta según el art. 8, apartado 1, letra a) del Decreto presidencial italiano 633/1972: exportación","fr":"Opération non imposable selon l''art. 8, alinéa 1, lettre a) du décret présidentiel italien 633/1972 : exportation"}', 3);--> statement-breakpoint
-- Until now these ids named nothing: ids the new lookups do not know are cleared, so the foreign keys below can hold.
UPDATE "clients" SET "payment_mode_id" = NULL WHERE "payment_mode_id" NOT IN (10, 11, 12, 13);--> statement-breakpoint
UPDATE "clients" SET "carrier_id" = NULL WHERE "carrier_id" NOT IN (1, 2, 3, 4);--> statement-breakpoint
UPDATE "clients" SET "transport_id" = NULL WHERE "transport_id" NOT IN (1, 2);--> statement-breakpoint
UPDATE "clients" SET "port_id" = NULL WHERE "port_id" NOT IN (1, 2, 3);--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_configuration_id_product_configurations_id_fk" FOREIGN KEY ("product_configuration_id") REFERENCES "public"."product_configurations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_configuration_id_product_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."product_configurations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_mode_id_payment_modes_id_fk" FOREIGN KEY ("payment_mode_id") REFERENCES "public"."payment_modes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_iva_code_iva_codes_code_fk" FOREIGN KEY ("iva_code") REFERENCES "public"."iva_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_documents_order_idx" ON "order_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_documents_line_idx" ON "order_documents" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_key_uq" ON "order_lines" USING btree ("order_id","line_key");--> statement-breakpoint
CREATE INDEX "order_lines_product_configuration_idx" ON "order_lines" USING btree ("product_configuration_id");--> statement-breakpoint
CREATE INDEX "order_lines_configuration_idx" ON "order_lines" USING btree ("configuration_id");--> statement-breakpoint
CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_changes_actor_user_idx" ON "order_status_changes" USING btree ("actor_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_cart_uq" ON "orders" USING btree ("user_id",coalesce("client_id", 0)) WHERE status = 'DRAFT' and user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_visitor_cart_uq" ON "orders" USING btree ("visitor_token_hash") WHERE status = 'DRAFT';--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_client_idx" ON "orders" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "orders_updated_idx" ON "orders" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("promo_code_id");--> statement-breakpoint
CREATE INDEX "orders_carrier_idx" ON "orders" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "orders_payment_mode_idx" ON "orders" USING btree ("payment_mode_id");--> statement-breakpoint
CREATE INDEX "orders_port_idx" ON "orders" USING btree ("port_id");--> statement-breakpoint
CREATE INDEX "orders_transport_idx" ON "orders" USING btree ("transport_id");--> statement-breakpoint
CREATE INDEX "orders_iva_code_idx" ON "orders" USING btree ("iva_code");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_iva_code_iva_codes_code_fk" FOREIGN KEY ("iva_code") REFERENCES "public"."iva_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_payment_mode_id_payment_modes_id_fk" FOREIGN KEY ("payment_mode_id") REFERENCES "public"."payment_modes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_iva_code_idx" ON "clients" USING btree ("iva_code");--> statement-breakpoint
CREATE INDEX "clients_payment_mode_idx" ON "clients" USING btree ("payment_mode_id");--> statement-breakpoint
CREATE INDEX "clients_carrier_idx" ON "clients" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "clients_transport_idx" ON "clients" USING btree ("transport_id");--> statement-breakpoint
CREATE INDEX "clients_port_idx" ON "clients" USING btree ("port_id");--> statement-breakpoint
ALTER TABLE "client_groups" ADD CONSTRAINT "client_groups_weborder_discount_ck" CHECK ("client_groups"."weborder_discount_bp" is null or "client_groups"."weborder_discount_bp" between 0 and 10000);