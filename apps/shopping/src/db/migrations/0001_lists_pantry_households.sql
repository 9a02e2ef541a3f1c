CREATE TABLE "shopping"."household_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"household_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping"."pantries" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"household_id" integer,
	"data" jsonb DEFAULT '{"items":[]}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shopping"."pantry_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"household_id" integer,
	"image_url" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopping"."shopping_lists" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "household_members_household_idx" ON "shopping"."household_members" USING btree ("household_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pantries_household_key" ON "shopping"."pantries" USING btree ("household_id") WHERE "shopping"."pantries"."household_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pantries_personal_key" ON "shopping"."pantries" USING btree ("owner_user_id") WHERE "shopping"."pantries"."household_id" is null;--> statement-breakpoint
CREATE INDEX "pantry_images_owner_idx" ON "shopping"."pantry_images" USING btree ("owner_user_id","household_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_lists_household_key" ON "shopping"."shopping_lists" USING btree ("household_id") WHERE "shopping"."shopping_lists"."household_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_lists_personal_key" ON "shopping"."shopping_lists" USING btree ("owner_user_id") WHERE "shopping"."shopping_lists"."household_id" is null;