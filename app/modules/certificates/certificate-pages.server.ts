import QRCode from "qrcode";
import { z } from "zod";
import type { Database, Executor } from "~/lib/db.server";
import type { Viewer } from "~/modules/permissions";
import { getCertifiedStandardsVersion } from "~/modules/audits/index.server";
import { can } from "~/modules/permissions";
import { type CertificateRecord } from "./certificate-record.server";
import { addressLines, addressText } from "./certificate-rules";
import { getCertificate } from "./get-certificate.server";
import { accreditationClock, certificateFacts } from "./get-accreditation.server";
import { certificateStamp } from "./generate-certificate-pdf.server";
import { accreditationOf, isAccredited } from "~/domain/accreditation-state";
import { getEnv } from "~/lib/env.server";
import { siteName } from "~/lib/site-config";
import { linkedInAddToProfileUrl } from "./add-to-linkedin";
import { sealPath, sealSnippet, sealViewOf } from "./certificate-seal";
import { listCertifiableApplications } from "./list-certifiable-applications.server";
import {
  listCertificates,
  parseCertificateListQuery,
  seesAllCertificates,
} from "./list-certificates.server";

/** Whether the viewer may renew a certificate now, or which renewal is in progress. */
export type CertificateRenewalOffer = { canStart: boolean; openRenewalId: string | null };

/**
 * The renewal offers of listed certificates. The renewals module answers
 * (`renewalOffers`); it depends on this module, so the route passes it in.
 */
export type RenewalOffersOf = (
  db: Executor,
  viewer: Viewer,
  rows: CertificateRecord[],
) => Promise<Map<string, CertificateRenewalOffer>>;

const certifiableQuerySchema = z.object({
  cpage: z.coerce.number().int().min(1).optional().catch(undefined),
});

/**
 * Certificates (staff: every certificate, filters and the applications waiting
 * for one) or My Certificates (a business: its own, with the renewal offer).
 */
export async function certificateListPage(
  db: Database,
  viewer: Viewer,
  params: URLSearchParams,
  offersOf: RenewalOffersOf,
) {
  const query = parseCertificateListQuery(params, viewer);
  const { cpage } = certifiableQuerySchema.parse(Object.fromEntries(params));
  const isStaff = seesAllCertificates(viewer);
  const [list, eligible] = await Promise.all([
    listCertificates(db, viewer, query),
    can(viewer, "certificate.generate")
      ? listCertifiableApplications(db, viewer, { page: cpage })
      : null,
  ]);
  const offers = await offersOf(db, viewer, list.rows);
  const clock = accreditationClock();
  return {
    title: isStaff ? "Certificates" : "My Certificates",
    isStaff,
    filters: {
      status: query.status ?? "",
      state: query.state ?? "",
      within: query.within ?? "",
      region: query.region ?? "",
      q: query.q ?? "",
    },
    sort: query.sort!,
    eligible,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    rows: list.rows.map((r) => ({
      id: r.id,
      certificateNumber: r.certificateNumber,
      businessName: r.businessName,
      address: addressText(r.businessAddress),
      issueDate: r.issueDate.toISOString(),
      expiryDate: r.expiryDate.toISOString(),
      status: r.effectiveStatus,
      accreditation: accreditationOf([certificateFacts(r)], clock),
      renewal: offers.get(r.id) ?? null,
    })),
  };
}

export type CertificateListPage = Awaited<ReturnType<typeof certificateListPage>>;

/** The notices the page shows after a redirect (their texts: certificate-ui-messages.ts). */
const notices = ["generated", "existing"] as const;
type Notice = (typeof notices)[number];
const isNotice = (value: string | null): value is Notice => notices.includes(value as Notice);

/** One certificate as its page shows it: the card, its QR code, revocation and renewal. */
export async function certificatePage(
  db: Database,
  viewer: Viewer,
  id: string,
  params: URLSearchParams,
  offersOf: RenewalOffersOf,
) {
  const record = await getCertificate(db, viewer, id);
  const standardsVersion = await getCertifiedStandardsVersion(db, record.id);
  const accreditation = accreditationOf(
    [certificateFacts(record, standardsVersion)],
    accreditationClock(),
  );
  const stamp = certificateStamp(record);
  const qrDataUrl = await QRCode.toDataURL(record.verificationUrl, {
    errorCorrectionLevel: "M",
    margin: 1,
    width: 256,
  });
  const notice = params.get("notice");
  const renewal = (await offersOf(db, viewer, [record])).get(record.id) ?? null;
  const isOwnView = !seesAllCertificates(viewer);
  const inForce = isAccredited(accreditation);
  return {
    renewal,
    seal: sealOnPage(record, accreditation),
    /** LinkedIn's add-to-profile link: for the business, while its certificate is in force. */
    linkedInUrl:
      isOwnView && inForce && accreditation.kind !== "never"
        ? linkedInAddToProfileUrl({
            name: "Humane Wildlife Control Accreditation",
            organizationName: siteName,
            issuedOn: accreditation.certificate.issuedOn,
            expiresOn: accreditation.certificate.expiresOn,
            certUrl: record.verificationUrl,
            certId: record.certificateNumber,
          })
        : null,
    certificate: {
      id: record.id,
      applicationId: record.applicationId,
      certificateNumber: record.certificateNumber,
      businessName: record.businessName,
      addressLines: addressLines(record.businessAddress),
      issueDate: record.issueDate.toISOString(),
      expiryDate: record.expiryDate.toISOString(),
      status: record.effectiveStatus,
      revokedAt: record.revokedAt ? record.revokedAt.toISOString() : null,
      revocationReason: record.revocationReason,
      verificationUrl: record.verificationUrl,
      verificationCode: record.verificationCode,
      standardsVersion,
      stamp: stamp ? { label: stamp.label, date: stamp.date.toISOString() } : null,
    },
    accreditation,
    /** The business's own view: what its state means and what to do. */
    isOwnView,
    qrDataUrl,
    canRevoke: can(viewer, "certificate.revoke") && record.status !== "revoked",
    /** Staff suspend a certificate in force, or reinstate a suspended one (decision 056). */
    suspension:
      record.status === "suspended" && can(viewer, "certificate.reinstate")
        ? {
            mode: "reinstate" as const,
            facts: {
              since: record.suspendedAt ? record.suspendedAt.toISOString() : null,
              reviewOn: record.suspensionReviewOn,
              reason: record.suspensionReason,
            },
          }
        : inForce && can(viewer, "certificate.suspend")
          ? { mode: "suspend" as const, facts: null }
          : null,
    /** The business's "Appeal this decision" link (decision 057), set by the route. */
    appealPath: null as string | null,
    notice: isNotice(notice) ? notice : null,
  };
}

export type CertificatePageData = Awaited<ReturnType<typeof certificatePage>>;

/**
 * The live seal as the certificate page offers it (decision 053): the HTML to
 * paste, what it shows now, and a preview address that changes with the
 * state (so the page never shows a preview the browser kept from before).
 */
function sealOnPage(record: CertificateRecord, accreditation: ReturnType<typeof accreditationOf>) {
  if (accreditation.kind === "never") return null;
  const view = sealViewOf(accreditation, record);
  return {
    snippet: sealSnippet({
      baseUrl: getEnv().baseUrl,
      verificationCode: record.verificationCode,
      verificationUrl: record.verificationUrl,
      businessName: record.businessName,
    }),
    label: view.label,
    inForce: isAccredited(accreditation),
    previewSrc: `${sealPath(record.verificationCode, "svg")}?state=${encodeURIComponent(`${view.kind}-${view.detail}`.replace(/[^A-Za-z0-9]+/g, "-"))}`,
  };
}
