import { eq } from "drizzle-orm";
import { standardItems } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { getCurrentStandardVersion } from "./list-standard-versions.server";
import { plainSummary } from "./plain-summary";
import { itemOrder } from "./standards-access.server";

export type AuditStandard = {
  id: string;
  number: string;
  title: string;
  summary: string;
  version: string;
};

/**
 * What an audit is recorded against: the numbered standards as they stand
 * now (appendices are guidance, not audited) and the current standards
 * version (null when none is marked current, SPEC §7).
 */
export async function listAuditStandards(
  db: Executor,
): Promise<{ standardsVersion: string | null; standards: AuditStandard[] }> {
  const current = await getCurrentStandardVersion(db);
  const rows = await db
    .select()
    .from(standardItems)
    .where(eq(standardItems.kind, "standard"))
    .orderBy(...itemOrder);
  return {
    standardsVersion: current?.versionNumber ?? null,
    standards: rows.map((r) => ({
      id: r.id,
      number: r.number,
      title: r.title,
      summary: plainSummary(r.content, 160),
      version: r.version,
    })),
  };
}
