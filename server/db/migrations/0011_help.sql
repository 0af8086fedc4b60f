CREATE TABLE "help_article_feedback" (
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"user_id" text NOT NULL,
	"helpful" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_article_feedback_slug_language_user_id_pk" PRIMARY KEY("slug","language","user_id")
);
--> statement-breakpoint
ALTER TABLE "help_article_feedback" ADD CONSTRAINT "help_article_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;