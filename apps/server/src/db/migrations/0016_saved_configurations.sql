CREATE TABLE "saved_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"user_id" integer NOT NULL,
	"product_configuration_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_configurations" ADD CONSTRAINT "saved_configurations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_configurations" ADD CONSTRAINT "saved_configurations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_configurations" ADD CONSTRAINT "saved_configurations_product_configuration_id_product_configurations_id_fk" FOREIGN KEY ("product_configuration_id") REFERENCES "public"."product_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_configurations_client_uq" ON "saved_configurations" USING btree ("client_id","fingerprint") WHERE client_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_configurations_user_uq" ON "saved_configurations" USING btree ("user_id","fingerprint") WHERE client_id is null;--> statement-breakpoint
CREATE INDEX "saved_configurations_user_idx" ON "saved_configurations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_configurations_configuration_uq" ON "saved_configurations" USING btree ("product_configuration_id");