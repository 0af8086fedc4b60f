CREATE TABLE "agency_verification_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"travel_agency_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"email_domain" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_drafts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"token_hash" text NOT NULL,
	"return_to" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "travel_agencies" ADD COLUMN "vetting" text DEFAULT 'verified' NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_agencies" ADD COLUMN "referred_by" text;--> statement-breakpoint
ALTER TABLE "agency_verification_requests" ADD CONSTRAINT "agency_verification_requests_travel_agency_id_travel_agencies_id_fk" FOREIGN KEY ("travel_agency_id") REFERENCES "public"."travel_agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_verification_requests" ADD CONSTRAINT "agency_verification_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_verification_requests" ADD CONSTRAINT "agency_verification_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_drafts" ADD CONSTRAINT "onboarding_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_verification_status_idx" ON "agency_verification_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "agency_verification_agency_idx" ON "agency_verification_requests" USING btree ("travel_agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_registrations_email_idx" ON "pending_registrations" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "pending_registrations_token_idx" ON "pending_registrations" USING btree ("token_hash");