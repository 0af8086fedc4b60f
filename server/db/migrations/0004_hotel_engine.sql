ALTER TABLE "room_inventory" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "commission_level" double precision DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "mice_facilities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "facilities_markdown" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "videos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "interactive_renderings" jsonb DEFAULT '[]'::jsonb NOT NULL;