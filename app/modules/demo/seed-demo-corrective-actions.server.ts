import { and, eq, inArray, sql } from "drizzle-orm";
import { correctiveActions, inspectionFindings, inspections } from "~/db/schema";
import { severityOfFinding } from "~/domain/corrective-action-status";
import type { Database } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isoDate } from "~/lib/format";
import { writeAuditLog } from "~/modules/audit-log/index.server";

const DAY_MS = 86_400_000;

/** What the demo business answered and the examiner found when verifying. */
const ANSWER = {
  rootCause:
    "The trap-check log was kept on paper by each technician; a day off left one trap line unrecorded.",
  changesMade:
    "A shared checklist on the team's phones, checked every evening by the office; two weeks of logs sent as evidence.",
};

/**
 * A demo audit waiting for the panel (issue 37): its minor and major findings'
 * corrective actions, open (the business has not answered yet), so the
 * panel's approval gate can be tried. Made unless completing the audit made
 * them already.
 */
export async function openDemoCorrectiveActions(db: Database, auditId: string): Promise<void> {
  const env = getEnv();
  const [audit] = await db.select().from(inspections).where(eq(inspections.id, auditId));
  if (!audit?.completedAt) return;
  const completed = audit.completedAt.getTime();
  for (const finding of await actionableFindings(db, auditId)) {
    const severity = severityOfFinding(finding.finding)!;
    const days =
      severity === "major" ? env.CORRECTIVE_ACTION_MAJOR_DAYS : env.CORRECTIVE_ACTION_MINOR_DAYS;
    await db
      .insert(correctiveActions)
      .values({
        inspectionId: auditId,
        applicationId: audit.applicationId,
        standardNumber: finding.standardNumber,
        standardTitle: finding.standardTitle,
        severity,
        findingNotes: finding.notes,
        dueOn: isoDate(new Date(completed + days * DAY_MS), env.PROGRAMME_TIME_ZONE),
        createdAt: audit.completedAt,
        updatedAt: audit.completedAt,
      })
      .onConflictDoNothing();
  }
}

/** An audit's minor and major findings: each needs a corrective action. */
function actionableFindings(db: Pick<Database, "select">, auditId: string) {
  return db
    .select()
    .from(inspectionFindings)
    .where(
      and(
        eq(inspectionFindings.inspectionId, auditId),
        inArray(inspectionFindings.finding, ["minor-non-conformity", "major-non-conformity"]),
      ),
    );
}

/**
 * A demo audit's corrective actions, closed (issue 37): one per minor or
 * major finding, answered by the business three days after the audit and
 * accepted by the examiner two days later, with the audit log rows of both
 * steps. Written directly (decision 087: the demo may insert rows with the
 * schema): made if completing the audit did not make them, else taken from
 * open to accepted. In one transaction.
 */
export async function closeDemoCorrectiveActions(
  db: Database,
  auditId: string,
  people: { businessUserId: string; examinerId: string },
): Promise<void> {
  const env = getEnv();
  await db.transaction(async (tx) => {
    const [audit] = await tx.select().from(inspections).where(eq(inspections.id, auditId));
    if (!audit?.completedAt) return;
    const findings = await actionableFindings(tx, auditId);
    const completed = audit.completedAt.getTime();
    const latest = Date.now() - 3_600_000;
    const answeredAt = new Date(Math.min(completed + 3 * DAY_MS, latest - 60_000));
    const verifiedAt = new Date(Math.min(completed + 5 * DAY_MS, latest));
    for (const finding of findings) {
      const severity = severityOfFinding(finding.finding)!;
      const days =
        severity === "major" ? env.CORRECTIVE_ACTION_MAJOR_DAYS : env.CORRECTIVE_ACTION_MINOR_DAYS;
      const closed = {
        status: "accepted",
        rootCause: ANSWER.rootCause,
        changesMade: ANSWER.changesMade,
        answeredAt,
        answeredBy: people.businessUserId,
        verifiedAt,
        verifiedBy: people.examinerId,
        version: 2,
        updatedAt: verifiedAt,
      };
      const [action] = await tx
        .insert(correctiveActions)
        .values({
          inspectionId: auditId,
          applicationId: audit.applicationId,
          standardNumber: finding.standardNumber,
          standardTitle: finding.standardTitle,
          severity,
          findingNotes: finding.notes,
          dueOn: isoDate(new Date(completed + days * DAY_MS), env.PROGRAMME_TIME_ZONE),
          createdAt: audit.completedAt,
          ...closed,
        })
        .onConflictDoUpdate({
          target: [correctiveActions.inspectionId, correctiveActions.standardNumber],
          set: { ...closed, version: sql`${correctiveActions.version} + 2` },
        })
        .returning({ id: correctiveActions.id });
      const details = {
        applicationId: audit.applicationId,
        standardNumber: finding.standardNumber,
      };
      await writeAuditLog(tx, {
        entityType: "corrective_action",
        entityId: action!.id,
        action: "corrective_action_answered",
        actorId: people.businessUserId,
        details: { ...details, from: "open", to: "answered" },
      });
      await writeAuditLog(tx, {
        entityType: "corrective_action",
        entityId: action!.id,
        action: "corrective_action_accepted",
        actorId: people.examinerId,
        details: { ...details, from: "answered", to: "accepted" },
      });
    }
  });
}
