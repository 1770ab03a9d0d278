CREATE TYPE "public"."explore_reaction_kind" AS ENUM('like', 'remix');--> statement-breakpoint
CREATE TYPE "public"."explore_report_reason" AS ENUM('spam', 'offensive', 'copyright', 'other');--> statement-breakpoint
CREATE TABLE "explore_reaction" (
	"creative_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "explore_reaction_kind" NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "explore_reaction_creative_id_user_id_kind_pk" PRIMARY KEY("creative_id","user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "explore_report" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creative_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" "explore_report_reason" NOT NULL,
	"note" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "adcreative" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "adcreative" ADD COLUMN "explore_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "adcreative" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "adcreative" ADD COLUMN "remix_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "adcreative" ADD COLUMN "trending_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profile" ADD COLUMN "explore_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "explore_reaction" ADD CONSTRAINT "explore_reaction_creative_id_adcreative_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."adcreative"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explore_reaction" ADD CONSTRAINT "explore_reaction_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explore_report" ADD CONSTRAINT "explore_report_creative_id_adcreative_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."adcreative"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explore_report" ADD CONSTRAINT "explore_report_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "explore_reaction_user_idx" ON "explore_reaction" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "explore_report_creative_reporter_idx" ON "explore_report" USING btree ("creative_id","reporter_id");--> statement-breakpoint
CREATE INDEX "explore_report_open_idx" ON "explore_report" USING btree ("resolved_at","creation_date");--> statement-breakpoint
CREATE INDEX "adcreative_explore_new_idx" ON "adcreative" USING btree ("published_at","id") WHERE published_to_explore and explore_hidden_at is null and status = 'completed';--> statement-breakpoint
CREATE INDEX "adcreative_explore_trending_idx" ON "adcreative" USING btree ("trending_score","id") WHERE published_to_explore and explore_hidden_at is null and status = 'completed';--> statement-breakpoint
-- Creatives published before Explore existed: their publish time is when they were finished.
UPDATE "adcreative" SET "published_at" = coalesce("completed_at", "creation_date"), "trending_score" = extract(epoch from coalesce("completed_at", "creation_date")) / 45000 WHERE "published_to_explore";