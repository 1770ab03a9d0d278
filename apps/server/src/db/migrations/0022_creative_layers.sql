ALTER TABLE "adcreative" ADD COLUMN "layers" jsonb;--> statement-breakpoint
ALTER TABLE "adcreative" ADD COLUMN "placement" text;--> statement-breakpoint
ALTER TABLE "adcreative" ADD COLUMN "resize_of" uuid;--> statement-breakpoint
ALTER TABLE "adcreative" ADD CONSTRAINT "adcreative_resize_of_adcreative_id_fk" FOREIGN KEY ("resize_of") REFERENCES "public"."adcreative"("id") ON DELETE set null ON UPDATE no action;