import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { DataTable, type DataColumn } from "~/components/data-table";
import { FilterSearch, FilterSelect, FilterText } from "~/components/filter-bar";
import { FormMessage, SubmitButton } from "~/components/form";
import { ListScreen } from "~/components/list-screen";
import { Pagination } from "~/components/pagination";
import { pluralize, pluralWord } from "~/lib/format";
import type { CertificateListPage } from "../certificate-pages.server";
import {
  certificateExpiryWindows,
  certificateFilterStateLabels,
  certificateFilterStates,
  certificateFilterStatuses,
  certificateRenewPath,
  certificateAppealPath,
  certificateViewPath,
  effectiveStatusLabels,
  formatCertificateDate,
} from "../certificate-rules";
import { AccreditationBadge } from "~/components/accreditation-badge";
import { formatDay } from "~/lib/format";
import { renewalOpensOn } from "~/domain/accreditation-state";
import { accreditationHeadline } from "../accreditation-text";

type Row = CertificateListPage["rows"][number];

/** Staff: the approved, membership-paid applications waiting for a certificate. */
function GenerateCertificates({
  eligible,
  error,
}: {
  eligible: CertificateListPage["eligible"];
  error?: string;
}) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const generating =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "generate";
  const pageLink = (p: number) => {
    const next = new URLSearchParams(searchParams);
    next.set("cpage", String(p));
    return `?${next.toString()}`;
  };
  return (
    <section
      aria-labelledby="generate-h"
      className="rounded-lg border border-brand-200 bg-brand-50 p-5"
    >
      <h2 id="generate-h" className="text-lg font-semibold text-slate-900">
        Generate certificate
      </h2>
      {!eligible || eligible.total === 0 ? (
        <p className="mt-2 text-sm text-slate-800">
          No approved application with the membership fee paid is waiting for a certificate.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-800">
            {pluralize(eligible.total, "approved application")} with the membership fee paid{" "}
            {pluralWord(eligible.total, "is", "are")} waiting for a certificate.
          </p>
          {error ? (
            <div className="mt-3">
              <FormMessage kind="error">{error}</FormMessage>
            </div>
          ) : null}
          <ul
            className="mt-3 divide-y divide-brand-100 rounded-md border border-brand-200 bg-white"
            aria-label="Approved applications waiting for a certificate"
          >
            {eligible.rows.map((a) => (
              <li
                key={a.id}
                className="flex flex-wrap items-center justify-between gap-3 px-3 py-2"
              >
                <Link
                  to={`/dashboard/applications/${a.id}`}
                  className="font-medium text-brand-800 underline"
                >
                  {a.businessName}
                </Link>
                <Form method="post">
                  <input type="hidden" name="intent" value="generate" />
                  <input type="hidden" name="applicationId" value={a.id} />
                  <SubmitButton
                    pending={generating && navigation.formData?.get("applicationId") === a.id}
                    pendingLabel="Generating…"
                    aria-label={`Generate certificate for ${a.businessName}`}
                  >
                    Generate certificate
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
          <Pagination
            page={eligible.page}
            pageCount={eligible.pageCount}
            hrefFor={pageLink}
            className="mt-3"
          />
        </>
      )}
    </section>
  );
}

/** What the business does about renewal, from the accreditation state (decision 050). */
function RenewalCell({ row }: { row: Row }) {
  const state = row.accreditation;
  if (row.renewal?.openRenewalId) {
    return (
      <Link
        to={`/dashboard/applications/${row.renewal.openRenewalId}`}
        className="text-brand-800 underline"
      >
        Renewal in progress
      </Link>
    );
  }
  if (state.kind === "revoked") {
    return (
      <span className="text-slate-800">
        Revoked: cannot be renewed.{" "}
        <Link to={certificateAppealPath(row.id)} className="text-brand-800 underline">
          How to appeal
        </Link>
      </span>
    );
  }
  if (state.kind === "suspended") {
    return (
      <span className="text-slate-800">
        Suspended: cannot be renewed until reinstated.{" "}
        <Link to={certificateAppealPath(row.id)} className="text-brand-800 underline">
          How to appeal
        </Link>
      </span>
    );
  }
  if (row.renewal?.canStart) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <Link
          to={certificateRenewPath(row.id)}
          className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
          aria-label={`Renew certificate ${row.certificateNumber}`}
        >
          {/* Visible text inside the accessible name (WCAG 2.5.3). */}
          Renew
        </Link>
        {state.kind === "in-grace" ? (
          <span className="text-sm text-slate-800">
            In grace until {formatDay(state.graceUntil)}
          </span>
        ) : null}
      </span>
    );
  }
  if (state.kind === "lapsed") {
    return (
      <span className="text-slate-800">
        Lapsed: the renewal period has ended.{" "}
        <Link to="/dashboard/applications/new" className="text-brand-800 underline">
          Apply again
        </Link>
      </span>
    );
  }
  if (state.kind === "accredited") {
    return (
      <span className="text-slate-700">
        Renewal opens {formatDay(renewalOpensOn(state.validUntil))}
      </span>
    );
  }
  return <span className="text-slate-700">{accreditationHeadline(state)}</span>;
}

const dateCell = (iso: string) => (
  <time dateTime={iso}>{formatCertificateDate(new Date(iso))}</time>
);

const columns: DataColumn<Row>[] = [
  {
    key: "number",
    header: "Number",
    sortable: true,
    className: "whitespace-nowrap",
    cell: (row) => (
      <Link
        to={certificateViewPath(row.id)}
        className="font-medium text-brand-800 underline"
        aria-label={`Certificate ${row.certificateNumber}, ${row.businessName}`}
      >
        {row.certificateNumber}
      </Link>
    ),
  },
  {
    key: "business",
    header: "Business",
    sortable: true,
    className: "text-slate-900",
    cell: (row) => row.businessName,
  },
  { key: "address", header: "Address", className: "text-slate-800", cell: (row) => row.address },
  {
    key: "issued",
    header: "Issue date",
    sortable: true,
    className: "whitespace-nowrap text-slate-800",
    cell: (row) => dateCell(row.issueDate),
  },
  {
    key: "expiry",
    header: "Expiry",
    sortable: true,
    className: "whitespace-nowrap text-slate-800",
    cell: (row) => dateCell(row.expiryDate),
  },
  {
    key: "status",
    header: "Status",
    sortable: true,
    cell: (row) => <AccreditationBadge kind={row.accreditation.kind} />,
  },
];

const renewalColumn: DataColumn<Row> = {
  key: "renewal",
  header: "Renewal",
  className: "whitespace-nowrap",
  cell: (row) => <RenewalCell row={row} />,
};

/** Certificates (staff) or My Certificates (a business). */
export function CertificateListScreen({
  page: data,
  error,
}: {
  page: CertificateListPage;
  /** The refusal of a Generate certificate button. */
  error?: string;
}) {
  const { title, isStaff, filters, sort, eligible, rows, total, page, pageCount } = data;
  const filtered = Boolean(
    filters.status || filters.state || filters.within || filters.region || filters.q,
  );
  return (
    <ListScreen
      title={title}
      intro={
        isStaff
          ? "Every certificate issued by the programme, newest first."
          : "Your certificates of accreditation. Open one to see it or download the PDF."
      }
      afterHeading={isStaff ? <GenerateCertificates eligible={eligible} error={error} /> : null}
      filters={
        isStaff
          ? {
              label: "Filter certificates",
              filtered,
              fields: (
                <>
                  <FilterSelect
                    id="cert-status"
                    name="status"
                    label="Status"
                    value={filters.status}
                    allLabel="All statuses"
                    options={certificateFilterStatuses.map((s) => ({
                      value: s,
                      label: effectiveStatusLabels[s],
                    }))}
                  />
                  <FilterSelect
                    id="cert-state"
                    name="state"
                    label="Accreditation state today"
                    value={filters.state}
                    allLabel="All states"
                    options={certificateFilterStates.map((s) => ({
                      value: s,
                      label: certificateFilterStateLabels[s],
                    }))}
                  />
                  <FilterSelect
                    id="cert-within"
                    name="within"
                    label="Expires within"
                    value={filters.within}
                    allLabel="Any time"
                    options={certificateExpiryWindows.map((d) => ({
                      value: d,
                      label: `${d} days`,
                    }))}
                  />
                  <FilterText
                    id="cert-region"
                    name="region"
                    label="State/province"
                    value={filters.region}
                    maxLength={100}
                  />
                  <FilterSearch
                    id="cert-q"
                    label="Search business name, e-mail or certificate number"
                    value={filters.q}
                    maxLength={100}
                  />
                </>
              ),
            }
          : undefined
      }
      summary={{
        total,
        noun: "certificate",
        exportPath: "/dashboard/certificates/export",
        exportWhat: title,
      }}
      page={page}
      pageCount={pageCount}
      isEmpty={rows.length === 0}
      empty={
        <>
          <p className="text-slate-700">
            {filtered
              ? "No certificates match these filters."
              : isStaff
                ? "No certificates have been issued yet."
                : "You have no certificates yet. Your certificate appears here once your application is approved and the membership fee is paid."}
          </p>
          {!isStaff ? (
            <p className="mt-4">
              <Link to="/dashboard/applications" className="text-brand-800 underline">
                Go to my applications
              </Link>
            </p>
          ) : null}
        </>
      }
    >
      <DataTable
        caption={title}
        rows={rows}
        rowKey={(row) => row.id}
        sort={sort}
        testId="certificates-table"
        columns={isStaff ? columns : [...columns, renewalColumn]}
      />
    </ListScreen>
  );
}
