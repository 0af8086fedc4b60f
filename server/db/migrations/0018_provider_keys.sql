CREATE TABLE "provider_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"keys" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
