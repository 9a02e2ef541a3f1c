CREATE TABLE "recipes"."list_generation" (
	"id" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "recipes"."list_generation" ("id", "n") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "recipes"."bump_list_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "recipes"."list_generation" SET "n" = "n" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "recipes_bump_list_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recipes"."recipes" FOR EACH STATEMENT EXECUTE FUNCTION "recipes"."bump_list_generation"();--> statement-breakpoint
CREATE TRIGGER "friendships_bump_list_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recipes"."friendships" FOR EACH STATEMENT EXECUTE FUNCTION "recipes"."bump_list_generation"();
