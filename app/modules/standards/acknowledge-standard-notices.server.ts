import { and, eq, isNull } from "drizzle-orm";
import { standardChangeNotices } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";

/**
 * The business acknowledges the standards changed since its audit (decision
 * 059): every notice of its own still open is marked, so the dashboard stops
 * listing them. Acknowledging with nothing open changes nothing.
 */
export async function acknowledgeStandardNotices(
  db: Database,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<{ acknowledged: number }> {
  assertCan(viewer, "standardNotice.acknowledge", { userId: viewer.user.id });
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(standardChangeNotices)
      .set({ acknowledgedAt: now })
      .where(
        and(
          eq(standardChangeNotices.businessId, viewer.user.id),
          isNull(standardChangeNotices.acknowledgedAt),
        ),
      )
      .returning({ id: standardChangeNotices.id });
    if (rows.length > 0) {
      await writeAuditLog(tx, {
        entityType: "standard_change_notice",
        entityId: viewer.user.id,
        action: "acknowledged",
        actorId: viewer.user.id,
        details: { notices: rows.map((r) => r.id), activeRole: viewer.activeRole },
      });
    }
    return { acknowledged: rows.length };
  });
}
