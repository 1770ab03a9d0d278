-- Lists counted all of a user's rows on every request: an unfiltered favourites or recent page its
-- marks (a sequential scan of 10,000 favourites, ~5 ms), the brands page its brands (~3.5 ms for
-- 10,000; 0082). Each user's number of rows of those tables is kept here instead, changed by every
-- statement that adds or removes rows, whatever sends it (a user's click, a cascade from a deleted
-- user or template, a test). Favourites and uses on deleted templates are counted: soft-deleting a
-- template changes no counts, and the pages subtract the few on deleted templates themselves. A
-- row's user never changes (it is part of the key, or the owner), so updates are not counted.
CREATE TYPE "public"."counted_user_rows" AS ENUM('template_favorite', 'template_use', 'brand');--> statement-breakpoint
CREATE TABLE "user_row_count" (
	"user_id" uuid NOT NULL,
	"counted" "counted_user_rows" NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "user_row_count_user_id_counted_pk" PRIMARY KEY("user_id","counted")
);
--> statement-breakpoint
ALTER TABLE "user_row_count" ADD CONSTRAINT "user_row_count_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "count_user_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "user_row_count" WHERE "counted" = TG_ARGV[0]::"counted_user_rows";
	ELSIF TG_OP = 'INSERT' THEN
		-- In the users' order, so statements adding rows of several users lock their counts alike.
		INSERT INTO "user_row_count" ("user_id", "counted", "rows")
			SELECT "user_id", TG_ARGV[0]::"counted_user_rows", count(*) FROM "added" GROUP BY "user_id" ORDER BY "user_id"
			ON CONFLICT ("user_id", "counted") DO UPDATE SET "rows" = "user_row_count"."rows" + excluded."rows";
	ELSE
		UPDATE "user_row_count" SET "rows" = "user_row_count"."rows" - "gone"."rows"
			FROM (SELECT "user_id", count(*) AS "rows" FROM "removed" GROUP BY "user_id") AS "gone"
			WHERE "user_row_count"."user_id" = "gone"."user_id" AND "user_row_count"."counted" = TG_ARGV[0]::"counted_user_rows";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "template_favorite_count_insert" AFTER INSERT ON "template_favorite" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "count_user_rows"('template_favorite');--> statement-breakpoint
CREATE TRIGGER "template_favorite_count_delete" AFTER DELETE ON "template_favorite" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "count_user_rows"('template_favorite');--> statement-breakpoint
CREATE TRIGGER "template_favorite_count_truncate" AFTER TRUNCATE ON "template_favorite" FOR EACH STATEMENT EXECUTE FUNCTION "count_user_rows"('template_favorite');--> statement-breakpoint
CREATE TRIGGER "template_use_count_insert" AFTER INSERT ON "template_use" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "count_user_rows"('template_use');--> statement-breakpoint
CREATE TRIGGER "template_use_count_delete" AFTER DELETE ON "template_use" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "count_user_rows"('template_use');--> statement-breakpoint
CREATE TRIGGER "template_use_count_truncate" AFTER TRUNCATE ON "template_use" FOR EACH STATEMENT EXECUTE FUNCTION "count_user_rows"('template_use');--> statement-breakpoint
CREATE TRIGGER "brand_count_insert" AFTER INSERT ON "brand" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "count_user_rows"('brand');--> statement-breakpoint
CREATE TRIGGER "brand_count_delete" AFTER DELETE ON "brand" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "count_user_rows"('brand');--> statement-breakpoint
CREATE TRIGGER "brand_count_truncate" AFTER TRUNCATE ON "brand" FOR EACH STATEMENT EXECUTE FUNCTION "count_user_rows"('brand');--> statement-breakpoint
INSERT INTO "user_row_count" ("user_id", "counted", "rows")
	SELECT "user_id", 'template_favorite'::"counted_user_rows", count(*) FROM "template_favorite" GROUP BY "user_id"
	UNION ALL SELECT "user_id", 'template_use'::"counted_user_rows", count(*) FROM "template_use" GROUP BY "user_id"
	UNION ALL SELECT "user_id", 'brand'::"counted_user_rows", count(*) FROM "brand" GROUP BY "user_id";
