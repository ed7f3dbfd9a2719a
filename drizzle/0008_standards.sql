CREATE TABLE "standard_ballot_voters" (
	"ballot_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "standard_ballot_voters_ballot_id_user_id_pk" PRIMARY KEY("ballot_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "standard_ballots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"change_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_by" text,
	"opened_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"quorum_percent" integer NOT NULL,
	"approval_numerator" integer NOT NULL,
	"approval_denominator" integer NOT NULL,
	"eligible_count" integer NOT NULL,
	"result" text,
	"approve_count" integer,
	"reject_count" integer,
	"abstain_count" integer,
	CONSTRAINT "standard_ballots_change_id_unique" UNIQUE("change_id"),
	CONSTRAINT "standard_ballots_status_check" CHECK (status in ('open', 'closed', 'cancelled')),
	CONSTRAINT "standard_ballots_result_check" CHECK ("standard_ballots"."result" is null or "standard_ballots"."result" in ('passed', 'failed', 'no-quorum')),
	CONSTRAINT "standard_ballots_quorum_check" CHECK ("standard_ballots"."quorum_percent" between 1 and 100),
	CONSTRAINT "standard_ballots_threshold_check" CHECK ("standard_ballots"."approval_numerator" > 0 and "standard_ballots"."approval_denominator" >= "standard_ballots"."approval_numerator")
);
--> statement-breakpoint
CREATE TABLE "standard_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standard_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid,
	"section_number" text NOT NULL,
	"section_title" text NOT NULL,
	"base_version" numeric(6, 1) NOT NULL,
	"current_content" text NOT NULL,
	"proposed_content" text NOT NULL,
	"discussion_notes" text NOT NULL,
	"proposed_by" text,
	"proposed_date" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"applied_version" numeric(6, 1),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standard_changes_status_check" CHECK (status in ('proposed', 'voting', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "standard_discussions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"standard_id" uuid NOT NULL,
	"is_sub_standard" boolean DEFAULT false NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" text,
	"comment" text NOT NULL,
	"faq_answer" text,
	"is_faq" boolean DEFAULT false NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standard_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"category_id" uuid,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"version" numeric(6, 1) DEFAULT '1.0' NOT NULL,
	"has_sub_standards" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standard_items_kind_check" CHECK ("standard_items"."kind" in ('standard', 'appendix')),
	CONSTRAINT "standard_items_version_check" CHECK ("standard_items"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "standard_version_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"standard_id" uuid NOT NULL,
	"is_sub_standard" boolean DEFAULT false NOT NULL,
	"item_id" uuid NOT NULL,
	"version" numeric(6, 1) NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"change_summary" text,
	"change_kind" text NOT NULL,
	"proposal_id" uuid,
	"tally" jsonb,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL,
	CONSTRAINT "standard_version_history_kind_check" CHECK ("standard_version_history"."change_kind" in ('created', 'edited', 'restored', 'proposal', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "standard_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_number" numeric(6, 1) NOT NULL,
	"release_date" date NOT NULL,
	"notes" text,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_standards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"standard_id" uuid NOT NULL,
	"sub_number" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"version" numeric(6, 1) DEFAULT '1.0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "sub_standards_version_check" CHECK ("sub_standards"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"change_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"vote" text NOT NULL,
	"comment" text,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_vote_check" CHECK ("votes"."vote" in ('approve', 'reject', 'abstain'))
);
--> statement-breakpoint
ALTER TABLE "inspection_findings" ADD COLUMN "standard_item_version" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "standards_version" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "standard_ballot_voters" ADD CONSTRAINT "standard_ballot_voters_ballot_id_standard_ballots_id_fk" FOREIGN KEY ("ballot_id") REFERENCES "public"."standard_ballots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_ballot_voters" ADD CONSTRAINT "standard_ballot_voters_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_ballots" ADD CONSTRAINT "standard_ballots_change_id_standard_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."standard_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_ballots" ADD CONSTRAINT "standard_ballots_opened_by_user_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_categories" ADD CONSTRAINT "standard_categories_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_changes" ADD CONSTRAINT "standard_changes_section_id_standard_items_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."standard_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_changes" ADD CONSTRAINT "standard_changes_proposed_by_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_changes" ADD CONSTRAINT "standard_changes_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_discussions" ADD CONSTRAINT "standard_discussions_item_id_standard_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."standard_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_discussions" ADD CONSTRAINT "standard_discussions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_items" ADD CONSTRAINT "standard_items_category_id_standard_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."standard_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_items" ADD CONSTRAINT "standard_items_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_items" ADD CONSTRAINT "standard_items_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_version_history" ADD CONSTRAINT "standard_version_history_item_id_standard_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."standard_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_version_history" ADD CONSTRAINT "standard_version_history_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_versions" ADD CONSTRAINT "standard_versions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_standards" ADD CONSTRAINT "sub_standards_standard_id_standard_items_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standard_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_standards" ADD CONSTRAINT "sub_standards_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_standards" ADD CONSTRAINT "sub_standards_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_change_id_standard_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."standard_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standard_ballot_voters_user_idx" ON "standard_ballot_voters" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "standard_ballots_due_idx" ON "standard_ballots" USING btree ("status","closes_at");--> statement-breakpoint
CREATE INDEX "standard_ballots_opened_by_idx" ON "standard_ballots" USING btree ("opened_by");--> statement-breakpoint
CREATE UNIQUE INDEX "standard_categories_name_uq" ON "standard_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "standard_categories_created_by_idx" ON "standard_categories" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "standard_changes_section_idx" ON "standard_changes" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "standard_changes_status_idx" ON "standard_changes" USING btree ("status","proposed_date");--> statement-breakpoint
CREATE INDEX "standard_changes_proposer_idx" ON "standard_changes" USING btree ("proposed_by");--> statement-breakpoint
CREATE INDEX "standard_changes_decided_by_idx" ON "standard_changes" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "standard_discussions_item_idx" ON "standard_discussions" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "standard_discussions_user_idx" ON "standard_discussions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "standard_items_kind_number_uq" ON "standard_items" USING btree ("kind","number");--> statement-breakpoint
CREATE INDEX "standard_items_category_idx" ON "standard_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "standard_items_created_by_idx" ON "standard_items" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "standard_items_updated_by_idx" ON "standard_items" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "standard_version_history_standard_idx" ON "standard_version_history" USING btree ("standard_id","seq");--> statement-breakpoint
CREATE INDEX "standard_version_history_item_idx" ON "standard_version_history" USING btree ("item_id","changed_at");--> statement-breakpoint
CREATE INDEX "standard_version_history_changed_by_idx" ON "standard_version_history" USING btree ("changed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "standard_versions_number_uq" ON "standard_versions" USING btree ("version_number");--> statement-breakpoint
CREATE UNIQUE INDEX "standard_versions_one_current_uq" ON "standard_versions" USING btree ("is_current") WHERE "standard_versions"."is_current";--> statement-breakpoint
CREATE INDEX "standard_versions_release_idx" ON "standard_versions" USING btree ("release_date");--> statement-breakpoint
CREATE INDEX "standard_versions_created_by_idx" ON "standard_versions" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_standards_number_uq" ON "sub_standards" USING btree ("standard_id","sub_number");--> statement-breakpoint
CREATE INDEX "sub_standards_created_by_idx" ON "sub_standards" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "sub_standards_updated_by_idx" ON "sub_standards" USING btree ("updated_by");--> statement-breakpoint
CREATE UNIQUE INDEX "votes_change_user_uq" ON "votes" USING btree ("change_id","user_id");--> statement-breakpoint
CREATE INDEX "votes_user_idx" ON "votes" USING btree ("user_id");--> statement-breakpoint
CREATE VIEW "public"."standard_sections" AS (select "id", "number", "title", "updated_by", "updated_at" as "last_updated" from "standard_items");