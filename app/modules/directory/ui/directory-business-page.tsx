import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { PageContainer, PublicErrorPage } from "~/modules/site-content";
import { useFormat } from "~/lib/i18n/use-format";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import type { UnlistedBusiness } from "../get-unlisted-business.server";
import type { DirectoryBusiness } from "../get-directory-business.server";
import { ReportConcernLink } from "~/modules/complaints";
import {
  accreditationHeadlineText,
  businessMessages as m,
  serviceAreaWords,
  serviceName,
} from "../directory-messages";
import { PublicAccreditationStatus } from "./public-accreditation-status";

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-700">{term}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

/** A certified business's public page (/directory/{id}): address, services, contact, certificate. */
function ServiceAreaMapFigure({ business }: { business: DirectoryBusiness }) {
  const intl = useIntl();
  const map = business.map;
  if (!map) return null;
  const words = serviceAreaWords(intl, business.area);
  // The base's place, named on the map beside its dot ("Beverly Hills, CA" of "Beverly Hills, CA 90210").
  const baseName = business.area?.baseLabel.replace(/\s+\d{5}$/, "") ?? "";
  return (
    <figure className="mt-4 max-w-xl">
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        role="img"
        aria-labelledby="service-area-map-title"
        className="h-auto w-full rounded-lg border border-slate-300 bg-sky-50"
        data-testid="service-area-map"
      >
        <title id="service-area-map-title">{intl.formatMessage(m.mapTitle, { area: words })}</title>
        <path d={map.land} fill="#f1f5f9" stroke="none" />
        {map.regions ? <path d={map.regions} fill="#bbf7d0" stroke="none" /> : null}
        <path d={map.borders} fill="none" stroke="#94a3b8" strokeWidth={0.8} />
        {map.area ? (
          <path d={map.area} fill="#15803d" fillOpacity={0.18} stroke="#166534" strokeWidth={1.5} />
        ) : null}
        <circle
          cx={map.base[0]}
          cy={map.base[1]}
          r={5}
          fill="#14532d"
          stroke="#fff"
          strokeWidth={2}
        />
        {baseName ? (
          <text
            x={map.base[0] + (map.base[0] > map.width * 0.7 ? -9 : 9)}
            y={map.base[1] - 9}
            textAnchor={map.base[0] > map.width * 0.7 ? "end" : "start"}
            fontSize={14}
            fontWeight={600}
            fill="#0f172a"
            stroke="#fff"
            strokeWidth={3}
            paintOrder="stroke"
            data-testid="service-area-map-label"
          >
            {baseName}
          </text>
        ) : null}
      </svg>
      <figcaption className="mt-1 text-sm text-slate-700">
        {baseName
          ? intl.formatMessage(m.mapCaptionBase, { base: baseName })
          : intl.formatMessage(m.mapCaption)}
      </figcaption>
    </figure>
  );
}

export function DirectoryBusinessPage({
  business,
  jsonLd,
  resolvedComplaints,
}: {
  business: DirectoryBusiness;
  jsonLd?: string;
  /** Shown only when the programme turns the count on (COMPLAINTS_PUBLIC_COUNT, decision 058). */
  resolvedComplaints?: number | null;
}) {
  const intl = useIntl();
  const to = useLocalizePath();
  const f = useFormat();
  const phoneHref = `tel:${business.contactPhone.replace(/[^+\d]/g, "")}`;
  const areaWords = serviceAreaWords(intl, business.area);
  const verifyPath = to(`/verify/${encodeURIComponent(business.certificateNumber)}`);
  return (
    <PageContainer>
      {jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      ) : null}
      <div className="border-b border-slate-200 pb-6">
        <p className="inline-flex items-center gap-2 rounded-full bg-green-800 px-3 py-1 text-sm font-semibold text-white">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              stroke="currentColor"
              strokeWidth={2.5}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <FormattedMessage {...m.certified} />
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {business.businessName}
        </h1>
        <p className="mt-2 text-lg text-slate-700">
          {[business.city, business.region, business.country].filter(Boolean).join(", ")}
        </p>
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <section aria-labelledby="business-about" className="lg:col-span-2">
          <h2 id="business-about" className="text-xl font-semibold text-slate-900">
            <FormattedMessage {...m.about} />
          </h2>
          <dl className="mt-4 grid gap-6 sm:grid-cols-2">
            <Item term={intl.formatMessage(m.address)}>
              <address className="not-italic">
                {business.street ? <span className="block">{business.street}</span> : null}
                <span className="block">
                  {[business.city, business.region, business.postalCode].filter(Boolean).join(", ")}
                </span>
                {business.country ? <span className="block">{business.country}</span> : null}
              </address>
            </Item>
            <Item term={intl.formatMessage(m.serviceArea)}>
              <span data-testid="service-area-words">
                {areaWords || business.serviceArea || intl.formatMessage(m.notStated)}
              </span>
              {areaWords && business.serviceArea ? (
                <span className="mt-1 block text-sm text-slate-700">{business.serviceArea}</span>
              ) : null}
            </Item>
            {business.description ? (
              <div className="sm:col-span-2">
                <dt className="text-sm font-medium text-slate-700">
                  <FormattedMessage {...m.aboutWork} />
                </dt>
                <dd className="mt-1 text-slate-900">{business.description}</dd>
              </div>
            ) : null}
            <div className="sm:col-span-2">
              <dt className="text-sm font-medium text-slate-700">
                <FormattedMessage {...m.servicesOffered} />
              </dt>
              <dd className="mt-1 text-slate-900">
                {business.services.length > 0 ? (
                  <ul className="list-disc space-y-1 pl-5">
                    {business.services.map((service) => (
                      <li key={service}>{serviceName(intl, service)}</li>
                    ))}
                  </ul>
                ) : (
                  intl.formatMessage(m.notStated)
                )}
              </dd>
            </div>
          </dl>
          <ServiceAreaMapFigure business={business} />
        </section>

        <aside className="space-y-6">
          <section
            aria-labelledby="business-contact"
            className="rounded-xl border border-slate-200 p-5"
          >
            <h2 id="business-contact" className="text-lg font-semibold text-slate-900">
              <FormattedMessage {...m.contact} />
            </h2>
            <dl className="mt-3 space-y-3">
              <Item term={intl.formatMessage(m.contactPerson)}>{business.contactName}</Item>
              <Item term={intl.formatMessage(m.email)}>
                <a
                  href={`mailto:${business.contactEmail}`}
                  className="break-all text-brand-800 underline"
                >
                  {business.contactEmail}
                </a>
              </Item>
              <Item term={intl.formatMessage(m.phone)}>
                <a href={phoneHref} className="text-brand-800 underline">
                  {business.contactPhone}
                </a>
              </Item>
            </dl>
          </section>
          <section
            aria-label={intl.formatMessage(m.certificate)}
            className="rounded-xl border border-green-700 bg-green-50 p-5"
          >
            <PublicAccreditationStatus state={business.accreditation} />
            <dl className="mt-3 space-y-3">
              <Item term={intl.formatMessage(m.certifiedSince)}>
                <time dateTime={business.certifiedSince}>{f.date(business.certifiedSince)}</time>
              </Item>
              <Item term={intl.formatMessage(m.certificateNumber)}>
                <Link to={verifyPath} className="font-mono text-brand-800 underline">
                  {business.certificateNumber}
                  <span className="sr-only">{` ${intl.formatMessage(m.verifyHidden)}`}</span>
                </Link>
              </Item>
            </dl>
            <p className="mt-3">
              <Link to={verifyPath} className="font-medium text-brand-800 underline">
                <FormattedMessage {...m.verify} />
              </Link>
            </p>
            {resolvedComplaints !== undefined && resolvedComplaints !== null ? (
              <p className="mt-3 text-sm text-slate-700" data-testid="resolved-complaints">
                <FormattedMessage
                  {...m.resolvedComplaints}
                  values={{ count: resolvedComplaints }}
                />
              </p>
            ) : null}
            <div className="mt-3">
              <ReportConcernLink certificateNumber={business.certificateNumber} />
            </div>
          </section>
        </aside>
      </div>

      <p className="mt-10">
        <Link to={to("/directory")} className="font-medium text-brand-800 underline">
          <FormattedMessage {...m.back} />
        </Link>
      </p>
    </PageContainer>
  );
}

/** Unknown or no-longer-certified business: a public not-found screen. */
export function DirectoryBusinessErrorPage() {
  const error = useRouteError();
  const intl = useIntl();
  const to = useLocalizePath();
  const unlisted =
    isRouteErrorResponse(error) && error.status === 404
      ? (error.data as { unlisted?: UnlistedBusiness } | undefined)?.unlisted
      : undefined;
  if (unlisted) return <UnlistedBusinessPage business={unlisted} />;
  return (
    <PublicErrorPage
      notFound={isRouteErrorResponse(error) && error.status === 404}
      notFoundTitle={intl.formatMessage(m.notFoundTitle)}
      notFoundText={intl.formatMessage(m.notFoundText)}
      failedText={intl.formatMessage(m.failedText)}
      backTo={to("/directory")}
      backLabel={intl.formatMessage(m.back)}
    />
  );
}

/** A business that left the directory: its state in words and its certificate's status page. */
function UnlistedBusinessPage({ business }: { business: UnlistedBusiness }) {
  const intl = useIntl();
  const to = useLocalizePath();
  const f = useFormat();
  return (
    <PageContainer>
      <section
        aria-labelledby="unlisted-title"
        className="mx-auto max-w-xl rounded-lg border border-amber-300 bg-amber-50 p-8"
        data-testid="directory-unlisted"
      >
        <h1 id="unlisted-title" className="text-2xl font-bold text-slate-900">
          <FormattedMessage {...m.unlistedTitle} values={{ name: business.businessName }} />
        </h1>
        <p className="mt-3 text-slate-800">
          {intl.formatMessage(
            business.accreditation.kind === "suspended"
              ? m.unlistedSuspended
              : m.unlistedNotInForce,
          )}{" "}
          {intl.formatMessage(m.unlistedStatus, {
            status: accreditationHeadlineText(intl, business.accreditation, f.day),
          })}
        </p>
        <p className="mt-4">
          <Link to={to(business.verifyPath)} className="font-medium text-brand-800 underline">
            <FormattedMessage {...m.unlistedSeeStatus} />
          </Link>
        </p>
        <p className="mt-2">
          <Link to={to("/directory")} className="font-medium text-brand-800 underline">
            <FormattedMessage {...m.unlistedFind} />
          </Link>
        </p>
      </section>
    </PageContainer>
  );
}
