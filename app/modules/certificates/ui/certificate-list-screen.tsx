import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { DataTable, type DataColumn } from "~/components/data-table";
import { FilterSearch, FilterSelect, FilterText } from "~/components/filter-bar";
import { FormMessage, SubmitButton } from "~/components/form";
import { ListScreen } from "~/components/list-screen";
import { Pagination } from "~/components/pagination";
import type { CertificateListPage } from "../certificate-pages.server";
import {
  certificateExpiryWindows,
  certificateFilterStates,
  certificateFilterStatuses,
  certificateRenewPath,
  certificateAppealPath,
  certificateViewPath,
} from "../certificate-rules";
import { AccreditationBadge } from "~/components/accreditation-badge";
import { useFormat } from "~/lib/i18n/use-format";
import { renewalOpensOn } from "~/domain/accreditation-state";
import {
  accreditationHeadlineIn,
  certificateUiMessages as m,
  effectiveStatusMessages,
  filterStateMessages,
} from "./certificate-ui-messages";

type Row = CertificateListPage["rows"][number];

/** Staff: the approved, membership-paid applications waiting for a certificate. */
function GenerateCertificates({
  eligible,
  error,
}: {
  eligible: CertificateListPage["eligible"];
  error?: string;
}) {
  const intl = useIntl();
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
        <FormattedMessage {...m.generateTitle} />
      </h2>
      {!eligible || eligible.total === 0 ? (
        <p className="mt-2 text-sm text-slate-800">
          <FormattedMessage {...m.generateNone} />
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-800">
            <FormattedMessage {...m.generateWaiting} values={{ count: eligible.total }} />
          </p>
          {error ? (
            <div className="mt-3">
              <FormMessage kind="error">{error}</FormMessage>
            </div>
          ) : null}
          <ul
            className="mt-3 divide-y divide-brand-100 rounded-md border border-brand-200 bg-white"
            aria-label={intl.formatMessage(m.generateListLabel)}
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
                    pendingLabel={intl.formatMessage(m.generating)}
                    aria-label={intl.formatMessage(m.generateFor, { business: a.businessName })}
                  >
                    {intl.formatMessage(m.generateTitle)}
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
  const intl = useIntl();
  const f = useFormat();
  const state = row.accreditation;
  if (row.renewal?.openRenewalId) {
    return (
      <Link
        to={`/dashboard/applications/${row.renewal.openRenewalId}`}
        className="text-brand-800 underline"
      >
        <FormattedMessage {...m.renewalInProgress} />
      </Link>
    );
  }
  if (state.kind === "revoked") {
    return (
      <span className="text-slate-800">
        <FormattedMessage {...m.revokedNoRenew} />{" "}
        <Link to={certificateAppealPath(row.id)} className="text-brand-800 underline">
          <FormattedMessage {...m.howToAppeal} />
        </Link>
      </span>
    );
  }
  if (state.kind === "suspended") {
    return (
      <span className="text-slate-800">
        <FormattedMessage {...m.suspendedNoRenew} />{" "}
        <Link to={certificateAppealPath(row.id)} className="text-brand-800 underline">
          <FormattedMessage {...m.howToAppeal} />
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
          aria-label={intl.formatMessage(m.renewLabel, { number: row.certificateNumber })}
        >
          {/* Visible text inside the accessible name (WCAG 2.5.3). */}
          <FormattedMessage {...m.renew} />
        </Link>
        {state.kind === "in-grace" ? (
          <span className="text-sm text-slate-800">
            <FormattedMessage {...m.inGraceUntil} values={{ date: f.day(state.graceUntil) }} />
          </span>
        ) : null}
      </span>
    );
  }
  if (state.kind === "lapsed") {
    return (
      <span className="text-slate-800">
        <FormattedMessage {...m.lapsedNoRenew} />{" "}
        <Link to="/dashboard/applications/new" className="text-brand-800 underline">
          <FormattedMessage {...m.applyAgain} />
        </Link>
      </span>
    );
  }
  if (state.kind === "accredited") {
    return (
      <span className="text-slate-700">
        <FormattedMessage
          {...m.renewalOpens}
          values={{ date: f.day(renewalOpensOn(state.validUntil)) }}
        />
      </span>
    );
  }
  return (
    <span className="text-slate-700">
      {accreditationHeadlineIn(state, (d, v) => intl.formatMessage(d, v), f.day)}
    </span>
  );
}

function DateCell({ iso }: { iso: string }) {
  const f = useFormat();
  return <time dateTime={iso}>{f.date(iso)}</time>;
}

const dateCell = (iso: string) => <DateCell iso={iso} />;

function NumberLink({ row }: { row: Row }) {
  const intl = useIntl();
  return (
    <Link
      to={certificateViewPath(row.id)}
      className="font-medium text-brand-800 underline"
      aria-label={intl.formatMessage(m.rowLabel, {
        number: row.certificateNumber,
        business: row.businessName,
      })}
    >
      {row.certificateNumber}
    </Link>
  );
}

const columnsFor = (t: (d: typeof m.colNumber) => string): DataColumn<Row>[] => [
  {
    key: "number",
    header: t(m.colNumber),
    sortable: true,
    className: "whitespace-nowrap",
    cell: (row) => <NumberLink row={row} />,
  },
  {
    key: "business",
    header: t(m.colBusiness),
    sortable: true,
    className: "text-slate-900",
    cell: (row) => row.businessName,
  },
  {
    key: "address",
    header: t(m.colAddress),
    className: "text-slate-800",
    cell: (row) => row.address,
  },
  {
    key: "issued",
    header: t(m.colIssued),
    sortable: true,
    className: "whitespace-nowrap text-slate-800",
    cell: (row) => dateCell(row.issueDate),
  },
  {
    key: "expiry",
    header: t(m.colExpiry),
    sortable: true,
    className: "whitespace-nowrap text-slate-800",
    cell: (row) => dateCell(row.expiryDate),
  },
  {
    key: "status",
    header: t(m.status),
    sortable: true,
    cell: (row) => <AccreditationBadge kind={row.accreditation.kind} />,
  },
];

const renewalColumnFor = (t: (d: typeof m.colNumber) => string): DataColumn<Row> => ({
  key: "renewal",
  header: t(m.colRenewal),
  className: "whitespace-nowrap",
  cell: (row) => <RenewalCell row={row} />,
});

/** Certificates (staff) or My Certificates (a business). */
export function CertificateListScreen({
  page: data,
  error,
}: {
  page: CertificateListPage;
  /** The refusal of a Generate certificate button. */
  error?: string;
}) {
  const intl = useIntl();
  const t = (d: typeof m.colNumber) => intl.formatMessage(d);
  const { isStaff, filters, sort, eligible, rows, total, page, pageCount } = data;
  const title = t(isStaff ? m.staffTitle : m.ownTitle);
  const columns = columnsFor(t);
  const filtered = Boolean(
    filters.status || filters.state || filters.within || filters.region || filters.q,
  );
  return (
    <ListScreen
      title={title}
      intro={t(isStaff ? m.staffIntro : m.ownIntro)}
      afterHeading={isStaff ? <GenerateCertificates eligible={eligible} error={error} /> : null}
      filters={
        isStaff
          ? {
              label: t(m.filterLabel),
              filtered,
              fields: (
                <>
                  <FilterSelect
                    id="cert-status"
                    name="status"
                    label={t(m.status)}
                    value={filters.status}
                    allLabel={t(m.allStatuses)}
                    options={certificateFilterStatuses.map((s) => ({
                      value: s,
                      label: t(effectiveStatusMessages[s]),
                    }))}
                  />
                  <FilterSelect
                    id="cert-state"
                    name="state"
                    label={t(m.stateToday)}
                    value={filters.state}
                    allLabel={t(m.allStates)}
                    options={certificateFilterStates.map((s) => ({
                      value: s,
                      label: t(filterStateMessages[s]),
                    }))}
                  />
                  <FilterSelect
                    id="cert-within"
                    name="within"
                    label={t(m.expiresWithin)}
                    value={filters.within}
                    allLabel={t(m.anyTime)}
                    options={certificateExpiryWindows.map((d) => ({
                      value: d,
                      label: intl.formatMessage(m.days, { count: d }),
                    }))}
                  />
                  <FilterText
                    id="cert-region"
                    name="region"
                    label={t(m.region)}
                    value={filters.region}
                    maxLength={100}
                  />
                  <FilterSearch id="cert-q" label={t(m.search)} value={filters.q} maxLength={100} />
                </>
              ),
            }
          : undefined
      }
      summary={{
        total,
        noun: m.count,
        exportPath: "/dashboard/certificates/export",
        exportWhat: title,
      }}
      page={page}
      pageCount={pageCount}
      isEmpty={rows.length === 0}
      empty={
        <>
          <p className="text-slate-700">
            {t(filtered ? m.noMatch : isStaff ? m.noneIssued : m.noneOwn)}
          </p>
          {!isStaff ? (
            <p className="mt-4">
              <Link to="/dashboard/applications" className="text-brand-800 underline">
                <FormattedMessage {...m.myApplications} />
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
        columns={isStaff ? columns : [...columns, renewalColumnFor(t)]}
      />
    </ListScreen>
  );
}
