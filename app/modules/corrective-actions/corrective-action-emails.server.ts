import { eq } from "drizzle-orm";
import { applications, profiles } from "~/db/schema";
import type { CorrectiveActionSeverity } from "~/domain/corrective-action-status";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { enqueueEmail } from "~/modules/mail/index.server";

type EmailedAction = {
  standardNumber: string;
  standardTitle: string;
  severity: string;
  dueOn: string;
};

type Notice = {
  kind: "created" | "answered" | "accepted" | "returned";
  actions: EmailedAction[];
  reason?: string;
  /** The page the button opens (a path under /dashboard). */
  link: string;
};

function data(businessName: string, name: string, notice: Notice) {
  return {
    name: name || businessName,
    businessName,
    kind: notice.kind,
    actions: notice.actions.map((a) => ({
      standardNumber: a.standardNumber,
      standardTitle: a.standardTitle,
      severity: a.severity as CorrectiveActionSeverity,
      dueOn: a.dueOn,
    })),
    ...(notice.reason ? { reason: notice.reason } : {}),
    actionUrl: `${getEnv().baseUrl}${notice.link}`,
  };
}

/**
 * The e-mail to the business about its corrective actions (the outbox, in
 * the recipient's language): the application's contact and the account's
 * address, once each.
 */
export async function emailBusinessAboutCorrectiveActions(
  tx: Executor,
  applicationId: string,
  notice: Notice,
): Promise<void> {
  const [application] = await tx
    .select({
      applicantId: applications.applicantId,
      businessName: applications.businessName,
      contactName: applications.contactName,
      contactEmail: applications.contactEmail,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) return;
  const [account] = await tx
    .select({ name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, application.applicantId));
  const sent = new Set<string>();
  for (const [email, name] of [
    [application.contactEmail, application.contactName],
    [account?.email, account?.name],
  ] as const) {
    if (typeof email !== "string" || email.trim() === "") continue;
    const key = email.trim().toLowerCase();
    if (sent.has(key)) continue;
    sent.add(key);
    await enqueueEmail(
      tx,
      email,
      "corrective-action",
      data(application.businessName, name ?? "", notice),
      { localeOfAccount: application.applicantId },
    );
  }
}

/** The e-mail to one person on the programme's side (the examiner of the audit). */
export async function emailPersonAboutCorrectiveAction(
  tx: Executor,
  userId: string,
  businessName: string,
  notice: Notice,
): Promise<void> {
  const [person] = await tx
    .select({ name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!person?.email) return;
  await enqueueEmail(
    tx,
    person.email,
    "corrective-action",
    data(businessName, person.name, notice),
  );
}
