import { eq, sql } from "drizzle-orm";
import { applications, certificates, profiles } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { DEFAULT_TIME_ZONE, isoDate } from "~/lib/format";
import type { ApplicationRow } from "~/modules/applications/index.server";
import { recordStatusChange } from "~/modules/applications/index.server";
import type { CertificateRow } from "~/modules/certificates/index.server";
import { certificateViewPath, formatCertificateDate } from "~/modules/certificates";
import { setCertificateStatus } from "~/modules/certificates/index.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import { syncServiceAreas } from "~/modules/places/index.server";
import { pickServiceArea } from "./create-renewal.server";
import { renewedTerm } from "./renewal-rules";
import { createNotification, notificationText } from "~/modules/notifications/index.server";
import { renewalNotificationMessages as n } from "./renewal-notifications";

export type RenewalOutcome = { certificate: CertificateRow; application: ApplicationRow };

/** A renewal is due to complete: certified, or approved with the membership fee paid (SPEC §4). */
function isDue(application: ApplicationRow): boolean {
  if (!application.certificateId || application.metadata.renewal_completed_at) return false;
  if (application.status === "certified") return true;
  return application.status === "approved" && application.paymentStatus === "membership-fee-paid";
}

/**
 * SPEC §4 renewal: when a renewal becomes certified (or approved with the
 * membership fee paid) its certificate becomes active for another year —
 * from its current expiry when renewed before it, from that moment after it
 * (`renewedTerm`, decision 078; `system:renewal` in the certificate table), and an
 * approved renewal becomes certified. Call inside the transaction of the
 * change that made it due (status change or membership payment): the
 * certificate, the renewal's status, the audit log, the `certificate_issued`
 * notification and the `certificate-renewed` e-mail commit together; after
 * that commit the caller calls `publicContentChanged` when this returned an
 * outcome (the public pages show the new dates). Does
 * nothing (returns null) for an application that is not a renewal or not
 * due, so callers may call it after any change. Runs once per renewal
 * (`renewal_completed_at` in its metadata).
 */
export async function completeRenewalIfDue(
  tx: Executor,
  applicationId: string,
  actorId: string | null,
  now: Date = new Date(),
): Promise<RenewalOutcome | null> {
  const [application] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for("update");
  if (!application || !isDue(application)) return null;
  const [certificate] = await tx
    .select()
    .from(certificates)
    .where(eq(certificates.id, application.certificateId!))
    .for("update");
  // A revoked certificate is not brought back by a renewal (revoked is final), nor
  // is a suspended one: only reinstatement lifts a suspension (decision 056).
  if (!certificate || certificate.status === "revoked" || certificate.status === "suspended")
    return null;

  const term = renewedTerm(certificate, now);
  const renewed = await setCertificateStatus(
    tx,
    certificate,
    "active",
    { event: "system:renewal", actorId },
    {
      // A renewal reissues the certificate: with the renewal's business facts (decision 066).
      changes: {
        ...term,
        businessName: application.businessName,
        businessAddress: application.businessAddress,
      },
      audit: {
        action: "certificate_renewed",
        details: {
          applicationId: application.id,
          previousExpiry: certificate.expiryDate.toISOString(),
          expiryDate: term.expiryDate.toISOString(),
          accreditedSince: term.accreditedSince.toISOString(),
          previousStatus: certificate.status,
        },
      },
    },
  );
  let current = application;
  if (application.status === "approved") {
    current = await recordStatusChange(tx, {
      application,
      by: { event: "system:certificate-generated", actorId },
      to: "certified",
      note: `Certificate ${renewed.certificateNumber} renewed until ${formatCertificateDate(renewed.expiryDate)}`,
      details: { certificateId: renewed.id, renewal: true },
    });
  }
  // The renewal's service area becomes the business's (the directory lists the original application).
  const area = pickServiceArea(application.metadata);
  if (Object.keys(area).length > 0 && certificate.applicationId !== application.id) {
    await tx
      .update(applications)
      .set({
        metadata: sql`${applications.metadata} || ${JSON.stringify(area)}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(eq(applications.id, certificate.applicationId));
    await syncServiceAreas(tx, { applicationIds: [certificate.applicationId] });
  }
  const [completed] = await tx
    .update(applications)
    .set({
      metadata: sql`${applications.metadata} || ${JSON.stringify({ renewal_completed_at: now.toISOString() })}::jsonb`,
    })
    .where(eq(applications.id, application.id))
    .returning();
  await createNotification(tx, {
    userId: renewed.businessId,
    type: "certificate_issued",
    // The expiry as formatCertificateDate writes it: the date in the programme's zone.
    message: notificationText(n.renewed, {
      number: renewed.certificateNumber,
      businessName: application.businessName,
      expiry: { day: renewed.expiryDate.toISOString(), timeZone: DEFAULT_TIME_ZONE },
    }),
    link: certificateViewPath(renewed.id),
  });
  const [profile] = await tx
    .select({ name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, renewed.businessId));
  await enqueueEmail(
    tx,
    profile?.email || application.contactEmail,
    "certificate-renewed",
    {
      name: profile?.name || application.contactName,
      businessName: application.businessName,
      certificateNumber: renewed.certificateNumber,
      // A calendar day, written in the recipient's language by the template.
      expiryDate: isoDate(renewed.expiryDate),
      verificationUrl: renewed.verificationUrl,
      certificatesUrl: `${getEnv().baseUrl}/dashboard/certificates`,
    },
    { localeOfAccount: renewed.businessId },
  );
  return { certificate: renewed, application: completed ?? current };
}
