import { eq, sql, type SQL } from "drizzle-orm";
import { applications, certificates } from "~/db/schema";
import { executeRows, type Executor } from "~/lib/db.server";
import { dayRangeCondition, regionCondition } from "~/lib/list-query.server";
import {
  accreditationKindSql,
  accreditedSql,
  expiresWithinSql,
} from "~/modules/certificates/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { getCorrectiveActionFigures } from "~/modules/corrective-actions/index.server";
import { feesInCents } from "~/modules/payments";
import type { ReportFilter } from "./report-filter";

/**
 * The programme's figures (decision 031). Every figure is one SQL aggregate
 * over the rows the filter selects: applications created in the date range
 * (UTC days, inclusive) whose business address is in the state/province;
 * payments received, audits scheduled in the range, of such businesses;
 * certificates by accreditation state *today* (decision 050: the period does
 * not apply, the region does). Nothing is loaded row by row into JavaScript.
 *
 * A figure that links to a list carries `href`: the list with exactly the
 * filters that select the records it counts (a db test checks every one).
 */

/** A counted figure and the list of exactly the records it counts. */
export type LinkedCount = { label: string; count: number; href: string };

/** Main path of an application; the funnel counts the furthest of these ever reached. */
export const funnelStages = [
  "submitted",
  "under-review",
  "inspection-scheduled",
  "inspection-completed",
  "review-panel",
  "approved",
  "certified",
] as const;

/** Statuses in which an application no longer waits (not counted in stage durations). */
const terminalStatuses = ["approved", "certified", "rejected"] as const;

const n = (v: unknown) => Number(v ?? 0);
const days = (v: unknown) =>
  v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10;

/** `and <column> in the period` (UTC days, inclusive), the condition the lists apply too. */
function inPeriod(column: string, filter: ReportFilter): SQL {
  return sql`and ${dayRangeCondition(sql.raw(column), filter)}`;
}

/** `and <alias>'s business address is in the region` (when one is chosen), as the lists do. */
function regionOf(alias: string, filter: ReportFilter): SQL {
  return filter.region
    ? sql`and ${regionCondition(sql.raw(`${alias}.business_address`), filter.region)}`
    : sql``;
}

/** A list's address with the given filters (empty values left out). */
function listHref(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The certificate figures: states today (decision 050), in the report's region. */
export const certificateFigureKeys = [
  "in-force",
  "accredited",
  "expiring-soon",
  "within-30",
  "within-7",
  "in-grace",
  "lapsed",
  "revoked",
  "suspended",
] as const;
export type CertificateFigureKey = (typeof certificateFigureKeys)[number];

const certificateFigureLabels: Record<CertificateFigureKey, string> = {
  "in-force": "Accredited businesses today",
  accredited: "Accredited, renewal not yet due",
  "expiring-soon": "Accredited, renewal due (expiring within 60 days)",
  "within-30": "Expiring within 30 days",
  "within-7": "Expiring within 7 days",
  "in-grace": "Expired, in grace period",
  lapsed: "Lapsed (grace period over)",
  revoked: "Revoked",
  suspended: "Suspended (not accredited until reinstated)",
};

/** The certificates list's query for a figure (`?state=`, `?within=`). */
const certificateFigureQuery: Record<CertificateFigureKey, Record<string, string>> = {
  "in-force": { state: "in-force" },
  accredited: { state: "accredited" },
  "expiring-soon": { state: "expiring-soon" },
  "within-30": { within: "30" },
  "within-7": { within: "7" },
  "in-grace": { state: "in-grace" },
  lapsed: { state: "lapsed" },
  revoked: { state: "revoked" },
  suspended: { state: "suspended" },
};

function stageRankCase(column: SQL): SQL {
  return sql.join(
    [
      sql`case ${column}`,
      ...funnelStages.map((s, i) => sql` when ${s} then ${i + 1}`),
      sql` when 'draft' then 0 else null end`,
    ],
    sql``,
  );
}

export type ProgrammeReport = Awaited<ReturnType<typeof getProgrammeReport>>;

export async function getProgrammeReport(
  db: Executor,
  viewer: Viewer,
  filter: ReportFilter,
  now: Date = new Date(),
) {
  assertCan(viewer, "reports.view");
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const scoped = sql`select a.id, a.status, a.applicant_id, a.business_address, a.metadata, a.payment_status
    from applications a where true ${inPeriod("a.created_at", filter)} ${regionOf("a", filter)}`;

  const statusNow = executeRows<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from (${scoped}) s group by status order by count desc, status`,
  );

  const funnel = executeRows<{ rank: number; count: number }>(
    db,
    sql`with furthest as (
          select s.id, max(r.rank) as rank from (${scoped}) s
          left join lateral (
            select ${stageRankCase(sql`h.to_status`)} as rank
              from application_status_history h where h.application_id = s.id
            union all select ${stageRankCase(sql`s.status`)}
          ) r on true
          group by s.id
        )
        select rank::int as rank, count(*)::int as count from furthest where rank is not null group by rank`,
  );

  const stageTimes = executeRows<{
    status: string;
    entries: number;
    open: number;
    median: string | null;
    p90: string | null;
  }>(
    db,
    sql`with entered as (
          select h.to_status as status, h.created_at as entered_at,
                 lead(h.created_at) over (partition by h.application_id order by h.created_at, h.seq) as left_at
            from application_status_history h
            join (${scoped}) s on s.id = h.application_id
        )
        select status, count(*)::int as entries,
               count(*) filter (where left_at is null)::int as open,
               percentile_cont(0.5) within group (order by extract(epoch from (coalesce(left_at, ${nowSql}) - entered_at)) / 86400) as median,
               percentile_cont(0.9) within group (order by extract(epoch from (coalesce(left_at, ${nowSql}) - entered_at)) / 86400) as p90
          from entered
         where status not in (${sql.join(
           terminalStatuses.map((t) => sql`${t}`),
           sql`, `,
         )})
         group by status`,
  );

  const money = executeRows<{
    month: string;
    type: string;
    channel: string;
    renewal: boolean;
    cents: string;
    count: number;
  }>(
    db,
    sql`select to_char(date_trunc('month', p.created_at at time zone 'UTC'), 'YYYY-MM') as month,
               p.payment_type as type,
               case when p.provider = 'offline' then 'offline' else 'card' end as channel,
               (a.metadata ? 'renewal_type') as renewal,
               sum(p.amount)::bigint as cents, count(*)::int as count
          from payments p join applications a on a.id = p.application_id
         where p.status = 'succeeded' ${inPeriod("p.created_at", filter)} ${regionOf("a", filter)}
         group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );

  // The fee each waiting application owes (SPEC §9 amounts; renewals pay the renewal fees).
  const owed = sql`case when s.payment_status = 'pending'
      then case when s.metadata ? 'renewal_type' then ${feesInCents.renewalAudit}::int else ${feesInCents.initialAudit}::int end
      else case when s.metadata ? 'renewal_type' then ${feesInCents.renewalMembership}::int else ${feesInCents.initialMembership}::int end
    end`;
  const outstanding = executeRows<{ kind: string; count: number; renewal: number; cents: string }>(
    db,
    sql`select case when s.payment_status = 'pending' then 'audit' else 'membership' end as kind,
               count(*)::int as count, count(*) filter (where s.metadata ? 'renewal_type')::int as renewal,
               sum(${owed})::bigint as cents
          from (${scoped}) s
         where (s.payment_status = 'pending' and s.status not in ('draft', 'rejected'))
            or (s.payment_status in ('audit-fee-paid', 'audit-fee-waived') and s.status in ('approved'))
         group by 1`,
  );

  // Certificates by accreditation state today: the one SQL expression (decision 050), no period.
  const kind = accreditationKindSql(undefined, nowSql);
  const certs = db
    .select({
      "in-force": sql<number>`count(*) filter (where ${accreditedSql(nowSql)})::int`,
      accredited: sql<number>`count(*) filter (where ${kind} = 'accredited')::int`,
      "expiring-soon": sql<number>`count(*) filter (where ${kind} = 'expiring-soon')::int`,
      "within-30": sql<number>`count(*) filter (where ${expiresWithinSql(30, undefined, nowSql)})::int`,
      "within-7": sql<number>`count(*) filter (where ${expiresWithinSql(7, undefined, nowSql)})::int`,
      "in-grace": sql<number>`count(*) filter (where ${kind} = 'in-grace')::int`,
      lapsed: sql<number>`count(*) filter (where ${kind} = 'lapsed')::int`,
      revoked: sql<number>`count(*) filter (where ${kind} = 'revoked')::int`,
      suspended: sql<number>`count(*) filter (where ${kind} = 'suspended')::int`,
    })
    .from(certificates)
    .leftJoin(applications, eq(applications.id, certificates.applicationId))
    .where(
      filter.region ? regionCondition(applications.businessAddress, filter.region) : undefined,
    );

  // Renewal rate: certificates whose expiry fell in the range (due), renewed when a renewal
  // application for them was submitted before the expiry date.
  const renewals = executeRows<{ due: number; renewed: number }>(
    db,
    sql`select count(*)::int as due,
               count(*) filter (where exists (
                 select 1 from applications r where r.certificate_id = c.id
                   and r.submitted_at is not null and r.submitted_at <= c.expiry_date))::int as renewed
          from certificates c join applications a on a.id = c.application_id
         where c.status not in ('revoked', 'suspended') ${inPeriod("c.expiry_date", filter)}
           and c.expiry_date <= ${nowSql} ${regionOf("a", filter)}`,
  );

  const examiners = executeRows<{
    examinerId: string;
    name: string | null;
    scheduled: number;
    completed: number;
    median: string | null;
  }>(
    db,
    sql`select i.examiner_id as "examinerId", p.name,
               count(*) filter (where i.status <> 'cancelled')::int as scheduled,
               count(*) filter (where i.status = 'completed')::int as completed,
               percentile_cont(0.5) within group (order by extract(epoch from (i.completed_at - i.scheduled_date)) / 86400)
                 filter (where i.status = 'completed' and i.completed_at is not null) as median
          from inspections i
          join applications a on a.id = i.application_id
          left join profiles p on p.id = i.examiner_id
         where true ${inPeriod("i.scheduled_date", filter)} ${regionOf("a", filter)}
         group by i.examiner_id, p.name
         order by scheduled desc, p.name`,
  );

  const findings = executeRows<{
    standard: string;
    title: string;
    minor: number;
    major: number;
    total: number;
  }>(
    db,
    sql`select f.standard_number as standard, max(f.standard_title) as title,
               count(*) filter (where f.finding = 'minor-non-conformity')::int as minor,
               count(*) filter (where f.finding = 'major-non-conformity')::int as major,
               count(*)::int as total
          from inspection_findings f
          join inspections i on i.id = f.inspection_id
          join applications a on a.id = i.application_id
         where i.status = 'completed' ${inPeriod("i.scheduled_date", filter)} ${regionOf("a", filter)}
         group by f.standard_number
        having count(*) filter (where f.finding in ('minor-non-conformity', 'major-non-conformity')) > 0
         order by (count(*) filter (where f.finding in ('minor-non-conformity', 'major-non-conformity'))) desc, f.standard_number
         limit 20`,
  );

  // The directory's businesses by state/province: in force today (the directory's
  // membership, no period), grouped by the region the directory filters on.
  const coverage = executeRows<{ region: string; businesses: number }>(
    db,
    sql`select coalesce(a.business_address->>'region', '') as region, count(*)::int as businesses
          from ${certificates} join ${applications} a on a.id = ${certificates.applicationId}
         where ${accreditedSql(nowSql)} ${regionOf("a", filter)}
         group by 1 order by businesses desc, region`,
  );

  const [
    statusRows,
    funnelRows,
    stageRows,
    moneyRows,
    outstandingRows,
    [certRow],
    [renewalRow],
    examinerRows,
    findingRows,
    coverageRows,
  ] = await Promise.all([
    statusNow,
    funnel,
    stageTimes,
    money,
    outstanding,
    certs,
    renewals,
    examiners,
    findings,
    coverage,
  ]);

  const reached = funnelStages.map((stage, i) => ({
    stage,
    count: funnelRows.filter((r) => n(r.rank) >= i + 1).reduce((sum, r) => sum + n(r.count), 0),
  }));
  const months = [...new Set(moneyRows.map((r) => r.month))];
  const moneyByMonth = months.map((month) => {
    const rows = moneyRows.filter((r) => r.month === month);
    const sum = (pick: (r: (typeof rows)[number]) => boolean) =>
      rows.filter(pick).reduce((s, r) => s + n(r.cents), 0);
    return {
      month,
      auditCard: sum((r) => r.type === "audit" && r.channel === "card"),
      auditOffline: sum((r) => r.type === "audit" && r.channel === "offline"),
      membershipCard: sum((r) => r.type === "membership" && r.channel === "card"),
      membershipOffline: sum((r) => r.type === "membership" && r.channel === "offline"),
      renewal: sum((r) => r.renewal),
      total: sum(() => true),
    };
  });
  const due = n(renewalRow?.due);
  const region = filter.region || undefined;
  return {
    // Linked to the applications list with the same period (created) and region.
    statusNow: statusRows.map((r) => ({
      status: r.status,
      count: n(r.count),
      href: listHref("/dashboard/applications", {
        status: r.status,
        from: filter.from,
        to: filter.to,
        region,
      }),
    })),
    funnel: reached,
    stageTimes: stageRows.map((r) => ({
      status: r.status,
      entries: n(r.entries),
      open: n(r.open),
      medianDays: days(r.median),
      p90Days: days(r.p90),
    })),
    money: {
      months: moneyByMonth,
      collected: moneyByMonth.reduce((s, m) => s + m.total, 0),
      renewal: moneyByMonth.reduce((s, m) => s + m.renewal, 0),
      outstanding: outstandingRows.map((r) => ({
        kind: r.kind as "audit" | "membership",
        count: n(r.count),
        renewal: n(r.renewal),
        cents: n(r.cents),
      })),
    },
    certificates: {
      figures: certificateFigureKeys.map((key) => ({
        key,
        label: certificateFigureLabels[key],
        count: n(certRow?.[key]),
        href: listHref("/dashboard/certificates", { ...certificateFigureQuery[key], region }),
      })) satisfies (LinkedCount & { key: CertificateFigureKey })[],
      renewalDue: due,
      renewed: n(renewalRow?.renewed),
      renewalRate: due === 0 ? null : n(renewalRow?.renewed) / due,
    },
    examiners: examinerRows.map((r) => ({
      examinerId: r.examinerId,
      name: r.name ?? "Unknown User",
      scheduled: n(r.scheduled),
      completed: n(r.completed),
      medianDaysToReport: days(r.median),
    })),
    findings: findingRows.map((r) => ({
      standard: r.standard,
      title: r.title,
      minor: n(r.minor),
      major: n(r.major),
      nonConformities: n(r.minor) + n(r.major),
      total: n(r.total),
    })),
    // Corrective actions today (issue 37): the whole programme, not the period's.
    correctiveActions: await getCorrectiveActionFigures(db, viewer, now),
    // Linked to the public directory of the region (its own filter: exact, trimmed).
    coverage: coverageRows.map((r) => {
      const listed = r.region !== "" && r.region === r.region.trim();
      return {
        region: r.region || "Unknown",
        count: n(r.businesses),
        href: listed ? listHref("/directory", { region: r.region }) : null,
      };
    }),
  };
}

/** States/provinces that appear on applications (the filter's choices). */
export async function listReportRegions(db: Executor): Promise<string[]> {
  const rows = await executeRows<{ region: string }>(
    db,
    sql`select distinct trim(business_address->>'region') as region from applications
         where coalesce(trim(business_address->>'region'), '') <> '' order by 1 limit 200`,
  );
  return rows.map((r) => r.region);
}
