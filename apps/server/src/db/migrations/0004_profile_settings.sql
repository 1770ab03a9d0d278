ALTER TABLE "user_profile" ADD COLUMN "publish_to_explore" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profile" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "user_profile" ADD COLUMN "image_model" text;--> statement-breakpoint
ALTER TABLE "user_profile" ADD COLUMN "video_model" text;