ALTER TABLE "applications" DROP CONSTRAINT "applications_payment_status_check";--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
-- Decision 078: audits already carried out took place at their scheduled time, or when
-- they were completed if that came first (the staff override of decision 032).
UPDATE "inspections" SET "started_at" = least("scheduled_date", coalesce("completed_at", "updated_at")) WHERE "status" in ('in-progress', 'completed');--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_audit_waiver_renewals_check" CHECK (certificate_id is not null or (payment_status <> 'audit-fee-waived' and not (metadata ? 'audit_waiver')));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_waived_fee_has_waiver_check" CHECK (payment_status <> 'audit-fee-waived' or metadata ? 'audit_waiver');--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_payment_status_check" CHECK (payment_status in ('pending', 'audit-fee-paid', 'membership-fee-paid', 'audit-fee-waived'));