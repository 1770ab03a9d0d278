ALTER TABLE "adcreative" ADD COLUMN "version_of" uuid;--> statement-breakpoint
ALTER TABLE "adcreative" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "adcreative" ADD CONSTRAINT "adcreative_version_of_adcreative_id_fk" FOREIGN KEY ("version_of") REFERENCES "public"."adcreative"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adcreative_version_of_idx" ON "adcreative" USING btree ("version_of","version");