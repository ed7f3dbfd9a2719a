CREATE INDEX "application_status_history_actor_idx" ON "application_status_history" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "certificates_created_by_idx" ON "certificates" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "certificates_revoked_by_idx" ON "certificates" USING btree ("revoked_by");--> statement-breakpoint
CREATE INDEX "documents_uploaded_by_idx" ON "documents" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "inspection_findings_updated_by_idx" ON "inspection_findings" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "inspections_created_by_idx" ON "inspections" USING btree ("created_by");--> statement-breakpoint
-- One open audit per application (decision 032): before the unique index, later duplicates are cancelled (the earliest open audit of each application stays), each with an audit_log row.
WITH "ranked" AS (
  SELECT "id", row_number() OVER (PARTITION BY "application_id" ORDER BY "scheduled_date", "created_at", "id") AS "n"
  FROM "inspections" WHERE "status" IN ('scheduled', 'in-progress')
), "cancelled" AS (
  UPDATE "inspections" SET "status" = 'cancelled', "updated_at" = now()
  FROM "ranked" WHERE "inspections"."id" = "ranked"."id" AND "ranked"."n" > 1
  RETURNING "inspections"."id", "inspections"."application_id"
)
INSERT INTO "audit_log" ("entity_type", "entity_id", "action", "actor_id", "details")
SELECT 'inspection', "id"::text, 'audit_cancelled', NULL,
  jsonb_build_object('applicationId', "application_id", 'reason', 'A second open audit of the same application, cancelled when one open audit per application became a rule.')
FROM "cancelled";--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_one_open_per_application_uq" ON "inspections" USING btree ("application_id") WHERE status in ('scheduled', 'in-progress');--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_recorded_by_idx" ON "payments" USING btree ("recorded_by");--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_from_status_check" CHECK (from_status is null or from_status in ('draft', 'submitted', 'under-review', 'payment-pending', 'inspection-scheduled', 'inspection-completed', 'review-panel', 'approved', 'rejected', 'audit-required', 'certified'));--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_to_status_check" CHECK (to_status in ('draft', 'submitted', 'under-review', 'payment-pending', 'inspection-scheduled', 'inspection-completed', 'review-panel', 'approved', 'rejected', 'audit-required', 'certified'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK (status in ('draft', 'submitted', 'under-review', 'payment-pending', 'inspection-scheduled', 'inspection-completed', 'review-panel', 'approved', 'rejected', 'audit-required', 'certified'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_payment_status_check" CHECK (payment_status in ('pending', 'audit-fee-paid', 'membership-fee-paid'));--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_status_check" CHECK (status in ('active', 'expired', 'revoked'));--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_type_check" CHECK (type in ('business_licence', 'liability_insurance', 'wildlife_permit', 'standard_operating_procedures', 'other'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_check" CHECK (status in ('pending', 'sending', 'sent', 'stored', 'failed'));--> statement-breakpoint
ALTER TABLE "inspection_findings" ADD CONSTRAINT "inspection_findings_finding_check" CHECK (finding in ('compliant', 'minor-non-conformity', 'major-non-conformity', 'not-applicable'));--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_status_check" CHECK (status in ('scheduled', 'in-progress', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_recommendation_check" CHECK (recommendation is null or recommendation in ('recommend-approval', 'approval-after-minor-corrections', 're-audit-required', 'recommend-rejection'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK (status in ('pending', 'succeeded', 'failed', 'canceled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_type_check" CHECK (payment_type in ('audit', 'membership'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_check" CHECK (payment_method in ('card', 'cheque', 'bank_transfer'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_check" CHECK (provider in ('stripe', 'test', 'offline'));--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD CONSTRAINT "scheduled_jobs_last_status_check" CHECK (last_status is null or last_status in ('ok', 'failed'));--> statement-breakpoint
CREATE INDEX "blog_posts_author_idx" ON "blog_posts" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "manual_section_revisions_author_idx" ON "manual_section_revisions" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "manual_sections_removed_by_idx" ON "manual_sections" USING btree ("removed_by");--> statement-breakpoint
CREATE INDEX "manual_sections_updated_by_idx" ON "manual_sections" USING btree ("updated_by");
