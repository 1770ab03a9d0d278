-- An unfiltered favourites or recent page counted all of the user's marks on every request (a
-- sequential scan of 10,000 favourites, ~5 ms; 0082). Each user's number of marks of each kind is
-- kept here instead, changed by every statement that adds or removes marks, whatever sends it (a
-- user's click, a cascade from a deleted user or template, a test). The count includes marks on
-- deleted templates: soft-deleting one changes no counts, and the page subtracts the few marks on
-- deleted templates itself. A mark's user and template are its key and never change, so updates
-- (a use's time) are not counted.
CREATE TYPE "public"."template_mark" AS ENUM('favorite', 'use');--> statement-breakpoint
CREATE TABLE "template_mark_count" (
	"user_id" uuid NOT NULL,
	"mark" "template_mark" NOT NULL,
	"marks" integer NOT NULL,
	CONSTRAINT "template_mark_count_user_id_mark_pk" PRIMARY KEY("user_id","mark")
);
--> statement-breakpoint
ALTER TABLE "template_mark_count" ADD CONSTRAINT "template_mark_count_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "count_template_marks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "template_mark_count" WHERE "mark" = TG_ARGV[0]::"template_mark";
	ELSIF TG_OP = 'INSERT' THEN
		-- In the users' order, so statements adding marks of several users lock their rows alike.
		INSERT INTO "template_mark_count" ("user_id", "mark", "marks")
			SELECT "user_id", TG_ARGV[0]::"template_mark", count(*) FROM "added" GROUP BY "user_id" ORDER BY "user_id"
			ON CONFLICT ("user_id", "mark") DO UPDATE SET "marks" = "template_mark_count"."marks" + excluded."marks";
	ELSE
		UPDATE "template_mark_count" SET "marks" = "template_mark_count"."marks" - "gone"."marks"
			FROM (SELECT "user_id", count(*) AS "marks" FROM "removed" GROUP BY "user_id") AS "gone"
			WHERE "template_mark_count"."user_id" = "gone"."user_id" AND "template_mark_count"."mark" = TG_ARGV[0]::"template_mark";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "template_favorite_count_insert" AFTER INSERT ON "template_favorite" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "count_template_marks"('favorite');--> statement-breakpoint
CREATE TRIGGER "template_favorite_count_delete" AFTER DELETE ON "template_favorite" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "count_template_marks"('favorite');--> statement-breakpoint
CREATE TRIGGER "template_favorite_count_truncate" AFTER TRUNCATE ON "template_favorite" FOR EACH STATEMENT EXECUTE FUNCTION "count_template_marks"('favorite');--> statement-breakpoint
CREATE TRIGGER "template_use_count_insert" AFTER INSERT ON "template_use" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "count_template_marks"('use');--> statement-breakpoint
CREATE TRIGGER "template_use_count_delete" AFTER DELETE ON "template_use" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "count_template_marks"('use');--> statement-breakpoint
CREATE TRIGGER "template_use_count_truncate" AFTER TRUNCATE ON "template_use" FOR EACH STATEMENT EXECUTE FUNCTION "count_template_marks"('use');--> statement-breakpoint
INSERT INTO "template_mark_count" ("user_id", "mark", "marks")
	SELECT "user_id", 'favorite'::"template_mark", count(*) FROM "template_favorite" GROUP BY "user_id"
	UNION ALL SELECT "user_id", 'use'::"template_mark", count(*) FROM "template_use" GROUP BY "user_id";
