CREATE TABLE "ballot_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ballot_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"hours_before" integer NOT NULL,
	"sent" boolean NOT NULL,
	"email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ballot_reminders_hours_check" CHECK (hours_before in (48, 24))
);
--> statement-breakpoint
CREATE TABLE "proposal_comment_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comment_id" uuid NOT NULL,
	"body" text NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"change_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"hidden_reason" text,
	CONSTRAINT "proposal_comments_hidden_check" CHECK (("proposal_comments"."hidden_at" is null) = ("proposal_comments"."hidden_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "standard_change_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"item_id" uuid NOT NULL,
	"history_id" uuid,
	"label" text NOT NULL,
	"title" text NOT NULL,
	"audited_version" numeric(6, 1) NOT NULL,
	"from_version" numeric(6, 1) NOT NULL,
	"to_version" numeric(6, 1) NOT NULL,
	"email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "standard_changes" DROP CONSTRAINT "standard_changes_status_check";--> statement-breakpoint
ALTER TABLE "ballot_reminders" ADD CONSTRAINT "ballot_reminders_ballot_id_standard_ballots_id_fk" FOREIGN KEY ("ballot_id") REFERENCES "public"."standard_ballots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_reminders" ADD CONSTRAINT "ballot_reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_reminders" ADD CONSTRAINT "ballot_reminders_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_comment_revisions" ADD CONSTRAINT "proposal_comment_revisions_comment_id_proposal_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."proposal_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_comments" ADD CONSTRAINT "proposal_comments_change_id_standard_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."standard_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_comments" ADD CONSTRAINT "proposal_comments_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_comments" ADD CONSTRAINT "proposal_comments_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_change_notices" ADD CONSTRAINT "standard_change_notices_business_id_user_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_change_notices" ADD CONSTRAINT "standard_change_notices_item_id_standard_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."standard_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_change_notices" ADD CONSTRAINT "standard_change_notices_history_id_standard_version_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."standard_version_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_change_notices" ADD CONSTRAINT "standard_change_notices_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ballot_reminders_uq" ON "ballot_reminders" USING btree ("ballot_id","user_id","hours_before");--> statement-breakpoint
CREATE INDEX "ballot_reminders_user_idx" ON "ballot_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ballot_reminders_email_idx" ON "ballot_reminders" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "proposal_comment_revisions_comment_idx" ON "proposal_comment_revisions" USING btree ("comment_id","replaced_at");--> statement-breakpoint
CREATE INDEX "proposal_comments_change_idx" ON "proposal_comments" USING btree ("change_id","created_at");--> statement-breakpoint
CREATE INDEX "proposal_comments_author_idx" ON "proposal_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "proposal_comments_hidden_by_idx" ON "proposal_comments" USING btree ("hidden_by");--> statement-breakpoint
CREATE UNIQUE INDEX "standard_change_notices_uq" ON "standard_change_notices" USING btree ("business_id","item_id","to_version");--> statement-breakpoint
CREATE INDEX "standard_change_notices_open_idx" ON "standard_change_notices" USING btree ("business_id","acknowledged_at");--> statement-breakpoint
CREATE INDEX "standard_change_notices_item_idx" ON "standard_change_notices" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "standard_change_notices_history_idx" ON "standard_change_notices" USING btree ("history_id");--> statement-breakpoint
CREATE INDEX "standard_change_notices_email_idx" ON "standard_change_notices" USING btree ("email_id");--> statement-breakpoint
ALTER TABLE "standard_changes" ADD CONSTRAINT "standard_changes_status_check" CHECK (status in ('proposed', 'voting', 'passed', 'approved', 'rejected', 'withdrawn'));