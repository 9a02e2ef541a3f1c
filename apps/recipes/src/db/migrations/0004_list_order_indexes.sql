DROP INDEX "recipes"."recipes_created_id_idx";--> statement-breakpoint
CREATE INDEX "recipes_user_created_id_idx" ON "recipes"."recipes" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recipes_created_id_idx" ON "recipes"."recipes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);