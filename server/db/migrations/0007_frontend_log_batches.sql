ALTER TABLE "frontend_logs" ADD COLUMN "batch_id" text;--> statement-breakpoint
ALTER TABLE "frontend_logs" ADD COLUMN "batch_position" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "frontend_logs_batch_idx" ON "frontend_logs" USING btree ("batch_id","batch_position");