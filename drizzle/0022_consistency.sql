ALTER TABLE "certificates" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "business_address" jsonb;--> statement-breakpoint
-- hand-written (decision 066): certificates issued before this migration keep the
-- business facts their application has now, fixed from here on.
UPDATE "certificates" c SET "business_name" = a."business_name", "business_address" = a."business_address" FROM "applications" a WHERE a."id" = c."application_id" AND c."business_name" IS NULL;
