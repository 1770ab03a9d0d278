-- The admin's user list counted every user on each request (a sequential scan, ~4 ms for 20,000;
-- 0083). Whole-table counts are kept in one table now, a row per counted thing: the live templates'
-- (moved here from template_count, 0027) and the users'. Each row is changed by every statement that
-- adds or removes rows of its table, whatever sends it; `rows + change` is re-read under the row's
-- lock, so statements of concurrent transactions add up.
CREATE TYPE "public"."counted_rows" AS ENUM('live_template', 'user');--> statement-breakpoint
CREATE TABLE "row_count" (
	"counted" "counted_rows" PRIMARY KEY NOT NULL,
	"rows" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "row_count" ("counted", "rows")
	SELECT 'live_template'::"counted_rows", "live" FROM "template_count"
	UNION ALL SELECT 'user'::"counted_rows", count(*) FROM "user";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_live_templates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE "row_count" SET "rows" = 0 WHERE "counted" = 'live_template';
	ELSIF TG_OP = 'INSERT' THEN
		UPDATE "row_count" SET "rows" = "rows" + (SELECT count(*) FROM "added" WHERE "deleted_at" IS NULL)
			WHERE "counted" = 'live_template';
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "row_count" SET "rows" = "rows" - (SELECT count(*) FROM "removed" WHERE "deleted_at" IS NULL)
			WHERE "counted" = 'live_template';
	ELSE
		UPDATE "row_count" SET "rows" = "rows"
			+ (SELECT count(*) FROM "added" WHERE "deleted_at" IS NULL)
			- (SELECT count(*) FROM "removed" WHERE "deleted_at" IS NULL)
			WHERE "counted" = 'live_template';
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TABLE "template_count" CASCADE;--> statement-breakpoint
-- Users are counted whole (an admin's soft delete keeps the row, and the list shows it).
CREATE FUNCTION "count_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE "row_count" SET "rows" = 0 WHERE "counted" = 'user';
	ELSIF TG_OP = 'INSERT' THEN
		UPDATE "row_count" SET "rows" = "rows" + (SELECT count(*) FROM "added") WHERE "counted" = 'user';
	ELSE
		UPDATE "row_count" SET "rows" = "rows" - (SELECT count(*) FROM "removed") WHERE "counted" = 'user';
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_count_insert" AFTER INSERT ON "user" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "count_users"();--> statement-breakpoint
CREATE TRIGGER "user_count_delete" AFTER DELETE ON "user" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "count_users"();--> statement-breakpoint
CREATE TRIGGER "user_count_truncate" AFTER TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION "count_users"();
