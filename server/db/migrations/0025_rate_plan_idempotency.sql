ALTER TABLE "rate_plans" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_plans_idempotency_idx" ON "rate_plans" USING btree ("hotel_id","idempotency_key");