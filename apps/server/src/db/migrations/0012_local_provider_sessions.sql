CREATE TABLE "local_provider_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"order_id" integer,
	"request_key" text,
	"request_hash" text,
	"created" jsonb NOT NULL,
	"charge_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "local_provider_sessions_kind_ck" CHECK (kind in ('card', 'paypal'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "local_provider_sessions_request_uq" ON "local_provider_sessions" USING btree ("kind","request_key");--> statement-breakpoint
CREATE INDEX "local_provider_sessions_open_idx" ON "local_provider_sessions" USING btree ("expires_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "local_provider_sessions_created_idx" ON "local_provider_sessions" USING btree ("created_at");