-- Two saves that raced before this index may share a number: the later ones take the next free numbers (0066).
UPDATE "adcreative" AS "row" SET "version" = "renumbered"."version"
FROM (
  SELECT "id", "version_of", 1 + row_number() OVER (PARTITION BY "version_of" ORDER BY "version", "completed_at", "id") AS "version"
  FROM "adcreative"
  WHERE "version_of" IN (
    SELECT "version_of" FROM "adcreative" WHERE "version_of" IS NOT NULL GROUP BY "version_of", "version" HAVING count(*) > 1
  )
) AS "renumbered"
WHERE "row"."id" = "renumbered"."id" AND "row"."version" <> "renumbered"."version";--> statement-breakpoint
DROP INDEX "adcreative_version_of_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "adcreative_version_of_idx" ON "adcreative" USING btree ("version_of","version");
