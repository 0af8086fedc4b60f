CREATE TABLE "commission_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"travel_agency_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"arrival_date" date NOT NULL,
	"stripe_updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"travel_agency_id" text,
	"lead_id" text,
	"amount_minor" integer NOT NULL,
	"reversed_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"transferred_at" timestamp with time zone NOT NULL,
	"stripe_updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stripe_accounts" ADD COLUMN "ledger_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stripe_accounts" ADD COLUMN "requirement_reminders" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_travel_agency_id_travel_agencies_id_fk" FOREIGN KEY ("travel_agency_id") REFERENCES "public"."travel_agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_transfers" ADD CONSTRAINT "commission_transfers_travel_agency_id_travel_agencies_id_fk" FOREIGN KEY ("travel_agency_id") REFERENCES "public"."travel_agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_transfers" ADD CONSTRAINT "commission_transfers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_payouts_agency_idx" ON "commission_payouts" USING btree ("travel_agency_id","arrival_date");--> statement-breakpoint
CREATE INDEX "commission_transfers_agency_idx" ON "commission_transfers" USING btree ("travel_agency_id","transferred_at");--> statement-breakpoint
CREATE INDEX "commission_transfers_lead_idx" ON "commission_transfers" USING btree ("lead_id");