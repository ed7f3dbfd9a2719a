import { Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "~/components/form";
import { formatDate, formatDateTime } from "~/modules/applications";
import { AccreditationBadge } from "~/components/accreditation-badge";
import {
  accreditationHeadline,
  certificateViewPath,
  standardsVersionText,
} from "~/modules/certificates";
import type { ApplicationPageData } from "../get-application-page.server";

function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-slate-900 sm:col-span-2">{children || "—"}</dd>
    </>
  );
}

/** The certificate of an application, or the button that issues it once it can be. */
export function ApplicationCertificateSection({
  certificate,
  accreditation,
}: {
  certificate: ApplicationPageData["certificate"];
  /** Where the business stands by this certificate (decision 050). */
  accreditation: ApplicationPageData["accreditation"];
}) {
  const version = standardsVersionText(accreditation);
  const navigation = useNavigation();
  if (!certificate.certificate && !certificate.canGenerate) return null;
  return (
    <section
      aria-labelledby="certificate-h"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="certificate-h" className="text-lg font-semibold text-slate-900">
        Certificate
      </h2>
      {certificate.certificate ? (
        <p className="mt-2 flex flex-wrap items-center gap-3 text-slate-900">
          <Link
            to={certificateViewPath(certificate.certificate.id)}
            className="font-medium text-brand-800 underline"
          >
            Certificate {certificate.certificate.certificateNumber}
          </Link>
          <AccreditationBadge kind={accreditation.kind} />
          <span className="text-sm text-slate-800" data-testid="accreditation-headline">
            {accreditationHeadline(accreditation)}
            {version ? `. ${version}` : ""}
          </span>
        </p>
      ) : (
        <Form noValidate method="post" className="mt-2 space-y-3">
          <p className="text-sm text-slate-800">
            The application is approved and the membership fee is paid: the certificate can be
            issued.
          </p>
          <input type="hidden" name="intent" value="generate-certificate" />
          <SubmitButton
            pending={
              navigation.state !== "idle" &&
              navigation.formData?.get("intent") === "generate-certificate"
            }
            pendingLabel="Generating…"
          >
            Generate certificate
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}

/** Business and contact details of an application. */
export function ApplicationDetailsSection({
  application: a,
}: {
  application: ApplicationPageData["application"];
}) {
  const address = [a.street, [a.city, a.region].filter(Boolean).join(", "), a.postalCode, a.country]
    .filter(Boolean)
    .join(" · ");
  return (
    <section
      aria-labelledby="details-h"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="details-h" className="text-lg font-semibold text-slate-900">
        Business and contact
      </h2>
      <dl className="mt-3 grid gap-x-3 gap-y-2 text-sm sm:grid-cols-3">
        <DetailRow label="Business name">{a.businessName}</DetailRow>
        <DetailRow label="Address">{address}</DetailRow>
        <DetailRow label="Contact">{a.contactName}</DetailRow>
        <DetailRow label="E-mail">
          {a.contactEmail ? (
            <a href={`mailto:${a.contactEmail}`} className="text-brand-800 underline">
              {a.contactEmail}
            </a>
          ) : null}
        </DetailRow>
        <DetailRow label="Phone">{a.contactPhone}</DetailRow>
        <DetailRow label="Services offered">
          {a.servicesOffered.length > 0 ? (
            <ul className="list-inside list-disc">
              {a.servicesOffered.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          ) : null}
        </DetailRow>
        <DetailRow label="Service area">
          {a.serviceArea ? <span className="whitespace-pre-wrap">{a.serviceArea}</span> : null}
        </DetailRow>
        <DetailRow label="Created">{formatDate(a.createdAt)}</DetailRow>
        <DetailRow label="Submitted">{a.submittedAt ? formatDate(a.submittedAt) : null}</DetailRow>
        <DetailRow label="Last change">{formatDateTime(a.updatedAt)}</DetailRow>
      </dl>
    </section>
  );
}
