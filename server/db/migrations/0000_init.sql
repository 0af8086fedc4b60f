CREATE TABLE "country_names" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frontend_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"msg" text NOT NULL,
	"data" jsonb,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_interests" (
	"id" text PRIMARY KEY NOT NULL,
	"travel_agency_id" text NOT NULL,
	"user_id" text,
	"hotel_id" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"payload" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_programs" (
	"hotel_id" text NOT NULL,
	"program_id" text NOT NULL,
	CONSTRAINT "hotel_programs_hotel_id_program_id_pk" PRIMARY KEY("hotel_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"chain" text,
	"status_level" text,
	"external_ratings" jsonb NOT NULL,
	"is_chat_enabled" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"has_to_be_invited" boolean DEFAULT false NOT NULL,
	"city" text NOT NULL,
	"sector" text,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"location_extras" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"dining_venues" jsonb NOT NULL,
	"facilities" jsonb NOT NULL,
	"facility_keys" text[] NOT NULL,
	"check_in" jsonb NOT NULL,
	"age_policy" jsonb NOT NULL,
	"pet_policy" jsonb NOT NULL,
	"smoking_policy" text NOT NULL,
	"booking_policy_markdown" text,
	"house_rules_markdown" text,
	"reservation_phone" text,
	"sales_managers" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"currency" text NOT NULL,
	"max_keys" integer NOT NULL,
	"is_reseller" boolean DEFAULT false NOT NULL,
	"supports_instant_booking" boolean DEFAULT false NOT NULL,
	"is_on_request_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspiration_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"hotel_id" text NOT NULL,
	"media" jsonb NOT NULL,
	"markdown" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"travel_agency_id" text,
	"user_id" text,
	"property_id" text,
	"status" text NOT NULL,
	"check_in" date,
	"check_out" date,
	"service_level" text,
	"client" jsonb NOT NULL,
	"partner" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"recipient" text NOT NULL,
	"reply_to" text,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_inline" text,
	"commission_level" double precision DEFAULT 10 NOT NULL,
	"is_visible_in_hotel_search" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"city_slug" text NOT NULL,
	"sector" text,
	"country" text NOT NULL,
	"property_type" text NOT NULL,
	"bedrooms" integer NOT NULL,
	"beds_adults" integer,
	"beds_children" integer,
	"thumbnail" text NOT NULL,
	"images" jsonb NOT NULL,
	"currency" text NOT NULL,
	"price_from" integer,
	"pets_allowed" boolean DEFAULT false NOT NULL,
	"service_levels" jsonb NOT NULL,
	"services_included" jsonb NOT NULL,
	"equipment_included" jsonb NOT NULL,
	"facilities" text[] NOT NULL,
	"floorplans" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"distances" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"operator" text NOT NULL,
	"operator_id" text NOT NULL,
	"sales_information" jsonb,
	"availability_message" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"hotel_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"payment_profile" text NOT NULL,
	"price_factor" double precision NOT NULL,
	"is_refundable" boolean NOT NULL,
	"is_on_request" boolean DEFAULT false NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"cancellation_periods" jsonb NOT NULL,
	"payment_policy" jsonb NOT NULL,
	"amenities_markdown" text
);
--> statement-breakpoint
CREATE TABLE "room_inventory" (
	"room_id" text NOT NULL,
	"date" date NOT NULL,
	"available" integer NOT NULL,
	"price" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "room_inventory_room_id_date_pk" PRIMARY KEY("room_id","date")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"hotel_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description_markdown" text NOT NULL,
	"beds" jsonb NOT NULL,
	"size_sqm_min" integer,
	"size_sqm_max" integer,
	"outdoor_space_sqm_min" integer,
	"outdoor_space_sqm_max" integer,
	"num_bedrooms" integer NOT NULL,
	"num_bathrooms" integer NOT NULL,
	"views_from_room" text[] NOT NULL,
	"facilities" text[] NOT NULL,
	"pets_allowed" boolean DEFAULT false NOT NULL,
	"images" jsonb NOT NULL,
	"floorplans" jsonb NOT NULL,
	"thumbnail" text NOT NULL,
	"quantity" integer NOT NULL,
	"base_price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stays" (
	"id" text PRIMARY KEY NOT NULL,
	"property_id" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"available" boolean NOT NULL,
	"rates" jsonb NOT NULL,
	"min_rate" integer
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" text PRIMARY KEY NOT NULL,
	"quote" jsonb NOT NULL,
	"author_initials" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_agencies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"corporate_design" jsonb,
	"auto_invite_email_domain" text,
	"program_memberships" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_luxury_travel_agency" boolean DEFAULT true NOT NULL,
	"email_domain" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"company" text,
	"first_name" text,
	"last_name" text,
	"travel_agency_id" text,
	"hotel_id" text,
	"has_hotel_access" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_interests" ADD CONSTRAINT "hotel_interests_travel_agency_id_travel_agencies_id_fk" FOREIGN KEY ("travel_agency_id") REFERENCES "public"."travel_agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_interests" ADD CONSTRAINT "hotel_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_interests" ADD CONSTRAINT "hotel_interests_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_programs" ADD CONSTRAINT "hotel_programs_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_programs" ADD CONSTRAINT "hotel_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_posts" ADD CONSTRAINT "inspiration_posts_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_travel_agency_id_travel_agencies_id_fk" FOREIGN KEY ("travel_agency_id") REFERENCES "public"."travel_agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD CONSTRAINT "room_inventory_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_travel_agency_id_travel_agencies_id_fk" FOREIGN KEY ("travel_agency_id") REFERENCES "public"."travel_agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "frontend_logs_created_idx" ON "frontend_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "hotel_interests_agency_idx" ON "hotel_interests" USING btree ("travel_agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_interests_idempotency_idx" ON "hotel_interests" USING btree ("travel_agency_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "hotel_programs_program_idx" ON "hotel_programs" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "hotels_location_idx" ON "hotels" USING btree ("country","city");--> statement-breakpoint
CREATE INDEX "hotels_category_idx" ON "hotels" USING btree ("category");--> statement-breakpoint
CREATE INDEX "hotels_facilities_idx" ON "hotels" USING gin ("facility_keys");--> statement-breakpoint
CREATE INDEX "inspiration_posts_created_idx" ON "inspiration_posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_agency_idx" ON "leads" USING btree ("travel_agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency_idx" ON "leads" USING btree ("travel_agency_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_idx" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "properties_slug_idx" ON "properties" USING btree ("country","city_slug","slug");--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city");--> statement-breakpoint
CREATE INDEX "properties_country_type_idx" ON "properties" USING btree ("country","property_type");--> statement-breakpoint
CREATE INDEX "properties_bedrooms_idx" ON "properties" USING btree ("bedrooms");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price_from");--> statement-breakpoint
CREATE INDEX "properties_order_idx" ON "properties" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "properties_facilities_idx" ON "properties" USING gin ("facilities");--> statement-breakpoint
CREATE INDEX "rate_plans_hotel_idx" ON "rate_plans" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "rooms_hotel_idx" ON "rooms" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "rooms_category_idx" ON "rooms" USING btree ("category");--> statement-breakpoint
CREATE INDEX "stays_property_check_in_idx" ON "stays" USING btree ("property_id","check_in");--> statement-breakpoint
CREATE INDEX "stays_period_idx" ON "stays" USING btree ("check_in","check_out");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_agency_idx" ON "users" USING btree ("travel_agency_id");