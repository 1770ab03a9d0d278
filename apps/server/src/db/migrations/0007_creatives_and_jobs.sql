CREATE TYPE "public"."creative_mode" AS ENUM('image', 'video');--> statement-breakpoint
CREATE TYPE "public"."creative_status" AS ENUM('queued', 'generating', 'completed', 'failed', 'blocked');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "conversation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adcreative" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"conversation_id" uuid,
	"generation_id" uuid NOT NULL,
	"mode" "creative_mode" DEFAULT 'image' NOT NULL,
	"status" "creative_status" DEFAULT 'queued' NOT NULL,
	"prompt" text NOT NULL,
	"model" text NOT NULL,
	"quality" text,
	"ratio" text NOT NULL,
	"brand_id" uuid,
	"style_id" text,
	"template_id" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variant_index" integer DEFAULT 0 NOT NULL,
	"credits" integer NOT NULL,
	"copy" jsonb,
	"image_path" text,
	"thumbnail_path" text,
	"width" integer,
	"height" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error_code" text,
	"favorite" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"published_to_explore" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creative_id" uuid NOT NULL,
	"status" "job_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"worker_id" text,
	"last_error" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generation_job_creative_id_unique" UNIQUE("creative_id")
);
--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adcreative" ADD CONSTRAINT "adcreative_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adcreative" ADD CONSTRAINT "adcreative_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adcreative" ADD CONSTRAINT "adcreative_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_job" ADD CONSTRAINT "generation_job_creative_id_adcreative_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."adcreative"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_user_updated_idx" ON "conversation" USING btree ("user_id","updated_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "adcreative_user_created_idx" ON "adcreative" USING btree ("user_id","creation_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "adcreative_user_updated_idx" ON "adcreative" USING btree ("user_id","updated_date");--> statement-breakpoint
CREATE INDEX "adcreative_conversation_idx" ON "adcreative" USING btree ("conversation_id","creation_date");--> statement-breakpoint
CREATE INDEX "generation_job_claim_idx" ON "generation_job" USING btree ("status","run_after");