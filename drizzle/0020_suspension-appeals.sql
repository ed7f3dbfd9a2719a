CREATE TABLE "appeal_documents" (
	"appeal_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	CONSTRAINT "appeal_documents_appeal_id_document_id_pk" PRIMARY KEY("appeal_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "appeal_panel_members" (
	"appeal_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "appeal_panel_members_appeal_id_user_id_pk" PRIMARY KEY("appeal_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "appeal_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appeal_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"vote" text NOT NULL,
	"comment" text,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeal_votes_vote_check" CHECK (vote in ('uphold', 'dismiss', 'abstain'))
);
--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"business_id" text NOT NULL,
	"kind" text NOT NULL,
	"application_id" uuid NOT NULL,
	"certificate_id" uuid,
	"decision_at" timestamp with time zone NOT NULL,
	"grounds" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"quorum_percent" integer,
	"approval_numerator" integer,
	"approval_denominator" integer,
	"eligible_count" integer,
	"decided_at" timestamp with time zone,
	"result" text,
	"uphold_count" integer,
	"dismiss_count" integer,
	"abstain_count" integer,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeals_reference_unique" UNIQUE("reference"),
	CONSTRAINT "appeals_status_check" CHECK (status in ('submitted', 'voting', 'upheld', 'dismissed', 'withdrawn')),
	CONSTRAINT "appeals_kind_check" CHECK (kind in ('rejection', 'revocation', 'suspension')),
	CONSTRAINT "appeals_result_check" CHECK (result is null or result in ('passed', 'failed', 'no-quorum')),
	CONSTRAINT "appeals_subject_check" CHECK (("appeals"."kind" = 'rejection') = ("appeals"."certificate_id" is null))
);
--> statement-breakpoint
CREATE TABLE "suspension_review_notices" (
	"certificate_id" uuid NOT NULL,
	"suspended_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suspension_review_notices_certificate_id_suspended_at_pk" PRIMARY KEY("certificate_id","suspended_at")
);
--> statement-breakpoint
ALTER TABLE "certificates" DROP CONSTRAINT "certificates_status_check";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "suspended_by" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "suspension_review_on" date;--> statement-breakpoint
ALTER TABLE "appeal_documents" ADD CONSTRAINT "appeal_documents_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_documents" ADD CONSTRAINT "appeal_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_panel_members" ADD CONSTRAINT "appeal_panel_members_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_panel_members" ADD CONSTRAINT "appeal_panel_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_votes" ADD CONSTRAINT "appeal_votes_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_votes" ADD CONSTRAINT "appeal_votes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_business_id_user_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_review_notices" ADD CONSTRAINT "suspension_review_notices_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeal_documents_document_idx" ON "appeal_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "appeal_panel_members_user_idx" ON "appeal_panel_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_votes_uq" ON "appeal_votes" USING btree ("appeal_id","user_id");--> statement-breakpoint
CREATE INDEX "appeal_votes_user_idx" ON "appeal_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_decision_uq" ON "appeals" USING btree ("kind","application_id",coalesce("certificate_id"::text, ''),"decision_at");--> statement-breakpoint
CREATE INDEX "appeals_business_idx" ON "appeals" USING btree ("business_id","submitted_at");--> statement-breakpoint
CREATE INDEX "appeals_status_idx" ON "appeals" USING btree ("status","closes_at");--> statement-breakpoint
CREATE INDEX "appeals_application_idx" ON "appeals" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "appeals_certificate_idx" ON "appeals" USING btree ("certificate_id");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_suspended_by_user_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_suspended_by_idx" ON "certificates" USING btree ("suspended_by");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_status_check" CHECK (status in ('active', 'expired', 'revoked', 'suspended'));