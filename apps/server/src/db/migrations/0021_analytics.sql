CREATE TYPE "public"."analytics_event_kind" AS ENUM('page_view', 'sign_up', 'first_creative', 'paid');--> statement-breakpoint
CREATE TABLE "analytics_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" "analytics_event_kind" NOT NULL,
	"day" date NOT NULL,
	"visitor" text,
	"user_id" uuid,
	"path" text,
	"language" text NOT NULL,
	"referrer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salt" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_event" ADD CONSTRAINT "analytics_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_event_day_kind_idx" ON "analytics_event" USING btree ("day","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_event_user_kind_idx" ON "analytics_event" USING btree ("user_id","kind") WHERE "analytics_event"."kind" <> 'page_view';