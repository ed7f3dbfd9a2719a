import {
  checkServiceArea,
  serviceAreaMetadataKeys,
  syncServiceAreas,
  type ServiceAreaFormInput,
} from "~/modules/places/index.server";
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  applications,
  applicationStatusHistory,
  certificates,
  profiles,
  type ApplicationMetadata,
} from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { feeFor } from "~/domain/fees";
import type { Database, Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isUniqueViolation } from "~/lib/pg-error";
import type { ApplicationRow } from "~/modules/applications/index.server";
import { applicationPath } from "~/modules/applications/index.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { uuidPattern } from "~/lib/uuid";
import { enqueueEmail } from "~/modules/mail/index.server";
import {
  createNotification,
  notificationText,
  notifyRole,
} from "~/modules/notifications/index.server";
import { assertCan, audienceRoles, can, type Viewer } from "~/modules/permissions";
import {
  DESCRIPTION_MAX,
  hasDeclaredChanges,
  openRenewalStatuses,
  renewalMessages,
  renewalWindow,
  windowRefusal,
  type RenewalWindow,
} from "./renewal-rules";
import { renewalNotificationMessages as n } from "./renewal-notifications";

export type RenewalChanges = {
  hasAddressChanged: boolean;
  hasOwnerChanged: boolean;
  hasPracticesChanged: boolean;
  descriptionOfChanges: string | null;
} & ServiceAreaFormInput;

type CertificateRow = typeof certificates.$inferSelect;

/** The service-area fields of an application's metadata (decision 054). */
export function pickServiceArea(metadata: ApplicationMetadata): Partial<ApplicationMetadata> {
  const out: Partial<ApplicationMetadata> = {};
  for (const key of serviceAreaMetadataKeys) {
    if (metadata[key] !== undefined) out[key] = metadata[key];
  }
  return out;
}

/** The open (undecided) renewal of a certificate, if any. */
export async function findOpenRenewal(
  db: Executor,
  certificateId: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.certificateId, certificateId),
        inArray(applications.status, openRenewalStatuses),
      ),
    )
    .limit(1);
  return row;
}

export type RenewalEligibility = {
  certificate: CertificateRow;
  /** The business may renew (it is theirs). */
  mayRenew: boolean;
  window: RenewalWindow;
  openRenewalId: string | null;
  /** Why a renewal cannot be started now, or null when it can. */
  refusal: string | null;
};

/**
 * Whether `viewer` can start a renewal of the certificate now (SPEC §5,
 * decision 023). The certificate must be visible to the viewer (else not
 * found); only its business may renew it.
 */
export async function getRenewalEligibility(
  db: Executor,
  viewer: Viewer,
  certificateId: string,
  now: Date = new Date(),
): Promise<RenewalEligibility> {
  if (!uuidPattern.test(certificateId)) throw new AppError("not_found", renewalMessages.notFound);
  const [certificate] = await db
    .select()
    .from(certificates)
    .where(eq(certificates.id, certificateId));
  if (!certificate || !can(viewer, "certificate.view", certificate)) {
    throw new AppError("not_found", renewalMessages.notFound);
  }
  return eligibilityOf(db, viewer, certificate, now);
}

async function eligibilityOf(
  db: Executor,
  viewer: Viewer,
  certificate: CertificateRow,
  now: Date,
): Promise<RenewalEligibility> {
  const mayRenew = can(viewer, "certificate.renew", certificate);
  const window = renewalWindow(certificate, now, getEnv().PROGRAMME_TIME_ZONE);
  const open = await findOpenRenewal(db, certificate.id);
  const refusal = !window.open ? windowRefusal(window) : open ? renewalMessages.alreadyOpen : null;
  return { certificate, mayRenew, window, openRenewalId: open?.id ?? null, refusal };
}

/** Validates the declared changes: a description is required when a flag is set. */
export function validateChanges(changes: RenewalChanges): RenewalChanges {
  const description = changes.descriptionOfChanges?.trim() || null;
  if (
    hasDeclaredChanges({
      has_address_changed: changes.hasAddressChanged,
      has_owner_changed: changes.hasOwnerChanged,
      has_practices_changed: changes.hasPracticesChanged,
    }) &&
    !description
  ) {
    throw new AppError("validation", renewalMessages.descriptionRequired, {
      descriptionOfChanges: renewalMessages.descriptionRequired,
    });
  }
  if (description && description.length > DESCRIPTION_MAX) {
    throw new AppError("validation", renewalMessages.descriptionTooLong, {
      descriptionOfChanges: renewalMessages.descriptionTooLong,
    });
  }
  return { ...changes, descriptionOfChanges: description };
}

/**
 * SPEC §4 renewal: the certificate's business creates a new application
 * linked to the certificate (`certificate_id`), status submitted, payment
 * pending, with the renewal metadata (SPEC §3); business name, address and
 * contact default to the original application's. In one transaction with
 * the certificate row locked: the window and the one-open-renewal rule are
 * checked (the partial unique index is the backstop), the timeline and audit
 * log are written, the business gets the `renewal-created` e-mail and staff a
 * `new_application_submitted` notification.
 */
export async function createRenewal(
  db: Database,
  viewer: Viewer,
  certificateId: string,
  input: RenewalChanges,
  now: Date = new Date(),
): Promise<ApplicationRow> {
  const eligibility = await getRenewalEligibility(db, viewer, certificateId, now);
  assertCan(viewer, "certificate.renew", eligibility.certificate);
  const changes = validateChanges(input);
  try {
    return await db.transaction(async (tx) => {
      const [certificate] = await tx
        .select()
        .from(certificates)
        .where(eq(certificates.id, certificateId))
        .for("update");
      if (!certificate) throw new AppError("not_found", renewalMessages.notFound);
      const current = await eligibilityOf(tx, viewer, certificate, now);
      if (current.refusal) throw new AppError("conflict", current.refusal);

      const [original] = await tx
        .select()
        .from(applications)
        .where(eq(applications.id, certificate.applicationId));
      if (!original) throw new AppError("not_found", renewalMessages.notFound);
      const area = checkServiceArea(input, {
        required: false,
        country: original.businessAddress?.country,
      });
      if (!area.ok)
        throw new AppError("validation", renewalMessages.invalidServiceArea, area.errors);
      const statedArea =
        area.value.service_radius > 0 ||
        area.value.service_regions.length > 0 ||
        area.value.service_postal_prefixes.length > 0;
      const metadata: ApplicationMetadata = {
        services_offered: original.metadata.services_offered,
        service_area: original.metadata.service_area,
        business_description: original.metadata.business_description,
        ...pickServiceArea(original.metadata),
        ...(statedArea ? { ...area.value, service_area_source: "business" } : {}),
        renewal_type: "standard",
        has_address_changed: changes.hasAddressChanged,
        has_owner_changed: changes.hasOwnerChanged,
        has_practices_changed: changes.hasPracticesChanged,
        description_of_changes: changes.descriptionOfChanges,
        original_application_id: original.id,
      };
      const [renewal] = await tx
        .insert(applications)
        .values({
          applicantId: certificate.businessId,
          certificateId: certificate.id,
          status: "submitted",
          paymentStatus: "pending",
          businessName: original.businessName,
          businessAddress: original.businessAddress,
          contactName: original.contactName,
          contactEmail: original.contactEmail,
          contactPhone: original.contactPhone,
          metadata,
          submittedAt: sql`now()`,
        })
        .returning();
      if (!renewal) throw new AppError("failed", renewalMessages.createFailed);
      await syncServiceAreas(tx, { applicationIds: [renewal.id] });
      await tx.insert(applicationStatusHistory).values({
        applicationId: renewal.id,
        fromStatus: null,
        toStatus: "submitted",
        actorId: viewer.user.id,
        note: `Renewal of certificate ${certificate.certificateNumber}`,
        createdAt: sql`clock_timestamp()`,
      });
      await writeAuditLog(tx, {
        entityType: "application",
        entityId: renewal.id,
        action: "renewal_created",
        actorId: viewer.user.id,
        details: {
          certificateId: certificate.id,
          certificateNumber: certificate.certificateNumber,
          changesDeclared: hasDeclaredChanges(metadata),
          activeRole: viewer.activeRole,
        },
      });
      const link = applicationPath(renewal.id);
      await createNotification(tx, {
        userId: renewal.applicantId,
        type: "application_status",
        message: notificationText(n.started, { number: certificate.certificateNumber }),
        link,
      });
      await notifyRole(
        tx,
        audienceRoles("reviewers"),
        {
          type: "new_application_submitted",
          message: notificationText(n.submitted, {
            businessName: renewal.businessName,
            number: certificate.certificateNumber,
          }),
          link: `/dashboard/renewals?q=${encodeURIComponent(certificate.certificateNumber)}`,
        },
        viewer.user.id,
      );
      const [profile] = await tx
        .select({ name: profiles.name, email: profiles.email })
        .from(profiles)
        .where(eq(profiles.id, renewal.applicantId));
      const baseUrl = getEnv().baseUrl;
      await enqueueEmail(
        tx,
        profile?.email || renewal.contactEmail,
        "renewal-created",
        {
          name: profile?.name || renewal.contactName,
          businessName: renewal.businessName,
          certificateNumber: certificate.certificateNumber,
          auditFeeCents: feeFor("audit", true),
          applicationUrl: `${baseUrl}${link}`,
          paymentUrl: `${baseUrl}${link}/payment`,
        },
        { localeOfAccount: renewal.applicantId },
      );
      return renewal;
    });
  } catch (error) {
    if (isUniqueViolation(error, "applications_one_open_renewal_uq")) {
      throw new AppError("conflict", renewalMessages.alreadyOpen);
    }
    throw error;
  }
}

export type RenewalOffer = { canStart: boolean; openRenewalId: string | null };

/**
 * For a list of certificates: may `viewer` start a renewal now (their own,
 * window open, none open), and which renewal is in progress. One query for
 * the open renewals.
 */
export async function renewalOffers(
  db: Executor,
  viewer: Viewer,
  list: Pick<CertificateRow, "id" | "businessId" | "status" | "expiryDate">[],
  now: Date = new Date(),
): Promise<Map<string, RenewalOffer>> {
  const offers = new Map<string, RenewalOffer>();
  if (list.length === 0) return offers;
  const open = await db
    .select({ id: applications.id, certificateId: applications.certificateId })
    .from(applications)
    .where(
      and(
        inArray(
          applications.certificateId,
          list.map((c) => c.id),
        ),
        inArray(applications.status, openRenewalStatuses),
      ),
    );
  const timeZone = getEnv().PROGRAMME_TIME_ZONE;
  for (const c of list) {
    const openId = open.find((o) => o.certificateId === c.id)?.id ?? null;
    const mayRenew = can(viewer, "certificate.renew", c);
    offers.set(c.id, {
      canStart: mayRenew && !openId && renewalWindow(c, now, timeZone).open,
      openRenewalId: mayRenew ? openId : null,
    });
  }
  return offers;
}
