ALTER TABLE "user_profile" ADD COLUMN "storage_folder" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profile" ADD COLUMN "legacy_storage" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profile" ADD CONSTRAINT "user_profile_storage_folder_unique" UNIQUE("storage_folder");--> statement-breakpoint
-- Profiles that existed before: their files may be under {userId}/ still; moved at start (0031).
UPDATE "user_profile" SET "legacy_storage" = true;
