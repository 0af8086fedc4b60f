CREATE TABLE "ari_messages" (
	"hotel_id" text NOT NULL,
	"message_id" text NOT NULL,
	"digest" text NOT NULL,
	"nights" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ari_messages_hotel_id_message_id_pk" PRIMARY KEY("hotel_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "hotel_api_keys" (
	"hotel_id" text PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_content_versions" (
	"hotel_id" text NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"user_id" text,
	"revert_of" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_content_versions_hotel_id_version_pk" PRIMARY KEY("hotel_id","version")
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "description_de" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ari_messages" ADD CONSTRAINT "ari_messages_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_api_keys" ADD CONSTRAINT "hotel_api_keys_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_api_keys" ADD CONSTRAINT "hotel_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_content_versions" ADD CONSTRAINT "hotel_content_versions_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_content_versions" ADD CONSTRAINT "hotel_content_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;