CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"address_type" text NOT NULL,
	"address_title" text DEFAULT '' NOT NULL,
	"ragione" text DEFAULT '' NOT NULL,
	"piva" text DEFAULT '' NOT NULL,
	"codice_fiscale" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address_num" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"prov" text DEFAULT '' NOT NULL,
	"cap" text DEFAULT '' NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"esaedro_zone_code" text DEFAULT '000' NOT NULL,
	"usa_state_code" text DEFAULT '' NOT NULL,
	"delivery_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"cli_for_code" text NOT NULL,
	"ragione" text NOT NULL,
	"piva" text DEFAULT '' NOT NULL,
	"codice_fiscale" text DEFAULT '' NOT NULL,
	"sdi_code" text DEFAULT '' NOT NULL,
	"persona_fisica" boolean DEFAULT false NOT NULL,
	"esaedro_zone_code" text DEFAULT '000' NOT NULL,
	"can_see_prices" boolean DEFAULT true NOT NULL,
	"can_create_order" boolean DEFAULT true NOT NULL,
	"payment_mode_id" integer,
	"carrier_id" integer,
	"transport_id" integer,
	"port_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_cli_for_code_unique" UNIQUE("cli_for_code")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"persistent" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_client_links" (
	"user_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "user_client_links_user_id_client_id_pk" PRIMARY KEY("user_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"company_role" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"esaedro_zone_code" text NOT NULL,
	"usa_state_code" text DEFAULT '' NOT NULL,
	"piva" text DEFAULT '' NOT NULL,
	"new_client" boolean DEFAULT true NOT NULL,
	"client_type" text,
	"about_us_select" text,
	"about_us" text DEFAULT '' NOT NULL,
	"preferred_lang" text DEFAULT 'it' NOT NULL,
	"optin_marketing" boolean DEFAULT false NOT NULL,
	"indirizzo" text DEFAULT '' NOT NULL,
	"localita" text DEFAULT '' NOT NULL,
	"cap" text DEFAULT '' NOT NULL,
	"provincia" text DEFAULT '' NOT NULL,
	"privacy_accepted_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"is_admin" boolean DEFAULT false NOT NULL,
	"client_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_code" text NOT NULL,
	"iso2" text NOT NULL,
	"names" jsonb NOT NULL,
	"esaedro_ind_area_naz" integer NOT NULL,
	CONSTRAINT "countries_zone_code_unique" UNIQUE("zone_code"),
	CONSTRAINT "countries_iso2_unique" UNIQUE("iso2")
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labels_lang_key_pk" PRIMARY KEY("lang","key")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "us_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "us_states_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_client_links" ADD CONSTRAINT "user_client_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_client_links" ADD CONSTRAINT "user_client_links_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_client_idx" ON "addresses" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_client_links_client_idx" ON "user_client_links" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "user_tokens_user_purpose_idx" ON "user_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "user_tokens_hash_idx" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_client_idx" ON "users" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "countries_area_idx" ON "countries" USING btree ("esaedro_ind_area_naz");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");