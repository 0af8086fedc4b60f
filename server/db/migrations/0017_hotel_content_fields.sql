ALTER TABLE "hotels" ADD COLUMN "smoking_policy_de" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "booking_policy_markdown_de" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "house_rules_markdown_de" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "reservation_hours" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "reservation_hours_de" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "image_alts" jsonb DEFAULT '{}'::jsonb NOT NULL;