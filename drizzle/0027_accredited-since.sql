-- Decision 078: the start of continuous accreditation. Existing certificates
-- start from their earliest known issue: the first credential issued for them
-- (one per issue, renewals included), or the issue date when none was.
ALTER TABLE "certificates" ADD COLUMN "accredited_since" timestamp with time zone;--> statement-breakpoint
UPDATE "certificates" SET "accredited_since" = least("issue_date", coalesce(
  (SELECT min("valid_from") FROM "credentials" WHERE "credentials"."certificate_id" = "certificates"."id"),
  "issue_date"));--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "accredited_since" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_accredited_since_check" CHECK ("certificates"."accredited_since" <= "certificates"."issue_date");
