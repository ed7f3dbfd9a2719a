import { sql, type SQL } from "drizzle-orm";
import { executeRows, type Executor } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions/policy";
import { feesInCents } from "~/modules/payments/fees";
import type { ReportFilter } from "./report-filter";

/**
 * The programme's figures (decision 031). Every figure is one SQL aggregate
 * over the rows the filter selects: applications created in the date range
 * (UTC days, inclusive) whose business address is in the state/province;
 * payments received, certificates issued, audits scheduled in the range, of
 * such businesses. Nothing is loaded row by row into JavaScript.
 */

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

/** Days around expiry a certificate stays renewable after its date (the "grace" figure). */
export const GRACE_DAYS = 30;

const n = (v: unknown) => Number(v ?? 0);
const days = (v: unknown) =>
  v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10;

function range(filter: ReportFilter) {
  return {
    start: sql`(${filter.from}::date)::timestamptz`,
    end: sql`((${filter.to}::date + 1)::date)::timestamptz`,
  };
}

function regionOf(alias: string, filter: ReportFilter): SQL {
  return filter.region
    ? sql`and lower(${sql.raw(alias)}.business_address->>'region') = lower(${filter.region})`
    : sql``;
}

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
  const { start, end } = range(filter);
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const scoped = sql`select a.id, a.status, a.applicant_id, a.business_address, a.metadata, a.payment_status
    from applications a where a.created_at >= ${start} and a.created_at < ${end} ${regionOf("a", filter)}`;

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
         where p.status = 'succeeded' and p.created_at >= ${start} and p.created_at < ${end} ${regionOf("a", filter)}
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
            or (s.payment_status = 'audit-fee-paid' and s.status in ('approved'))
         group by 1`,
  );

  const certs = executeRows<Record<string, number>>(
    db,
    sql`select
          count(*) filter (where c.status = 'active' and c.expiry_date > ${nowSql})::int as active,
          count(*) filter (where c.status = 'active' and c.expiry_date > ${nowSql} and c.expiry_date <= ${nowSql} + interval '60 days')::int as expiring60,
          count(*) filter (where c.status = 'active' and c.expiry_date > ${nowSql} and c.expiry_date <= ${nowSql} + interval '30 days')::int as expiring30,
          count(*) filter (where c.status = 'active' and c.expiry_date > ${nowSql} and c.expiry_date <= ${nowSql} + interval '7 days')::int as expiring7,
          count(*) filter (where c.status <> 'revoked' and c.expiry_date <= ${nowSql} and c.expiry_date > ${nowSql} - ${sql.raw(`interval '${GRACE_DAYS} days'`)})::int as grace,
          count(*) filter (where c.status <> 'revoked' and c.expiry_date <= ${nowSql} - ${sql.raw(`interval '${GRACE_DAYS} days'`)})::int as expired,
          count(*) filter (where c.status = 'revoked')::int as revoked
        from certificates c join applications a on a.id = c.application_id
       where c.issue_date >= ${start} and c.issue_date < ${end} ${regionOf("a", filter)}`,
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
         where c.status <> 'revoked' and c.expiry_date >= ${start} and c.expiry_date < ${end}
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
         where i.scheduled_date >= ${start} and i.scheduled_date < ${end} ${regionOf("a", filter)}
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
         where i.status = 'completed' and i.scheduled_date >= ${start} and i.scheduled_date < ${end} ${regionOf("a", filter)}
         group by f.standard_number
        having count(*) filter (where f.finding in ('minor-non-conformity', 'major-non-conformity')) > 0
         order by (count(*) filter (where f.finding in ('minor-non-conformity', 'major-non-conformity'))) desc, f.standard_number
         limit 20`,
  );

  const coverage = executeRows<{ region: string; businesses: number }>(
    db,
    sql`select coalesce(nullif(trim(a.business_address->>'region'), ''), 'Unknown') as region,
               count(distinct c.business_id)::int as businesses
          from certificates c join applications a on a.id = c.application_id
         where c.status = 'active' and c.expiry_date > ${nowSql}
           and c.issue_date >= ${start} and c.issue_date < ${end} ${regionOf("a", filter)}
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
  return {
    statusNow: statusRows.map((r) => ({ status: r.status, count: n(r.count) })),
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
      active: n(certRow?.active),
      expiring60: n(certRow?.expiring60),
      expiring30: n(certRow?.expiring30),
      expiring7: n(certRow?.expiring7),
      grace: n(certRow?.grace),
      expired: n(certRow?.expired),
      revoked: n(certRow?.revoked),
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
    coverage: coverageRows.map((r) => ({ region: r.region, businesses: n(r.businesses) })),
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
