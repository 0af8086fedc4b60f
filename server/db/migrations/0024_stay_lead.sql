ALTER TABLE "stays" ADD COLUMN "lead_id" text;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stays_lead_idx" ON "stays" USING btree ("lead_id");