CREATE TYPE "public"."video_access" AS ENUM('none', 'beta');--> statement-breakpoint
ALTER TABLE "adcreative" ADD COLUMN "video_path" text;--> statement-breakpoint
ALTER TABLE "adcreative" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "user_profile" ADD COLUMN "video_access" "video_access" DEFAULT 'beta' NOT NULL;