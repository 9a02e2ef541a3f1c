CREATE SCHEMA "recipes";
--> statement-breakpoint
CREATE TABLE "recipes"."recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_display_name" text,
	"original_owner_user_id" integer,
	"original_recipe_id" integer,
	"original_rating" real,
	"original_owner_display_name" text,
	"owner" text,
	"source" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"prep_time_minutes" integer DEFAULT 0 NOT NULL,
	"cook_time_minutes" integer DEFAULT 0 NOT NULL,
	"servings" integer DEFAULT 0 NOT NULL,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"method" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'to-make' NOT NULL,
	"archived_flag" boolean DEFAULT false NOT NULL,
	"privacy" text DEFAULT 'friends_only' NOT NULL,
	"your_rating" real,
	"nutrition" jsonb DEFAULT '{"calories":null,"protein":null,"carbs":null,"fat":null}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recipes_user_id_created_idx" ON "recipes"."recipes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recipes_privacy_created_idx" ON "recipes"."recipes" USING btree ("privacy","created_at");