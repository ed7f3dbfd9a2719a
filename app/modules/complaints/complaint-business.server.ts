import { eq } from "drizzle-orm";
import { applications, certificates, profiles } from "~/db/schema";
import type { ComplaintOutcome } from "~/domain/complaint-status";
import { toLocale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import { createNotification, notificationText } from "~/modules/notifications/index.server";
import { businessConcernPath } from "./complaint-messages";
import { complaintNotificationMessages as n } from "./complaint-notifications";
import type { ComplaintRow } from "./complaint-record.server";

/** The business a case is about, as the e-mails address it. */
export async function complaintBusinessContact(db: Executor, complaint: ComplaintRow) {
  const [row] = await db
    .select({
      businessName: applications.businessName,
      contactName: applications.contactName,
      contactEmail: applications.contactEmail,
      certificateNumber: certificates.certificateNumber,
      accountName: profiles.name,
      accountEmail: profiles.email,
    })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .leftJoin(profiles, eq(profiles.id, certificates.businessId))
    .where(eq(certificates.id, complaint.certificateId));
  const recipients = [
    ...new Map(
      [
        [row?.contactEmail, row?.contactName],
        [row?.accountEmail, row?.accountName],
      ]
        .filter((r): r is [string, string] => typeof r[0] === "string" && r[0].trim() !== "")
        .map(([email, name]) => [email.toLowerCase(), name ?? ""]),
    ),
  ].map(([email, name]) => ({ email, name }));
  return {
    businessName: row?.businessName ?? "",
    certificateNumber: row?.certificateNumber ?? "",
    recipients,
  };
}

/**
 * Tells the business about a concern (e-mail and notification): the
 * substance only, never who reported it. Call inside the change's transaction.
 */
export async function tellBusinessOfConcern(db: Executor, complaint: ComplaintRow) {
  const contact = await complaintBusinessContact(db, complaint);
  const respondUrl = `${getEnv().baseUrl}${businessConcernPath(complaint.id)}`;
  for (const to of contact.recipients) {
    await enqueueEmail(
      db,
      to.email,
      "complaint-business-informed",
      {
        name: to.name,
        businessName: contact.businessName,
        reference: complaint.reference,
        description: complaint.description,
        occurredOn: complaint.occurredOn,
        location: complaint.location,
        respondUrl,
      },
      { localeOfAccount: complaint.businessId },
    );
  }
  await createNotification(db, {
    userId: complaint.businessId,
    type: "complaint_update",
    message: notificationText(n.awaitsResponse, {
      businessName: contact.businessName,
      reference: complaint.reference,
    }),
    link: businessConcernPath(complaint.id),
  });
}

/** The outcome to the reporter (unless their details were removed) and to the business. */
export async function sendComplaintOutcome(db: Executor, complaint: ComplaintRow) {
  const contact = await complaintBusinessContact(db, complaint);
  const outcome = complaint.outcome as ComplaintOutcome;
  const findings = complaint.findings ?? "";
  if (complaint.reporterEmail) {
    await enqueueEmail(
      db,
      complaint.reporterEmail,
      "complaint-outcome-reporter",
      {
        name: complaint.reporterName ?? "",
        reference: complaint.reference,
        businessName: contact.businessName,
        outcome,
        findings,
      },
      // The language the reporter wrote the concern in.
      { locale: toLocale(complaint.reporterLocale) },
    );
  }
  const caseUrl = `${getEnv().baseUrl}${businessConcernPath(complaint.id)}`;
  for (const to of contact.recipients) {
    await enqueueEmail(
      db,
      to.email,
      "complaint-outcome-business",
      {
        name: to.name,
        businessName: contact.businessName,
        reference: complaint.reference,
        outcome,
        findings,
        caseUrl,
      },
      { localeOfAccount: complaint.businessId },
    );
  }
  await createNotification(db, {
    userId: complaint.businessId,
    type: "complaint_update",
    message: notificationText(n.outcome, { reference: complaint.reference, outcome }),
    link: businessConcernPath(complaint.id),
  });
}
