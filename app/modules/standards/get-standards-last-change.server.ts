import { sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  standardCategories,
  standardDiscussions,
  standardItems,
  standardVersionHistory,
  standardVersions,
  subStandards,
} from "~/db/schema";
import { executeRows, type Executor } from "~/lib/db.server";

/**
 * When anything the public /standards page shows last changed (categories,
 * standards, sub-standards, their history including deletions, releases,
 * discussions), for
 * sitemap.xml; null before there is any.
 */
export async function getStandardsLastChange(db: Executor): Promise<string | null> {
  const latest = (column: AnyPgColumn, table: PgTable) =>
    sql`(select max(${column}) from ${table})`;
  const [row] = await executeRows<{ at: Date | string | null }>(
    db,
    sql`select greatest(${latest(standardCategories.updatedAt, standardCategories)}, ${latest(
      standardItems.updatedAt,
      standardItems,
    )}, ${latest(subStandards.updatedAt, subStandards)}, ${latest(
      standardVersionHistory.changedAt,
      standardVersionHistory,
    )}, ${latest(standardVersions.createdAt, standardVersions)}, ${latest(
      standardDiscussions.updatedAt,
      standardDiscussions,
    )}) as at`,
  );
  return row?.at ? new Date(row.at).toISOString() : null;
}
