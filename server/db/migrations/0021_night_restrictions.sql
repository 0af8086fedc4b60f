ALTER TABLE "room_inventory" ADD COLUMN "closed_to_arrival" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD COLUMN "closed_to_departure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD COLUMN "min_stay" integer;