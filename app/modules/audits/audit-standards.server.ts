import { eq, sql } from "drizzle-orm";
import { certificates, inspectionFindings, inspections } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { listAuditStandards, type AuditStandard } from "~/modules/standards/index.server";
import type { AuditRow } from "./audit-access.server";

export type { AuditStandard };

/**
 * The standards an audit's report covers. Until the audit is completed: the
 * standards as they stand now in the database, with the current standards
 * version. Once completed: what the report was completed against — the
 * findings recorded (number, title and item version) and the version
 * recorded on the audit — so later changes to the standards never rewrite a
 * finished report. A follow-up audit (issue 37) covers only its scope: the
 * standards whose corrective actions were still open when it was scheduled.
 */
export async function standardsForAudit(
  db: Executor,
  audit: Pick<AuditRow, "id" | "status" | "standardsVersion" | "scopeStandardNumbers">,
): Promise<{ standardsVersion: string | null; standards: AuditStandard[] }> {
  const live = await listAuditStandards(db);
  if (audit.status !== "completed") {
    const scope = audit.scopeStandardNumbers;
    if (!scope) return live;
    return { ...live, standards: live.standards.filter((s) => scope.includes(s.number)) };
  }
  const recorded = await db
    .select()
    .from(inspectionFindings)
    .where(eq(inspectionFindings.inspectionId, audit.id))
    .orderBy(sql`length(${inspectionFindings.standardNumber})`, inspectionFindings.standardNumber);
  const summaries = new Map(live.standards.map((s) => [`${s.number}|${s.title}`, s.summary]));
  return {
    standardsVersion: audit.standardsVersion,
    standards: recorded.map((f) => ({
      id: f.id,
      number: f.standardNumber,
      title: f.standardTitle,
      summary: summaries.get(`${f.standardNumber}|${f.standardTitle}`) ?? "",
      version: f.standardItemVersion ?? "",
    })),
  };
}

/** Records on a completing audit the standards version it was made against. */
export async function recordAuditStandardsVersion(
  tx: Executor,
  auditId: string,
): Promise<string | null> {
  const { standardsVersion } = await listAuditStandards(tx);
  await tx.update(inspections).set({ standardsVersion }).where(eq(inspections.id, auditId));
  return standardsVersion;
}

/**
 * The standards version a certificate rests on: the one recorded by the
 * latest completed audit of its application (null when none recorded one).
 */
export async function getCertifiedStandardsVersion(
  db: Executor,
  certificateId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ version: inspections.standardsVersion })
    .from(inspections)
    .innerJoin(certificates, eq(certificates.applicationId, inspections.applicationId))
    .where(
      sql`${certificates.id} = ${certificateId} and ${inspections.status} = 'completed' and ${inspections.standardsVersion} is not null`,
    )
    .orderBy(sql`${inspections.completedAt} desc nulls last`)
    .limit(1);
  return row?.version ?? null;
}
