import { desc, inArray } from "drizzle-orm";
import { applications } from "~/db/schema";
import { AppError, messages } from "~/lib/app-error";
import type { Executor } from "~/lib/db.server";
import { staffRoles } from "~/modules/permissions/permissions";
import type { Viewer } from "./application-access.server";
import { summaryColumns, toSummary, type ApplicationSummary } from "./list-applications.server";

/** Staff only: approved and certified applications, most recently changed first. */
export async function listApprovedApplications(
  db: Executor,
  viewer: Viewer,
): Promise<ApplicationSummary[]> {
  if (!staffRoles.includes(viewer.activeRole)) {
    throw new AppError("forbidden", messages.accessDeniedBody);
  }
  const rows = await db
    .select(summaryColumns)
    .from(applications)
    .where(inArray(applications.status, ["approved", "certified"]))
    .orderBy(desc(applications.updatedAt), desc(applications.id));
  return rows.map(toSummary);
}
