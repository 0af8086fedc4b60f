CREATE TABLE "chat_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"hotel_id" text NOT NULL,
	"travel_agency_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"facts" jsonb NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cid" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"cid" text NOT NULL,
	"user_id" text NOT NULL,
	"party" text NOT NULL,
	"read_seq" integer DEFAULT 0 NOT NULL,
	"last_digest_at" timestamp with time zone,
	"digest_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_members_cid_user_id_pk" PRIMARY KEY("cid","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"cid" text NOT NULL,
	"seq" integer NOT NULL,
	"author_id" text NOT NULL,
	"client_message_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_travel_agency_id_travel_agencies_id_fk" FOREIGN KEY ("travel_agency_id") REFERENCES "public"."travel_agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_events" ADD CONSTRAINT "chat_events_cid_chat_channels_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_cid_chat_channels_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_cid_chat_channels_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_idempotency_idx" ON "chat_channels" USING btree ("agent_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "chat_channels_hotel_idx" ON "chat_channels" USING btree ("hotel_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_channels_agency_idx" ON "chat_channels" USING btree ("travel_agency_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_channels_activity_idx" ON "chat_channels" USING btree ("last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_events_cid_idx" ON "chat_events" USING btree ("cid","id");--> statement-breakpoint
CREATE INDEX "chat_members_user_idx" ON "chat_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_idx" ON "chat_messages" USING btree ("cid","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_idx" ON "chat_messages" USING btree ("author_id","client_message_id");