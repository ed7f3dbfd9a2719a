import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { AccreditationStatus } from "~/modules/certificates";
import { describeServiceArea } from "~/modules/places";
import { PageContainer, PublicErrorPage } from "~/modules/site-content";
import { formatVerificationDate } from "~/modules/verification";
import type { UnlistedBusiness } from "../get-unlisted-business.server";
import type { DirectoryBusiness } from "../get-directory-business.server";
import { ReportConcernLink } from "~/modules/complaints";

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-700">{term}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

/** A certified business's public page (/directory/{id}): address, services, contact, certificate. */
function ServiceAreaMapFigure({ business }: { business: DirectoryBusiness }) {
  const map = business.map;
  if (!map) return null;
  const words = describeServiceArea(business.area);
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
        <title id="service-area-map-title">{`Map of the area served: ${words}`}</title>
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
        The shaded area is where the business works; the dot is its base
        {baseName ? `, ${baseName}` : ""}. Boundaries: Natural Earth and US Census Bureau.
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
  const phoneHref = `tel:${business.contactPhone.replace(/[^+\d]/g, "")}`;
  const areaWords = describeServiceArea(business.area);
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
          Certified business
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
            About this business
          </h2>
          <dl className="mt-4 grid gap-6 sm:grid-cols-2">
            <Item term="Address">
              <address className="not-italic">
                {business.street ? <span className="block">{business.street}</span> : null}
                <span className="block">
                  {[business.city, business.region, business.postalCode].filter(Boolean).join(", ")}
                </span>
                {business.country ? <span className="block">{business.country}</span> : null}
              </address>
            </Item>
            <Item term="Service area">
              <span data-testid="service-area-words">
                {areaWords || business.serviceArea || "Not stated"}
              </span>
              {areaWords && business.serviceArea ? (
                <span className="mt-1 block text-sm text-slate-700">{business.serviceArea}</span>
              ) : null}
            </Item>
            {business.description ? (
              <div className="sm:col-span-2">
                <dt className="text-sm font-medium text-slate-700">About the work</dt>
                <dd className="mt-1 text-slate-900">{business.description}</dd>
              </div>
            ) : null}
            <div className="sm:col-span-2">
              <dt className="text-sm font-medium text-slate-700">Services offered</dt>
              <dd className="mt-1 text-slate-900">
                {business.services.length > 0 ? (
                  <ul className="list-disc space-y-1 pl-5">
                    {business.services.map((service) => (
                      <li key={service}>{service}</li>
                    ))}
                  </ul>
                ) : (
                  "Not stated"
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
              Contact
            </h2>
            <dl className="mt-3 space-y-3">
              <Item term="Contact person">{business.contactName}</Item>
              <Item term="E-mail">
                <a
                  href={`mailto:${business.contactEmail}`}
                  className="break-all text-brand-800 underline"
                >
                  {business.contactEmail}
                </a>
              </Item>
              <Item term="Phone">
                <a href={phoneHref} className="text-brand-800 underline">
                  {business.contactPhone}
                </a>
              </Item>
            </dl>
          </section>
          <section
            aria-label="Certificate"
            className="rounded-xl border border-green-700 bg-green-50 p-5"
          >
            <AccreditationStatus state={business.accreditation} />
            <dl className="mt-3 space-y-3">
              <Item term="Certified since">
                <time dateTime={business.certifiedSince}>
                  {formatVerificationDate(business.certifiedSince)}
                </time>
              </Item>
              <Item term="Certificate number">
                <Link
                  to={`/verify/${encodeURIComponent(business.certificateNumber)}`}
                  className="font-mono text-brand-800 underline"
                >
                  {business.certificateNumber}
                  <span className="sr-only"> (verify this certificate)</span>
                </Link>
              </Item>
            </dl>
            <p className="mt-3">
              <Link
                to={`/verify/${encodeURIComponent(business.certificateNumber)}`}
                className="font-medium text-brand-800 underline"
              >
                Verify this certificate
              </Link>
            </p>
            {resolvedComplaints !== undefined && resolvedComplaints !== null ? (
              <p className="mt-3 text-sm text-slate-700" data-testid="resolved-complaints">
                Resolved complaints in the last 12 months: {resolvedComplaints}
              </p>
            ) : null}
            <div className="mt-3">
              <ReportConcernLink certificateNumber={business.certificateNumber} />
            </div>
          </section>
        </aside>
      </div>

      <p className="mt-10">
        <Link to="/directory" className="font-medium text-brand-800 underline">
          Back to the directory
        </Link>
      </p>
    </PageContainer>
  );
}

/** Unknown or no-longer-certified business: a public not-found screen. */
export function DirectoryBusinessErrorPage() {
  const error = useRouteError();
  const unlisted =
    isRouteErrorResponse(error) && error.status === 404
      ? (error.data as { unlisted?: UnlistedBusiness } | undefined)?.unlisted
      : undefined;
  if (unlisted) return <UnlistedBusinessPage business={unlisted} />;
  return (
    <PublicErrorPage
      notFound={isRouteErrorResponse(error) && error.status === 404}
      notFoundTitle="Business not found"
      notFoundText="This business is not in the directory. Its certificate may have expired or been revoked, or the link may be mistyped."
      failedText="We could not load this business. Please try again in a moment."
      backTo="/directory"
      backLabel="Back to the directory"
    />
  );
}

/** A business that left the directory: its state in words and its certificate's status page. */
function UnlistedBusinessPage({ business }: { business: UnlistedBusiness }) {
  return (
    <PageContainer>
      <section
        aria-labelledby="unlisted-title"
        className="mx-auto max-w-xl rounded-lg border border-amber-300 bg-amber-50 p-8"
        data-testid="directory-unlisted"
      >
        <h1 id="unlisted-title" className="text-2xl font-bold text-slate-900">
          {business.businessName} is not in the directory
        </h1>
        <p className="mt-3 text-slate-800">
          {business.suspended
            ? "Its accreditation is suspended while the programme looks into it: it is not listed until the programme lifts the suspension."
            : "Its certificate is no longer in force, so it is no longer listed."}{" "}
          Certificate status: {business.headline}.
        </p>
        <p className="mt-4">
          <Link to={business.verifyPath} className="font-medium text-brand-800 underline">
            See its certificate&apos;s current status
          </Link>
        </p>
        <p className="mt-2">
          <Link to="/directory" className="font-medium text-brand-800 underline">
            Find an accredited business in the directory
          </Link>
        </p>
      </section>
    </PageContainer>
  );
}
