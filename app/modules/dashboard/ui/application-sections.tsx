import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "~/components/form";
import { AccreditationBadge } from "~/components/accreditation-badge";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { countryMessages, serviceOptionMessages } from "~/modules/applications";
import {
  accreditationHeadlineIn,
  certificateViewPath,
  standardsVersionIn,
} from "~/modules/certificates";
import type { ApplicationPageData } from "../get-application-page.server";

const m = defineMessages({
  certificate: { id: "dashboard.application.certificate", defaultMessage: "Certificate" },
  certificateNumber: {
    id: "dashboard.application.certificateNumber",
    defaultMessage: "Certificate {number}",
  },
  canIssue: {
    id: "dashboard.application.canIssue",
    defaultMessage:
      "The application is approved and the membership fee is paid: the certificate can be issued.",
  },
  generating: { id: "dashboard.application.generating", defaultMessage: "Generating…" },
  generate: { id: "dashboard.application.generate", defaultMessage: "Generate certificate" },
  details: { id: "dashboard.application.details", defaultMessage: "Business and contact" },
  businessName: { id: "dashboard.application.businessName", defaultMessage: "Business name" },
  address: { id: "dashboard.application.address", defaultMessage: "Address" },
  contact: { id: "dashboard.application.contact", defaultMessage: "Contact" },
  email: { id: "dashboard.application.email", defaultMessage: "E-mail" },
  phone: { id: "dashboard.application.phone", defaultMessage: "Phone" },
  services: { id: "dashboard.application.services", defaultMessage: "Services offered" },
  serviceArea: { id: "dashboard.application.serviceArea", defaultMessage: "Service area" },
  created: { id: "dashboard.application.created", defaultMessage: "Created" },
  submitted: { id: "dashboard.application.submitted", defaultMessage: "Submitted" },
  lastChange: { id: "dashboard.application.lastChange", defaultMessage: "Last change" },
});

/** A stored English name (a service, a country) in the reader's language when it is one we know. */
function known(messages: Record<string, EnglishMessage>, value: string) {
  return Object.hasOwn(messages, value) ? messages[value] : undefined;
}

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
  const intl = useIntl();
  const f = useFormat();
  const t = (d: EnglishMessage, v?: Record<string, string | number>) => intl.formatMessage(d, v);
  const version = standardsVersionIn(accreditation, t);
  const navigation = useNavigation();
  if (!certificate.certificate && !certificate.canGenerate) return null;
  return (
    <section
      aria-labelledby="certificate-h"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="certificate-h" className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.certificate} />
      </h2>
      {certificate.certificate ? (
        <p className="mt-2 flex flex-wrap items-center gap-3 text-slate-900">
          <Link
            to={certificateViewPath(certificate.certificate.id)}
            className="font-medium text-brand-800 underline"
          >
            <FormattedMessage
              {...m.certificateNumber}
              values={{ number: certificate.certificate.certificateNumber }}
            />
          </Link>
          <AccreditationBadge kind={accreditation.kind} />
          <span className="text-sm text-slate-800" data-testid="accreditation-headline">
            {accreditationHeadlineIn(accreditation, t, f.day)}
            {version ? `. ${version}` : ""}
          </span>
        </p>
      ) : (
        <Form noValidate method="post" className="mt-2 space-y-3">
          <p className="text-sm text-slate-800">
            <FormattedMessage {...m.canIssue} />
          </p>
          <input type="hidden" name="intent" value="generate-certificate" />
          <SubmitButton
            pending={
              navigation.state !== "idle" &&
              navigation.formData?.get("intent") === "generate-certificate"
            }
            pendingLabel={intl.formatMessage(m.generating)}
          >
            <FormattedMessage {...m.generate} />
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
  const intl = useIntl();
  const f = useFormat();
  const country = known(countryMessages, a.country);
  const address = [
    a.street,
    [a.city, a.region].filter(Boolean).join(", "),
    a.postalCode,
    country ? intl.formatMessage(country) : a.country,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <section
      aria-labelledby="details-h"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="details-h" className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.details} />
      </h2>
      <dl className="mt-3 grid gap-x-3 gap-y-2 text-sm sm:grid-cols-3">
        <DetailRow label={intl.formatMessage(m.businessName)}>{a.businessName}</DetailRow>
        <DetailRow label={intl.formatMessage(m.address)}>{address}</DetailRow>
        <DetailRow label={intl.formatMessage(m.contact)}>{a.contactName}</DetailRow>
        <DetailRow label={intl.formatMessage(m.email)}>
          {a.contactEmail ? (
            <a href={`mailto:${a.contactEmail}`} className="text-brand-800 underline">
              {a.contactEmail}
            </a>
          ) : null}
        </DetailRow>
        <DetailRow label={intl.formatMessage(m.phone)}>{a.contactPhone}</DetailRow>
        <DetailRow label={intl.formatMessage(m.services)}>
          {a.servicesOffered.length > 0 ? (
            <ul className="list-inside list-disc">
              {a.servicesOffered.map((s) => {
                const service = known(serviceOptionMessages, s);
                return <li key={s}>{service ? intl.formatMessage(service) : s}</li>;
              })}
            </ul>
          ) : null}
        </DetailRow>
        <DetailRow label={intl.formatMessage(m.serviceArea)}>
          {a.serviceArea ? <span className="whitespace-pre-wrap">{a.serviceArea}</span> : null}
        </DetailRow>
        <DetailRow label={intl.formatMessage(m.created)}>{f.date(a.createdAt)}</DetailRow>
        <DetailRow label={intl.formatMessage(m.submitted)}>
          {a.submittedAt ? f.date(a.submittedAt) : null}
        </DetailRow>
        <DetailRow label={intl.formatMessage(m.lastChange)}>{f.dateTime(a.updatedAt)}</DetailRow>
      </dl>
    </section>
  );
}
