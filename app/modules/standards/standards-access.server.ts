import { uuidPattern } from "~/lib/uuid";
import { asc, eq, inArray, sql } from "drizzle-orm";
import {
  profiles,
  standardCategories,
  standardItems,
  standardVersionHistory,
  subStandards,
} from "~/db/schema";
import { AppError, messages } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import type { Action } from "~/modules/permissions";
import { standardsMessages, standardsText } from "./standards-messages";

export type StandardItemRow = typeof standardItems.$inferSelect;
export type SubStandardRow = typeof subStandards.$inferSelect;
export type HistoryRow = typeof standardVersionHistory.$inferSelect;

/**
 * Items are "standards" (numbered; SPEC's standard items) or "appendices"
 * (lettered; the document's other sections): each kind has its SPEC §8
 * permission texts (decision 020).
 */
export type ItemAction = Extract<
  Action,
  | "standardItem.create"
  | "standardItem.update"
  | "standardItem.delete"
  | "standardSection.create"
  | "standardSection.update"
>;

export function itemAction(kind: string, verb: "create" | "update" | "delete"): ItemAction {
  if (verb === "delete") return "standardItem.delete";
  if (kind === "appendix")
    return verb === "create" ? "standardSection.create" : "standardSection.update";
  return verb === "create" ? "standardItem.create" : "standardItem.update";
}

/** "Standard 7" / "Appendix B". */
export function itemLabel(item: { kind: string; number: string }): string {
  return `${item.kind === "appendix" ? "Appendix" : "Standard"} ${item.number}`;
}

/** The public anchor of an item: `standard-7`, `appendix-b`. */
export function itemAnchor(item: { kind: string; number: string }): string {
  return `${item.kind === "appendix" ? "appendix" : "standard"}-${item.number.toLowerCase()}`;
}

/** SQL ordering of items: standards by number (numerically), then appendices by letter. */
export const itemOrder = [
  sql`case when ${standardItems.kind} = 'standard' then 0 else 1 end`,
  sql`length(${standardItems.number})`,
  asc(standardItems.number),
];

/** SQL ordering of sub-standards: 3.2 before 3.10. */
export const subStandardOrder = [
  sql`length(${subStandards.subNumber})`,
  asc(subStandards.subNumber),
];

/** An item by id, for update; an unknown id (or not a uuid) is SPEC §5's "Standard section not found". */
export async function loadItem(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  if (!uuidPattern.test(id)) throw new AppError("not_found", standardsMessages.sectionNotFound);
  const query = db.select().from(standardItems).where(eq(standardItems.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw new AppError("not_found", standardsMessages.sectionNotFound);
  return row;
}

export async function loadSubStandard(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  if (!uuidPattern.test(id)) throw new AppError("not_found", standardsMessages.subStandardNotFound);
  const query = db.select().from(subStandards).where(eq(subStandards.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw new AppError("not_found", standardsMessages.subStandardNotFound);
  return row;
}

export async function assertCategoryExists(db: Executor, categoryId: string) {
  const [row] = uuidPattern.test(categoryId)
    ? await db
        .select({ id: standardCategories.id })
        .from(standardCategories)
        .where(eq(standardCategories.id, categoryId))
    : [];
  if (!row) {
    throw new AppError("validation", standardsMessages.categoryNotFound, {
      categoryId: standardsText.chooseCategoryFromList.defaultMessage,
    });
  }
}

/** Display names of users (SPEC §8: "Unknown User" when missing). */
export async function namesOf(
  db: Executor,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const map = new Map<string, string>();
  if (wanted.length === 0) return map;
  const rows = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(inArray(profiles.id, wanted));
  for (const r of rows) map.set(r.id, r.name?.trim() || messages.unknownUser);
  return map;
}

export function nameOf(
  names: Map<string, string>,
  id: string | null | undefined,
  fallback: string = messages.unknownUser,
): string {
  return id ? (names.get(id) ?? messages.unknownUser) : fallback;
}

/** Writes one history entry (inside the caller's transaction). */
export async function recordHistory(
  tx: Executor,
  entry: {
    standardId: string;
    isSubStandard: boolean;
    itemId: string;
    version: string;
    number: string;
    title: string;
    content: string;
    changeSummary?: string | null;
    changeKind: "created" | "edited" | "restored" | "proposal" | "deleted";
    changedBy: string | null;
    proposalId?: string | null;
    tally?: Record<string, unknown> | null;
    changedAt?: Date;
  },
) {
  const [row] = await tx
    .insert(standardVersionHistory)
    .values({
      ...entry,
      changeSummary: entry.changeSummary ?? null,
      proposalId: entry.proposalId ?? null,
      tally: entry.tally ?? null,
      ...(entry.changedAt ? { changedAt: entry.changedAt } : {}),
    })
    .returning();
  return row!;
}
