CREATE SCHEMA "shopping";
--> statement-breakpoint
CREATE TABLE "shopping"."shopping_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"household_id" integer,
	"data" jsonb DEFAULT '{"recipes":[],"customItems":[]}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shopping_lists_owner_idx" ON "shopping"."shopping_lists" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "shopping_lists_household_idx" ON "shopping"."shopping_lists" USING btree ("household_id");