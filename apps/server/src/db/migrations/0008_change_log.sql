CREATE TABLE "change_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"row_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"values" jsonb,
	"updated_date" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_log_user_id_idx" ON "change_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "change_log_recorded_at_idx" ON "change_log" USING btree ("recorded_at");