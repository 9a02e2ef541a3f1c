CREATE TABLE "recipes"."friendships" (
	"user_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	CONSTRAINT "friendships_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id")
);
--> statement-breakpoint
CREATE INDEX "friendships_friend_idx" ON "recipes"."friendships" USING btree ("friend_id");