CREATE TABLE "template" (
	"id" text PRIMARY KEY NOT NULL,
	"theme_key" text NOT NULL,
	"category" text NOT NULL,
	"aspect" text NOT NULL,
	"family" text NOT NULL,
	"look" integer NOT NULL,
	"premium" boolean NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_favorite" (
	"user_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_favorite_user_id_template_id_pk" PRIMARY KEY("user_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "template_use" (
	"user_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_use_user_id_template_id_pk" PRIMARY KEY("user_id","template_id")
);
--> statement-breakpoint
ALTER TABLE "template_favorite" ADD CONSTRAINT "template_favorite_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_favorite" ADD CONSTRAINT "template_favorite_template_id_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_use" ADD CONSTRAINT "template_use_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_use" ADD CONSTRAINT "template_use_template_id_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_order_idx" ON "template" USING btree ("featured" DESC NULLS LAST,"sort_order") WHERE "template"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "template_category_idx" ON "template" USING btree ("category","aspect","featured" DESC NULLS LAST,"sort_order") WHERE "template"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "template_theme_idx" ON "template" USING btree ("theme_key");--> statement-breakpoint
CREATE INDEX "template_favorite_user_created_idx" ON "template_favorite" USING btree ("user_id","creation_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "template_use_user_used_idx" ON "template_use" USING btree ("user_id","last_used_at" DESC NULLS LAST);