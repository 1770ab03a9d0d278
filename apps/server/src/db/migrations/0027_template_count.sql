-- The library counts the live templates on every unfiltered page (11,088 rows; 0080). The count is
-- kept here instead, in one row changed by each statement that changes templates, whatever sends it
-- (the seed, the admin area, a test): `live + change` is re-read under the row's lock, so statements
-- of concurrent transactions add up.
CREATE TABLE "template_count" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"live" integer NOT NULL,
	CONSTRAINT "template_count_one_row" CHECK ("template_count"."only")
);--> statement-breakpoint
CREATE FUNCTION "count_live_templates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE "template_count" SET "live" = 0;
	ELSIF TG_OP = 'INSERT' THEN
		UPDATE "template_count" SET "live" = "live" + (SELECT count(*) FROM "added" WHERE "deleted_at" IS NULL);
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "template_count" SET "live" = "live" - (SELECT count(*) FROM "removed" WHERE "deleted_at" IS NULL);
	ELSE
		UPDATE "template_count" SET "live" = "live"
			+ (SELECT count(*) FROM "added" WHERE "deleted_at" IS NULL)
			- (SELECT count(*) FROM "removed" WHERE "deleted_at" IS NULL);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "template_count_insert" AFTER INSERT ON "template" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "count_live_templates"();--> statement-breakpoint
CREATE TRIGGER "template_count_update" AFTER UPDATE ON "template" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "count_live_templates"();--> statement-breakpoint
CREATE TRIGGER "template_count_delete" AFTER DELETE ON "template" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "count_live_templates"();--> statement-breakpoint
CREATE TRIGGER "template_count_truncate" AFTER TRUNCATE ON "template" FOR EACH STATEMENT EXECUTE FUNCTION "count_live_templates"();--> statement-breakpoint
INSERT INTO "template_count" ("live") SELECT count(*) FROM "template" WHERE "deleted_at" IS NULL;
