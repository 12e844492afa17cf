CREATE SEQUENCE "public"."product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "accessories" (
	"id" integer PRIMARY KEY DEFAULT nextval('product_id_seq') NOT NULL,
	"code" text NOT NULL,
	"configuration_code" text NOT NULL,
	"accessory_group_id" integer,
	"name" jsonb NOT NULL,
	"description_short" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price" integer,
	"image_key" text,
	"layer_z" integer DEFAULT 0 NOT NULL,
	"attributes_template" jsonb,
	"sold_alone" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "accessories_code_unique" UNIQUE("code"),
	CONSTRAINT "accessories_configuration_code_ck" CHECK (configuration_code ~ '^[A-Z0-9]+$'),
	CONSTRAINT "accessories_price_ck" CHECK (price is null or price >= 0)
);
--> statement-breakpoint
CREATE TABLE "accessory_attributes_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"accessory_id" integer NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"variation_value" text NOT NULL,
	"price" integer,
	"final_datasheet" text,
	"is_custom" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "accessory_attributes_variations_price_ck" CHECK (price is null or price >= 0),
	CONSTRAINT "accessory_attributes_variations_custom_price_ck" CHECK (is_custom = false or price is null)
);
--> statement-breakpoint
CREATE TABLE "accessory_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "accessory_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "base_models" (
	"id" integer PRIMARY KEY DEFAULT nextval('product_id_seq') NOT NULL,
	"code" text NOT NULL,
	"configuration_code" text NOT NULL,
	"product_family_id" integer NOT NULL,
	"default_configuration_id" integer,
	"name" jsonb NOT NULL,
	"description_short" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certification_markings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specs" jsonb,
	"price" integer,
	"available" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "base_models_code_unique" UNIQUE("code"),
	CONSTRAINT "base_models_configuration_code_unique" UNIQUE("configuration_code"),
	CONSTRAINT "base_models_configuration_code_ck" CHECK (configuration_code ~ '^[A-Z0-9]+$'),
	CONSTRAINT "base_models_price_ck" CHECK (price is null or price >= 0)
);
--> statement-breakpoint
CREATE TABLE "client_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "client_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "client_product_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"ref_code" text DEFAULT '' NOT NULL,
	"conf_code" text NOT NULL,
	"client_code" text NOT NULL,
	CONSTRAINT "client_product_codes_conf_uq" UNIQUE("client_id","conf_code")
);
--> statement-breakpoint
CREATE TABLE "code_section_accessories" (
	"section_id" integer NOT NULL,
	"base_model_id" integer NOT NULL,
	"accessory_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "code_section_accessories_section_id_accessory_id_pk" PRIMARY KEY("section_id","accessory_id"),
	CONSTRAINT "code_section_accessories_model_uq" UNIQUE("base_model_id","accessory_id")
);
--> statement-breakpoint
CREATE TABLE "code_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"base_model_id" integer NOT NULL,
	"name" text NOT NULL,
	"label" jsonb NOT NULL,
	"len" integer NOT NULL,
	"var_len" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "code_sections_name_uq" UNIQUE("base_model_id","name"),
	CONSTRAINT "code_sections_id_model_uq" UNIQUE("id","base_model_id"),
	CONSTRAINT "code_sections_len_ck" CHECK (len >= 0),
	CONSTRAINT "code_sections_opt_ck" CHECK (name <> 'opt' or var_len = false)
);
--> statement-breakpoint
CREATE TABLE "compatibility_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"base_model_id" integer,
	"if_accessory_id" integer NOT NULL,
	"kind" text NOT NULL,
	"then_accessory_id" integer NOT NULL,
	"reason" jsonb NOT NULL,
	CONSTRAINT "compatibility_rules_kind_ck" CHECK (kind in ('excludes', 'requires')),
	CONSTRAINT "compatibility_rules_distinct_ck" CHECK (if_accessory_id <> then_accessory_id),
	CONSTRAINT "compatibility_rules_reason_ck" CHECK (length(trim(reason->>'it')) > 0)
);
--> statement-breakpoint
CREATE TABLE "configurator_area_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"base_model_id" integer,
	"areas" jsonb NOT NULL,
	CONSTRAINT "configurator_area_templates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "discount_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"scope_id" integer NOT NULL,
	"target" text NOT NULL,
	"target_id" integer,
	"limit_bp" integer,
	"limit_final_discount_bp" integer,
	"base_mode" text NOT NULL,
	"base_fixed_price" integer,
	"base_fixed_amount" integer,
	"base_discount_bp" integer,
	"extra_mode" text,
	"extra_discount_bp" integer,
	CONSTRAINT "discount_rules_scope_ck" CHECK (scope in ('client', 'client_group')),
	CONSTRAINT "discount_rules_target_ck" CHECK (target in ('base_model', 'product_family', 'all', 'accessory_group')
        and (target = 'all') = (target_id is null)),
	CONSTRAINT "discount_rules_fixed_target_ck" CHECK (base_mode <> 'fixed' or target in ('base_model', 'accessory_group')),
	CONSTRAINT "discount_rules_base_ck" CHECK ((base_mode = 'fixed' and base_fixed_price is not null)
        or (base_mode = 'fixed_amount' and base_fixed_amount is not null)
        or (base_mode = 'other' and base_discount_bp is not null)),
	CONSTRAINT "discount_rules_extra_ck" CHECK ((extra_mode is null) = (extra_discount_bp is null)),
	CONSTRAINT "discount_rules_prices_ck" CHECK (coalesce(base_fixed_price, 0) >= 0 and coalesce(base_fixed_amount, 0) >= 0),
	CONSTRAINT "discount_rules_limit_ck" CHECK (limit_bp is null or limit_bp between 0 and 10000),
	CONSTRAINT "discount_rules_limit_final_ck" CHECK (limit_final_discount_bp is null or limit_final_discount_bp between 0 and 10000),
	CONSTRAINT "discount_rules_base_bp_ck" CHECK (base_discount_bp is null or base_discount_bp between 0 and 10000),
	CONSTRAINT "discount_rules_extra_bp_ck" CHECK (extra_discount_bp is null or extra_discount_bp between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "product_configuration_accessories" (
	"product_configuration_id" integer NOT NULL,
	"accessory_id" integer NOT NULL,
	"accessory_attributes_variation_id" integer,
	"position" integer NOT NULL,
	CONSTRAINT "product_configuration_accessories_product_configuration_id_accessory_id_pk" PRIMARY KEY("product_configuration_id","accessory_id")
);
--> statement-breakpoint
CREATE TABLE "product_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"configuration_code" text NOT NULL,
	"current_ref_code" text,
	"base_model_id" integer,
	"replacement_accessory_id" integer,
	"owner_user_id" integer,
	"owner_client_id" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"name" jsonb,
	"custom_texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_configurations_type_ck" CHECK ((type = 'B' and base_model_id is not null and replacement_accessory_id is null)
        or (type = 'A' and replacement_accessory_id is not null and base_model_id is null)),
	CONSTRAINT "product_configurations_public_ck" CHECK (is_public = false or owner_user_id is null)
);
--> statement-breakpoint
CREATE TABLE "product_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_families_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "site_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"text" jsonb NOT NULL,
	CONSTRAINT "site_texts_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "wizard_hotspots" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_family_id" integer NOT NULL,
	"base_model_id" integer NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"image_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wizard_hotspots_box_ck" CHECK (x >= 0 and y >= 0 and width > 0 and height > 0)
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "client_group_id" integer;--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_accessory_group_id_accessory_groups_id_fk" FOREIGN KEY ("accessory_group_id") REFERENCES "public"."accessory_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessory_attributes_variations" ADD CONSTRAINT "accessory_attributes_variations_accessory_id_accessories_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_models" ADD CONSTRAINT "base_models_product_family_id_product_families_id_fk" FOREIGN KEY ("product_family_id") REFERENCES "public"."product_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_models" ADD CONSTRAINT "base_models_default_configuration_id_product_configurations_id_fk" FOREIGN KEY ("default_configuration_id") REFERENCES "public"."product_configurations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_product_codes" ADD CONSTRAINT "client_product_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_section_accessories" ADD CONSTRAINT "code_section_accessories_accessory_id_accessories_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_section_accessories" ADD CONSTRAINT "code_section_accessories_section_fk" FOREIGN KEY ("section_id","base_model_id") REFERENCES "public"."code_sections"("id","base_model_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_sections" ADD CONSTRAINT "code_sections_base_model_id_base_models_id_fk" FOREIGN KEY ("base_model_id") REFERENCES "public"."base_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compatibility_rules" ADD CONSTRAINT "compatibility_rules_base_model_id_base_models_id_fk" FOREIGN KEY ("base_model_id") REFERENCES "public"."base_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compatibility_rules" ADD CONSTRAINT "compatibility_rules_if_accessory_id_accessories_id_fk" FOREIGN KEY ("if_accessory_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compatibility_rules" ADD CONSTRAINT "compatibility_rules_then_accessory_id_accessories_id_fk" FOREIGN KEY ("then_accessory_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_area_templates" ADD CONSTRAINT "configurator_area_templates_base_model_id_base_models_id_fk" FOREIGN KEY ("base_model_id") REFERENCES "public"."base_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configuration_accessories" ADD CONSTRAINT "product_configuration_accessories_product_configuration_id_product_configurations_id_fk" FOREIGN KEY ("product_configuration_id") REFERENCES "public"."product_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configuration_accessories" ADD CONSTRAINT "product_configuration_accessories_accessory_id_accessories_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configuration_accessories" ADD CONSTRAINT "product_configuration_accessories_accessory_attributes_variation_id_accessory_attributes_variations_id_fk" FOREIGN KEY ("accessory_attributes_variation_id") REFERENCES "public"."accessory_attributes_variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configurations" ADD CONSTRAINT "product_configurations_base_model_id_base_models_id_fk" FOREIGN KEY ("base_model_id") REFERENCES "public"."base_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configurations" ADD CONSTRAINT "product_configurations_replacement_accessory_id_accessories_id_fk" FOREIGN KEY ("replacement_accessory_id") REFERENCES "public"."accessories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configurations" ADD CONSTRAINT "product_configurations_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configurations" ADD CONSTRAINT "product_configurations_owner_client_id_clients_id_fk" FOREIGN KEY ("owner_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wizard_hotspots" ADD CONSTRAINT "wizard_hotspots_product_family_id_product_families_id_fk" FOREIGN KEY ("product_family_id") REFERENCES "public"."product_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wizard_hotspots" ADD CONSTRAINT "wizard_hotspots_base_model_id_base_models_id_fk" FOREIGN KEY ("base_model_id") REFERENCES "public"."base_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessories_group_idx" ON "accessories" USING btree ("accessory_group_id");--> statement-breakpoint
CREATE INDEX "accessory_attributes_variations_accessory_idx" ON "accessory_attributes_variations" USING btree ("accessory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accessory_attributes_variations_value_uq" ON "accessory_attributes_variations" USING btree ("accessory_id","variation_value") WHERE is_custom = false;--> statement-breakpoint
CREATE UNIQUE INDEX "accessory_attributes_variations_custom_uq" ON "accessory_attributes_variations" USING btree ("accessory_id") WHERE is_custom = true;--> statement-breakpoint
CREATE INDEX "base_models_family_idx" ON "base_models" USING btree ("product_family_id");--> statement-breakpoint
CREATE INDEX "base_models_default_configuration_idx" ON "base_models" USING btree ("default_configuration_id");--> statement-breakpoint
CREATE INDEX "code_section_accessories_accessory_idx" ON "code_section_accessories" USING btree ("accessory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "code_sections_order_uq" ON "code_sections" USING btree ("base_model_id","sort_order") WHERE name <> 'opt';--> statement-breakpoint
CREATE INDEX "compatibility_rules_base_model_idx" ON "compatibility_rules" USING btree ("base_model_id");--> statement-breakpoint
CREATE INDEX "compatibility_rules_if_idx" ON "compatibility_rules" USING btree ("if_accessory_id");--> statement-breakpoint
CREATE INDEX "compatibility_rules_then_idx" ON "compatibility_rules" USING btree ("then_accessory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "configurator_area_templates_model_uq" ON "configurator_area_templates" USING btree ("base_model_id");--> statement-breakpoint
CREATE INDEX "discount_rules_scope_idx" ON "discount_rules" USING btree ("scope","scope_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_rules_scope_target_uq" ON "discount_rules" USING btree ("scope","scope_id","target",coalesce("target_id", 0));--> statement-breakpoint
CREATE INDEX "product_configuration_accessories_accessory_idx" ON "product_configuration_accessories" USING btree ("accessory_id");--> statement-breakpoint
CREATE INDEX "product_configuration_accessories_variation_idx" ON "product_configuration_accessories" USING btree ("accessory_attributes_variation_id");--> statement-breakpoint
CREATE INDEX "product_configurations_code_idx" ON "product_configurations" USING btree ("configuration_code");--> statement-breakpoint
CREATE INDEX "product_configurations_owner_idx" ON "product_configurations" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "product_configurations_owner_client_idx" ON "product_configurations" USING btree ("owner_client_id");--> statement-breakpoint
CREATE INDEX "product_configurations_public_idx" ON "product_configurations" USING btree ("is_public");--> statement-breakpoint
CREATE INDEX "product_configurations_base_model_idx" ON "product_configurations" USING btree ("base_model_id");--> statement-breakpoint
CREATE INDEX "product_configurations_replacement_idx" ON "product_configurations" USING btree ("replacement_accessory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_configurations_anonymous_uq" ON "product_configurations" USING btree ("fingerprint") WHERE owner_user_id is null and is_public = false;--> statement-breakpoint
CREATE INDEX "wizard_hotspots_family_idx" ON "wizard_hotspots" USING btree ("product_family_id");--> statement-breakpoint
CREATE INDEX "wizard_hotspots_base_model_idx" ON "wizard_hotspots" USING btree ("base_model_id");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_client_group_id_client_groups_id_fk" FOREIGN KEY ("client_group_id") REFERENCES "public"."client_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_group_idx" ON "clients" USING btree ("client_group_id");