import { desc, inArray, sql } from "drizzle-orm";
import { applications } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import type { AccreditationStateKind } from "~/domain/accreditation-state";
import {
  APPLICATIONS_PAGE_SIZE,
  applicationAccreditationSql,
  summaryColumns,
  toSummary,
  type ApplicationSummary,
} from "./list-applications.server";

export type ApprovedApplicationsPage = {
  /** Each with the accreditation state its certificate gives (decision 050). */
  rows: (ApplicationSummary & { accreditation: AccreditationStateKind | null })[];
  total: number;
  page: number;
  pageCount: number;
};

/**
 * Staff only: approved and certified applications, most recently changed
 * first, 20 per page with the total counted in SQL.
 */
export async function listApprovedApplications(
  db: Executor,
  viewer: Viewer,
  options: { page?: number; pageSize?: number } = {},
): Promise<ApprovedApplicationsPage> {
  assertCan(viewer, "application.listApproved");
  const pageSize = options.pageSize ?? APPLICATIONS_PAGE_SIZE;
  const where = inArray(applications.status, ["approved", "certified"]);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, options.page ?? 1), pageCount);
  const rows = await db
    .select({ ...summaryColumns, accreditation: applicationAccreditationSql() })
    .from(applications)
    .where(where)
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    rows: rows.map((r) => ({ ...toSummary(r), accreditation: r.accreditation })),
    total,
    page,
    pageCount,
  };
}
