CREATE TABLE "card_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" text NOT NULL,
	"user_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_reference_counters" (
	"travel_agency_id" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "lead_reference_counters_travel_agency_id_year_pk" PRIMARY KEY("travel_agency_id","year")
);
--> statement-breakpoint
CREATE TABLE "lead_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text
);
--> statement-breakpoint
DROP INDEX "leads_agency_idx";--> statement-breakpoint
DROP INDEX "hotel_interests_agency_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "intent" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "pax" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "payments" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "price_summary" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "total" double precision;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "commission" double precision;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "request_price_discount" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "booking_comments" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "card_number_encrypted" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "card_last_four" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "card_name" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "card_expiration_month" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "card_expiration_year_short" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "request_digest" text;--> statement-breakpoint
ALTER TABLE "card_reveals" ADD CONSTRAINT "card_reveals_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_reveals" ADD CONSTRAINT "card_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reference_counters" ADD CONSTRAINT "lead_reference_counters_travel_agency_id_travel_agencies_id_fk" FOREIGN KEY ("travel_agency_id") REFERENCES "public"."travel_agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD CONSTRAINT "lead_status_history_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD CONSTRAINT "lead_status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_reveals_lead_idx" ON "card_reveals" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "lead_status_history_lead_idx" ON "lead_status_history" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "hotel_interests_agency_user_idx" ON "hotel_interests" USING btree ("travel_agency_id","user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_agency_created_idx" ON "leads" USING btree ("travel_agency_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_agency_user_idx" ON "leads" USING btree ("travel_agency_id","user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_agency_updated_idx" ON "leads" USING btree ("travel_agency_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_reference_idx" ON "leads" USING btree ("travel_agency_id","reference");--> statement-breakpoint
CREATE INDEX "hotel_interests_agency_idx" ON "hotel_interests" USING btree ("travel_agency_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);