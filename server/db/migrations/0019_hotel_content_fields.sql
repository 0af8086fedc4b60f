CREATE TABLE "room_content_versions" (
	"room_id" text NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"user_id" text,
	"revert_of" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_content_versions_room_id_version_pk" PRIMARY KEY("room_id","version")
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "smoking_policy_de" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "booking_policy_markdown_de" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "house_rules_markdown_de" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "reservation_hours" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "reservation_hours_de" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "image_alts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "description_markdown_de" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "views_from_room_de" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "image_alts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "room_content_versions" ADD CONSTRAINT "room_content_versions_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_content_versions" ADD CONSTRAINT "room_content_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;