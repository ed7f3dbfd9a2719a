import { uuidPattern } from "~/lib/uuid";
import { and, eq, sql } from "drizzle-orm";
import { appeals, applications, profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { appealMachine, type AppealActor, type AppealStatus } from "~/domain/appeal-status";
import { assertEdgeTaken, type EdgeTaker } from "~/domain/state-machine";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import { can, refusalText, type AppealResource, type Viewer } from "~/modules/permissions";
import { appealMessages } from "./appeal-messages";
import { appealPath } from "./appeal-rules";

export type AppealRow = typeof appeals.$inferSelect;
type AppealChanges = Partial<Omit<typeof appeals.$inferInsert, "id" | "status" | "reference">>;

export function appealResource(row: Pick<AppealRow, "businessId">): AppealResource {
  return { businessId: row.businessId };
}

/** One appeal by id, or not found; `lock` takes a row lock inside a transaction. */
export async function loadAppeal(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AppealRow> {
  if (!uuidPattern.test(id)) throw new AppError("not_found", appealMessages.notFound);
  const query = db.select().from(appeals).where(eq(appeals.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw new AppError("not_found", appealMessages.notFound);
  return row;
}

/** An appeal the viewer may see (`appeal.view`); anyone else is told it is not found. */
export async function loadVisibleAppeal(
  db: Executor,
  viewer: Viewer,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AppealRow> {
  const row = await loadAppeal(db, id, options);
  if (!can(viewer, "appeal.view", appealResource(row))) {
    throw new AppError("not_found", appealMessages.notFound);
  }
  return row;
}

/**
 * The one writer of `appeals.status` (decision 014), inside the caller's
 * transaction: asserts the edge for whoever takes it (a person through the
 * policy, or the system by event on behalf of `actorId`), updates only from
 * the status read and writes the audit log. Returns null, writing nothing,
 * when the appeal left that status meanwhile.
 */
export async function setAppealStatus(
  tx: Executor,
  appeal: Pick<AppealRow, "id" | "status" | "businessId">,
  to: AppealStatus,
  by:
    | { viewer: Viewer }
    | { event: Extract<AppealActor, `system:${string}`>; actorId: string | null },
  change: { changes?: AppealChanges; audit: { action: string; details?: Record<string, unknown> } },
): Promise<AppealRow | null> {
  const from = appeal.status as AppealStatus;
  const taker: EdgeTaker<AppealActor> =
    "viewer" in by
      ? { mayTake: (action) => can(by.viewer, action, appealResource(appeal)) }
      : { event: by.event };
  assertEdgeTaken(appealMachine, from, to, taker, {
    denied: refusalText("appeal.withdraw"),
    conflict: `An appeal cannot change from ${from} to ${to} this way.`,
  });
  const [row] = await tx
    .update(appeals)
    .set({ status: to, updatedAt: sql`now()`, ...change.changes })
    .where(and(eq(appeals.id, appeal.id), eq(appeals.status, from)))
    .returning();
  if (!row) return null;
  await writeAuditLog(tx, {
    entityType: "appeal",
    entityId: appeal.id,
    action: change.audit.action,
    actorId: "viewer" in by ? by.viewer.user.id : by.actorId,
    details: {
      from,
      to,
      ...("event" in by ? { event: by.event } : { activeRole: by.viewer.activeRole }),
      ...change.audit.details,
    },
  });
  return row;
}

/**
 * The e-mail to the business about its appeal (received, outcome): the
 * application's contact and the account's e-mail, once each, with a link to
 * the appeal's page (the `decision-notice` template).
 */
export async function emailBusinessAboutAppeal(
  tx: Executor,
  appeal: Pick<AppealRow, "id" | "applicationId" | "businessId">,
  notice: { subject: string; headline: string; paragraphs: string[] },
): Promise<void> {
  const [application] = await tx
    .select({
      businessName: applications.businessName,
      contactName: applications.contactName,
      contactEmail: applications.contactEmail,
    })
    .from(applications)
    .where(eq(applications.id, appeal.applicationId));
  const [account] = await tx
    .select({ name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, appeal.businessId));
  const sent = new Set<string>();
  const url = `${getEnv().baseUrl}${appealPath(appeal.id)}`;
  for (const [email, name] of [
    [application?.contactEmail, application?.contactName],
    [account?.email, account?.name],
  ] as const) {
    if (typeof email !== "string" || email.trim() === "" || sent.has(email)) continue;
    sent.add(email);
    await enqueueEmail(tx, email, "decision-notice", {
      name: name || application?.businessName || "",
      ...notice,
      actionLabel: "View the appeal",
      actionUrl: url,
    });
  }
}
