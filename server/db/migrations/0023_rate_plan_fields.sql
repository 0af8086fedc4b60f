ALTER TABLE "rate_plans" ADD COLUMN "name_de" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "description_de" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "meal_plan" text DEFAULT 'roomOnly' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "commission_level" integer;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "amenities_markdown_de" text;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "archived_at" timestamp with time zone;