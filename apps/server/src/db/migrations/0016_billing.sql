CREATE TYPE "public"."billing_provider" AS ENUM('local', 'stripe');--> statement-breakpoint
CREATE TYPE "public"."checkout_status" AS ENUM('open', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('eur', 'usd');--> statement-breakpoint
CREATE TYPE "public"."invoice_kind" AS ENUM('subscription', 'upgrade', 'renewal', 'pack');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('paid', 'open', 'void');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('active', 'canceled');--> statement-breakpoint
CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "billing_event" (
	"provider" "billing_provider" NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_event_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "checkout" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" "billing_provider" NOT NULL,
	"provider_session_id" text,
	"purchase" jsonb NOT NULL,
	"currency" "currency" NOT NULL,
	"status" "checkout_status" DEFAULT 'open' NOT NULL,
	"return_path" text NOT NULL,
	"completed_at" timestamp with time zone,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"subscription_id" uuid,
	"provider" "billing_provider" NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"number" text NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"plan" "plan",
	"credits" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" "currency" NOT NULL,
	"status" "invoice_status" NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"customer_email" text NOT NULL,
	"document_path" text NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "subscription" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" "billing_provider" NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text NOT NULL,
	"plan" "plan" NOT NULL,
	"credit_amount" integer NOT NULL,
	"currency" "currency" NOT NULL,
	"status" "subscription_status" DEFAULT 'active' NOT NULL,
	"billing_anchor" timestamp with time zone NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"scheduled_plan" "plan",
	"scheduled_credit_amount" integer,
	"scheduled_at" timestamp with time zone,
	"card" jsonb,
	"ended_at" timestamp with time zone,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_subscription_id_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscription"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_user_idx" ON "checkout" USING btree ("user_id","creation_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_provider_id_idx" ON "invoice" USING btree ("provider","provider_invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_user_created_idx" ON "invoice" USING btree ("user_id","creation_date");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_one_active_idx" ON "subscription" USING btree ("user_id") WHERE "subscription"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_provider_id_idx" ON "subscription" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE INDEX "subscription_due_idx" ON "subscription" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "event_invoice_type_idx" ON "event" USING btree (("data"->>'invoiceId'),"type") WHERE "event"."data" ? 'invoiceId';