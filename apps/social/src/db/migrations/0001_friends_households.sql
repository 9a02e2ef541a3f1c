CREATE TABLE "social"."friend_links" (
	"user_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"friendship_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_links_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id")
);
--> statement-breakpoint
CREATE TABLE "social"."friendships" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_id" integer NOT NULL,
	"addressee_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friendships_not_self" CHECK ("social"."friendships"."requester_id" <> "social"."friendships"."addressee_id")
);
--> statement-breakpoint
CREATE TABLE "social"."household_members" (
	"household_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_members_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "social"."households" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dissolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social"."household_invitation_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"name" text NOT NULL,
	"household_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social"."household_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social"."suggestion_dismissals" (
	"user_id" integer NOT NULL,
	"dismissed_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggestion_dismissals_user_id_dismissed_id_pk" PRIMARY KEY("user_id","dismissed_id")
);
--> statement-breakpoint
ALTER TABLE "social"."friend_links" ADD CONSTRAINT "friend_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "social"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social"."friend_links" ADD CONSTRAINT "friend_links_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "social"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social"."friend_links" ADD CONSTRAINT "friend_links_friendship_id_friendships_id_fk" FOREIGN KEY ("friendship_id") REFERENCES "social"."friendships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social"."friendships" ADD CONSTRAINT "friendships_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "social"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social"."friendships" ADD CONSTRAINT "friendships_addressee_id_users_id_fk" FOREIGN KEY ("addressee_id") REFERENCES "social"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social"."household_members" ADD CONSTRAINT "household_members_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "social"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social"."household_members" ADD CONSTRAINT "household_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "social"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social"."household_invitation_rounds" ADD CONSTRAINT "household_invitation_rounds_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "social"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social"."household_invitation_rounds" ADD CONSTRAINT "household_invitation_rounds_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "social"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social"."household_invitations" ADD CONSTRAINT "household_invitations_round_id_household_invitation_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "social"."household_invitation_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social"."household_invitations" ADD CONSTRAINT "household_invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "social"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social"."suggestion_dismissals" ADD CONSTRAINT "suggestion_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "social"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social"."suggestion_dismissals" ADD CONSTRAINT "suggestion_dismissals_dismissed_id_users_id_fk" FOREIGN KEY ("dismissed_id") REFERENCES "social"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "friendships_pair_unique" ON "social"."friendships" USING btree (least("requester_id", "addressee_id"),greatest("requester_id", "addressee_id"));--> statement-breakpoint
CREATE INDEX "friendships_addressee_idx" ON "social"."friendships" USING btree ("addressee_id","status");--> statement-breakpoint
CREATE INDEX "friendships_requester_idx" ON "social"."friendships" USING btree ("requester_id","status");--> statement-breakpoint
CREATE INDEX "household_members_household_idx" ON "social"."household_members" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "household_rounds_inviter_idx" ON "social"."household_invitation_rounds" USING btree ("inviter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "household_invitations_round_invitee_unique" ON "social"."household_invitations" USING btree ("round_id","invitee_id");--> statement-breakpoint
CREATE INDEX "household_invitations_invitee_idx" ON "social"."household_invitations" USING btree ("invitee_id","status");