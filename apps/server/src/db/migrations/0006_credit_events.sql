CREATE TYPE "public"."event_type" AS ENUM('credits-spent', 'credits-refunded', 'credits-added');--> statement-breakpoint
CREATE TABLE "event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "event_type" NOT NULL,
	"data" jsonb NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_user_type_created_idx" ON "event" USING btree ("user_id","type","creation_date");--> statement-breakpoint
CREATE UNIQUE INDEX "event_creative_type_idx" ON "event" USING btree (("data"->>'creativeId'),"type") WHERE "event"."data" ? 'creativeId';