CREATE TYPE "public"."upload_source" AS ENUM('manual', 'website');--> statement-breakpoint
CREATE TYPE "public"."upload_status" AS ENUM('active', 'archived');--> statement-breakpoint
CREATE TABLE "brand" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"website_url" text,
	"description" text DEFAULT '' NOT NULL,
	"tone_of_voice" text DEFAULT '' NOT NULL,
	"audience" text DEFAULT '' NOT NULL,
	"offer" text DEFAULT '' NOT NULL,
	"colors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fonts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "style" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"colors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fonts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"design_elements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_upload" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_id" text NOT NULL,
	"filename" text NOT NULL,
	"path" text NOT NULL,
	"original_url" text,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"tag" text,
	"brand_id" uuid,
	"status" "upload_status" DEFAULT 'active' NOT NULL,
	"source" "upload_source" DEFAULT 'manual' NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_upload_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "brand" ADD CONSTRAINT "brand_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style" ADD CONSTRAINT "style_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_upload" ADD CONSTRAINT "user_upload_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_upload" ADD CONSTRAINT "user_upload_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_user_name_idx" ON "brand" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "style_user_name_idx" ON "style" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "user_upload_user_created_idx" ON "user_upload" USING btree ("user_id","creation_date" DESC NULLS LAST);