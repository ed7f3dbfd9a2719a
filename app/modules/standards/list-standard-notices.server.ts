import { and, asc, eq, isNull } from "drizzle-orm";
import { standardChangeNotices } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import type { Viewer } from "~/modules/permissions";
import {
  standardChangedHeadline,
  standardHistoryPath,
  type StandardNoticeList,
} from "./standard-notices";
import { normalizeVersion } from "./standard-version";

/**
 * "Standards changed since your audit" (decision 059): the viewer's own
 * notices not yet acknowledged, oldest first. Scoped to the viewer as the
 * business: nobody reads another business's notices.
 */
export async function listStandardNotices(
  db: Executor,
  viewer: Viewer,
): Promise<StandardNoticeList> {
  const rows = await db
    .select()
    .from(standardChangeNotices)
    .where(
      and(
        eq(standardChangeNotices.businessId, viewer.user.id),
        isNull(standardChangeNotices.acknowledgedAt),
      ),
    )
    .orderBy(asc(standardChangeNotices.createdAt), asc(standardChangeNotices.label));
  return {
    rows: rows.map((n) => ({
      id: n.id,
      headline: standardChangedHeadline(n.label, n.fromVersion, n.toVersion),
      title: n.title,
      auditedVersion: normalizeVersion(n.auditedVersion),
      toVersion: normalizeVersion(n.toVersion),
      at: n.createdAt.toISOString(),
      link: standardHistoryPath(n.itemId),
    })),
  };
}
