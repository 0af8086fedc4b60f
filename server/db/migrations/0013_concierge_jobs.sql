CREATE TABLE "concierge_job_events" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"actor_id" text,
	"party" text NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concierge_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"travel_agency_id" text NOT NULL,
	"client_name" text NOT NULL,
	"hotel_id" text,
	"property_id" text,
	"service_kind" text NOT NULL,
	"service_other" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"due_local" text NOT NULL,
	"time_zone" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" text,
	"created_by" text,
	"channel_cid" text,
	"reminded_day_at" timestamp with time zone,
	"reminded_soon_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "attachment" jsonb;--> statement-breakpoint
ALTER TABLE "concierge_job_events" ADD CONSTRAINT "concierge_job_events_job_id_concierge_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."concierge_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_job_events" ADD CONSTRAINT "concierge_job_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_jobs" ADD CONSTRAINT "concierge_jobs_travel_agency_id_travel_agencies_id_fk" FOREIGN KEY ("travel_agency_id") REFERENCES "public"."travel_agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_jobs" ADD CONSTRAINT "concierge_jobs_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_jobs" ADD CONSTRAINT "concierge_jobs_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_jobs" ADD CONSTRAINT "concierge_jobs_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_jobs" ADD CONSTRAINT "concierge_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_jobs" ADD CONSTRAINT "concierge_jobs_channel_cid_chat_channels_id_fk" FOREIGN KEY ("channel_cid") REFERENCES "public"."chat_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concierge_job_events_job_idx" ON "concierge_job_events" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "concierge_jobs_agency_idx" ON "concierge_jobs" USING btree ("travel_agency_id","due_at");--> statement-breakpoint
CREATE INDEX "concierge_jobs_due_idx" ON "concierge_jobs" USING btree ("due_at") WHERE status in ('open', 'sent', 'confirmed');