import type { Database } from "~/lib/db.server";
import { runExpiryChecks } from "./run-expiry-checks.server";

/**
 * SPEC §4 expiry: every active certificate past its expiry date becomes
 * expired (with the expired notice and reminders of the expiry check,
 * decision 024). Returns the numbers expired. Safe to run at any time.
 */
export async function expireCertificates(db: Database, now: Date = new Date()): Promise<string[]> {
  const report = await runExpiryChecks(db, now);
  return report.expired;
}
