import { and, eq, inArray } from "drizzle-orm";
import { applications, correctiveActions, inspectionFindings } from "~/db/schema";
import { severityOfFinding } from "~/domain/corrective-action-status";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { recordTimelineNote } from "~/modules/applications/index.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { createNotification, notificationText } from "~/modules/notifications/index.server";
import { emailBusinessAboutCorrectiveActions } from "./corrective-action-emails.server";
import { correctiveActionNotificationMessages as n } from "./corrective-action-notifications";
import { CORRECTIVE_ACTIONS_PATH, correctiveActionDueOn } from "./corrective-action-rules";

/**
 * When an audit is completed (inside its transaction, `completeAuditWithin`):
 * each minor or major non-conformity becomes a corrective action for the
 * business, with the standard, the examiner's notes and a due day (the
 * completion day in the programme's time zone plus the programme's days for
 * its severity), status open. Idempotent: an action already made for the
 * audit's standard is kept as it is (unique inspection and standard). Each
 * new action has its audit log row; the application's timeline gets a line,
 * the business a notification and an e-mail listing the actions.
 */
export async function createCorrectiveActionsForAudit(
  tx: Executor,
  input: { auditId: string; applicationId: string; actorId: string | null; completedAt: Date },
): Promise<(typeof correctiveActions.$inferSelect)[]> {
  const env = getEnv();
  const findings = await tx
    .select()
    .from(inspectionFindings)
    .where(
      and(
        eq(inspectionFindings.inspectionId, input.auditId),
        inArray(inspectionFindings.finding, ["minor-non-conformity", "major-non-conformity"]),
      ),
    );
  const values = findings.flatMap((f) => {
    const severity = severityOfFinding(f.finding);
    if (!severity) return [];
    return [
      {
        inspectionId: input.auditId,
        applicationId: input.applicationId,
        standardNumber: f.standardNumber,
        standardTitle: f.standardTitle,
        severity,
        findingNotes: f.notes?.trim() ? f.notes : null,
        dueOn: correctiveActionDueOn(input.completedAt, severity, {
          minorDays: env.CORRECTIVE_ACTION_MINOR_DAYS,
          majorDays: env.CORRECTIVE_ACTION_MAJOR_DAYS,
          timeZone: env.PROGRAMME_TIME_ZONE,
        }),
        status: "open",
      },
    ];
  });
  if (values.length === 0) return [];
  const created = await tx
    .insert(correctiveActions)
    .values(values)
    .onConflictDoNothing({
      target: [correctiveActions.inspectionId, correctiveActions.standardNumber],
    })
    .returning();
  if (created.length === 0) return [];
  created.sort(
    (a, b) =>
      a.dueOn.localeCompare(b.dueOn) ||
      a.standardNumber.localeCompare(b.standardNumber, "en", { numeric: true }),
  );
  for (const row of created) {
    await writeAuditLog(tx, {
      entityType: "corrective_action",
      entityId: row.id,
      action: "corrective_action_created",
      actorId: input.actorId,
      details: {
        to: "open",
        event: "system:audit-completed",
        auditId: input.auditId,
        applicationId: input.applicationId,
        standardNumber: row.standardNumber,
        severity: row.severity,
        dueOn: row.dueOn,
      },
    });
  }
  const standards = created.map((r) => r.standardNumber);
  await recordTimelineNote(tx, {
    applicationId: input.applicationId,
    actorId: input.actorId,
    note: notificationText(n.timelineOpened, {
      actions: {
        list: created.map((r) =>
          notificationText(n.timelineOpenedItem, {
            standardNumber: r.standardNumber,
            severity: r.severity,
            dueOn: { day: r.dueOn },
          }),
        ),
      },
    }),
  });
  const [application] = await tx
    .select({ applicantId: applications.applicantId, businessName: applications.businessName })
    .from(applications)
    .where(eq(applications.id, input.applicationId));
  if (application) {
    await createNotification(tx, {
      userId: application.applicantId,
      type: "corrective_action",
      message: notificationText(n.created, {
        businessName: application.businessName,
        count: created.length,
        standards: { list: standards },
        dueOn: { day: created[0]!.dueOn },
      }),
      link: `${CORRECTIVE_ACTIONS_PATH}?application=${input.applicationId}`,
    });
  }
  await emailBusinessAboutCorrectiveActions(tx, input.applicationId, {
    kind: "created",
    actions: created,
    link: `${CORRECTIVE_ACTIONS_PATH}?application=${input.applicationId}`,
  });
  return created;
}
