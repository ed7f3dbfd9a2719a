-- "Certified" means a certificate in force (decision 051). Hand-written: Drizzle's schema has no triggers.
-- 1. Data: a certified application whose certificate is revoked (or that has none) returns to approved, as a
--    revocation does (SPEC §4), with a timeline row and an audit_log row each; one audit_log row
--    ('migration', '0013_certified-needs-active-certificate', 'data_corrected') gives the count when any row changed.
--    A certified application whose certificate merely expired stays certified: the rule holds when a row
--    becomes certified, and SPEC §4 keeps the status after expiry.
WITH "broken" AS (
  SELECT "a"."id", "c"."certificate_number"
  FROM "applications" "a"
  LEFT JOIN "certificates" "c"
    ON ("a"."certificate_id" IS NOT NULL AND "c"."id" = "a"."certificate_id")
    OR ("a"."certificate_id" IS NULL AND "c"."application_id" = "a"."id")
  WHERE "a"."status" = 'certified' AND ("c"."id" IS NULL OR "c"."status" = 'revoked')
), "moved" AS (
  UPDATE "applications" SET "status" = 'approved', "updated_at" = now()
  FROM "broken" WHERE "applications"."id" = "broken"."id"
  RETURNING "applications"."id", "broken"."certificate_number",
    CASE WHEN "broken"."certificate_number" IS NULL
      THEN 'Returned to approved: certified without a certificate (an application is certified only while its certificate is active).'
      ELSE 'Returned to approved: certificate ' || "broken"."certificate_number" || ' is revoked (an application is certified only while its certificate is active).'
    END AS "note"
), "history" AS (
  INSERT INTO "application_status_history" ("application_id", "from_status", "to_status", "actor_id", "note")
  SELECT "id", 'certified', 'approved', NULL, "note" FROM "moved"
  RETURNING "application_id"
), "logged" AS (
  INSERT INTO "audit_log" ("entity_type", "entity_id", "action", "actor_id", "details")
  SELECT 'application', "id"::text, 'status_changed', NULL,
    jsonb_build_object('from', 'certified', 'to', 'approved', 'note', "note", 'by', 'migration:0013_certified-needs-active-certificate', 'certificateNumber', "certificate_number")
  FROM "moved"
  RETURNING "entity_id"
)
INSERT INTO "audit_log" ("entity_type", "entity_id", "action", "actor_id", "details")
SELECT 'migration', '0013_certified-needs-active-certificate', 'data_corrected', NULL,
  jsonb_build_object(
    'rule', 'An application is certified only while its certificate is active.',
    'applicationsReturnedToApproved', (SELECT count(*) FROM "moved"),
    'historyRows', (SELECT count(*) FROM "history"),
    'auditRows', (SELECT count(*) FROM "logged"))
WHERE EXISTS (SELECT 1 FROM "moved");--> statement-breakpoint
-- 2. The rule, checked at commit (a renewal writes certified, then renews its certificate, in one transaction):
--    a row that becomes certified (inserted certified, moved to certified, or its certificate_id changed while
--    certified) needs its certificate — the renewed one (certificate_id) or the one issued for it — active and not
--    past its expiry date. The certificate row is locked FOR SHARE, so a revocation committing meanwhile waits.
CREATE OR REPLACE FUNCTION "applications_certified_needs_active_certificate"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  "current" record;
  "certificate" record;
BEGIN
  -- The row as it is now: a later change in the same transaction may have moved it on.
  SELECT "id", "status", "certificate_id" INTO "current" FROM "applications" WHERE "id" = NEW."id";
  IF NOT FOUND OR "current"."status" IS DISTINCT FROM 'certified' THEN
    RETURN NULL;
  END IF;
  SELECT "c"."certificate_number", "c"."status", "c"."expiry_date" INTO "certificate"
  FROM "certificates" "c"
  WHERE ("current"."certificate_id" IS NOT NULL AND "c"."id" = "current"."certificate_id")
     OR ("current"."certificate_id" IS NULL AND "c"."application_id" = "current"."id")
  LIMIT 1
  FOR SHARE;
  IF FOUND AND "certificate"."status" = 'active' AND "certificate"."expiry_date" > now() THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'An application is certified only while its certificate is active: application % %.',
    "current"."id",
    CASE
      WHEN NOT FOUND THEN 'has no certificate (generate the certificate; that certifies it)'
      WHEN "certificate"."status" = 'revoked' THEN 'has certificate ' || "certificate"."certificate_number" || ', which is revoked'
      ELSE 'has certificate ' || "certificate"."certificate_number" || ', which has expired (renew it)'
    END
    USING ERRCODE = 'check_violation', CONSTRAINT = 'applications_certified_needs_active_certificate';
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "applications_certified_needs_active_certificate_insert"
  AFTER INSERT ON "applications"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (NEW."status" = 'certified')
  EXECUTE FUNCTION "applications_certified_needs_active_certificate"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "applications_certified_needs_active_certificate_update"
  AFTER UPDATE OF "status", "certificate_id" ON "applications"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (NEW."status" = 'certified' AND (OLD."status" IS DISTINCT FROM 'certified' OR OLD."certificate_id" IS DISTINCT FROM NEW."certificate_id"))
  EXECUTE FUNCTION "applications_certified_needs_active_certificate"();
