DROP INDEX "conversation_user_updated_idx";--> statement-breakpoint
DROP INDEX "adcreative_user_created_idx";--> statement-breakpoint
DROP INDEX "invoice_user_created_idx";--> statement-breakpoint
DROP INDEX "template_favorite_user_created_idx";--> statement-breakpoint
DROP INDEX "template_use_user_used_idx";--> statement-breakpoint
DROP INDEX "user_upload_user_created_idx";--> statement-breakpoint
CREATE INDEX "event_user_created_idx" ON "event" USING btree ("user_id","creation_date","id");--> statement-breakpoint
CREATE INDEX "style_user_created_idx" ON "style" USING btree ("user_id","creation_date","id");--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "conversation_user_updated_idx" ON "conversation" USING btree ("user_id","updated_date","id");--> statement-breakpoint
CREATE INDEX "adcreative_user_created_idx" ON "adcreative" USING btree ("user_id","archived","creation_date","id");--> statement-breakpoint
CREATE INDEX "invoice_user_created_idx" ON "invoice" USING btree ("user_id","creation_date","number");--> statement-breakpoint
CREATE INDEX "template_favorite_user_created_idx" ON "template_favorite" USING btree ("user_id","creation_date","template_id");--> statement-breakpoint
CREATE INDEX "template_use_user_used_idx" ON "template_use" USING btree ("user_id","last_used_at","template_id");--> statement-breakpoint
CREATE INDEX "user_upload_user_created_idx" ON "user_upload" USING btree ("user_id","creation_date","id");