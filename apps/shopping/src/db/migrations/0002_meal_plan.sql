CREATE TABLE "shopping"."plan_calendars" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping"."plan_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"household_id" integer,
	"day" date NOT NULL,
	"meal" text NOT NULL,
	"meal_order" integer NOT NULL,
	"recipe_id" integer,
	"title" text NOT NULL,
	"servings" integer,
	"note" text DEFAULT '' NOT NULL,
	"added_by_id" integer NOT NULL,
	"added_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shopped_servings" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "plan_calendars_secret_key" ON "shopping"."plan_calendars" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "plan_entries_household_day_idx" ON "shopping"."plan_entries" USING btree ("household_id","day");--> statement-breakpoint
CREATE INDEX "plan_entries_owner_day_idx" ON "shopping"."plan_entries" USING btree ("owner_user_id","day");