CREATE TABLE "agency_network_hotels" (
	"travel_agency_id" text NOT NULL,
	"hotel_id" text NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_network_hotels_travel_agency_id_hotel_id_pk" PRIMARY KEY("travel_agency_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "hotel_manager_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"hotel_id" text NOT NULL,
	"travel_agency_id" text NOT NULL,
	"invited_by" text,
	"email" text,
	"contact_name" text,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_email" text,
	"client_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_prospects" (
	"id" text PRIMARY KEY NOT NULL,
	"travel_agency_id" text NOT NULL,
	"invited_by" text,
	"hotel_name" text NOT NULL,
	"email" text NOT NULL,
	"contact_name" text NOT NULL,
	"message" text NOT NULL,
	"mail_id" integer,
	"client_request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_network_hotels" ADD CONSTRAINT "agency_network_hotels_travel_agency_id_travel_agencies_id_fk" FOREIGN KEY ("travel_agency_id") REFERENCES "public"."travel_agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_network_hotels" ADD CONSTRAINT "agency_network_hotels_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_network_hotels" ADD CONSTRAINT "agency_network_hotels_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_manager_invitations" ADD CONSTRAINT "hotel_manager_invitations_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_manager_invitations" ADD CONSTRAINT "hotel_manager_invitations_travel_agency_id_travel_agencies_id_fk" FOREIGN KEY ("travel_agency_id") REFERENCES "public"."travel_agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_manager_invitations" ADD CONSTRAINT "hotel_manager_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_prospects" ADD CONSTRAINT "hotel_prospects_travel_agency_id_travel_agencies_id_fk" FOREIGN KEY ("travel_agency_id") REFERENCES "public"."travel_agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_prospects" ADD CONSTRAINT "hotel_prospects_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_manager_invitations_nonce_idx" ON "hotel_manager_invitations" USING btree ("nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_manager_invitations_request_idx" ON "hotel_manager_invitations" USING btree ("invited_by","client_request_id");--> statement-breakpoint
CREATE INDEX "hotel_manager_invitations_agency_idx" ON "hotel_manager_invitations" USING btree ("travel_agency_id","hotel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_prospects_request_idx" ON "hotel_prospects" USING btree ("invited_by","client_request_id");--> statement-breakpoint
CREATE INDEX "hotel_prospects_agency_idx" ON "hotel_prospects" USING btree ("travel_agency_id","created_at");