import { containsPattern } from "~/lib/list-query.server";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { standardCategories, standardChanges, standardItems, subStandards } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { assertCan, can, type Viewer } from "~/modules/permissions";
import { plainSummary } from "./plain-summary";
import { uuidPattern } from "~/lib/uuid";
import { itemAction, itemOrder } from "./standards-access.server";

export type StandardListItem = {
  id: string;
  kind: "standard" | "appendix";
  number: string;
  title: string;
  version: string;
  summary: string;
  categoryId: string | null;
  categoryName: string | null;
  subStandardCount: number;
  openProposals: number;
  updatedAt: string;
  /** Sub-standards whose title or text matched the search. */
  matchingSubStandards: { number: string; title: string }[];
  can: { edit: boolean; delete: boolean };
};

export type StandardCategoryGroup = {
  id: string;
  name: string;
  description: string | null;
  items: StandardListItem[];
};

export type StandardsList = {
  categories: StandardCategoryGroup[];
  appendices: StandardListItem[];
  /** Every category (for the filter), with its number of standards. */
  allCategories: { id: string; name: string; description: string | null; itemCount: number }[];
  filters: { categoryId: string | null; q: string };
  total: number;
};

function firstNumber(group: { items: { number: string }[] }): number {
  return group.items.length ? Math.min(...group.items.map((i) => Number(i.number))) : Infinity;
}

/**
 * Standards by category (SPEC §7: items with their category name, ordered by
 * number; optional category filter) and the appendices, with a search over
 * titles and text of items and their sub-standards. Every signed-in role.
 */
export async function listStandards(
  db: Executor,
  viewer: Viewer,
  filters: { categoryId?: string | null; q?: string | null } = {},
): Promise<StandardsList> {
  assertCan(viewer, "standards.view");
  const q = filters.q?.trim().slice(0, 200) ?? "";
  const categoryId =
    filters.categoryId && uuidPattern.test(filters.categoryId) ? filters.categoryId : null;

  const allCategories = await db
    .select({
      id: standardCategories.id,
      name: standardCategories.name,
      description: standardCategories.description,
      itemCount: sql<number>`(select count(*)::int from standard_items si where si.category_id = "standard_categories"."id")`,
    })
    .from(standardCategories)
    .orderBy(asc(standardCategories.name));

  const conditions: SQL[] = [];
  if (categoryId) conditions.push(eq(standardItems.categoryId, categoryId));
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      sql`(${standardItems.title} ilike ${pattern} or ${standardItems.content} ilike ${pattern} or ${standardItems.number} = ${q}
        or exists (select 1 from ${subStandards} s where s.standard_id = "standard_items"."id"
          and (s.title ilike ${pattern} or s.content ilike ${pattern} or s.sub_number = ${q})))`,
    );
  }
  const rows = await db
    .select({
      item: standardItems,
      categoryName: standardCategories.name,
      subStandardCount: sql<number>`(select count(*)::int from ${subStandards} s where s.standard_id = "standard_items"."id")`,
      openProposals: sql<number>`(select count(*)::int from ${standardChanges} c where c.section_id = "standard_items"."id" and c.status in ('proposed', 'voting'))`,
    })
    .from(standardItems)
    .leftJoin(standardCategories, eq(standardCategories.id, standardItems.categoryId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...itemOrder);

  const matches = new Map<string, { number: string; title: string }[]>();
  if (q && rows.length) {
    const pattern = containsPattern(q);
    const subs = await db
      .select({
        standardId: subStandards.standardId,
        number: subStandards.subNumber,
        title: subStandards.title,
      })
      .from(subStandards)
      .where(
        sql`(${subStandards.title} ilike ${pattern} or ${subStandards.content} ilike ${pattern} or ${subStandards.subNumber} = ${q})`,
      )
      .orderBy(sql`length(${subStandards.subNumber})`, asc(subStandards.subNumber));
    for (const s of subs) {
      const list = matches.get(s.standardId) ?? [];
      list.push({ number: s.number, title: s.title });
      matches.set(s.standardId, list);
    }
  }

  const toItem = (r: (typeof rows)[number]): StandardListItem => ({
    id: r.item.id,
    kind: r.item.kind as StandardListItem["kind"],
    number: r.item.number,
    title: r.item.title,
    version: r.item.version,
    summary: plainSummary(r.item.content, 180),
    categoryId: r.item.categoryId,
    categoryName: r.categoryName ?? null,
    subStandardCount: r.subStandardCount,
    openProposals: r.openProposals,
    updatedAt: r.item.updatedAt.toISOString(),
    matchingSubStandards: matches.get(r.item.id) ?? [],
    can: {
      edit: can(viewer, itemAction(r.item.kind, "update")),
      delete: can(viewer, "standardItem.delete"),
    },
  });

  const items = rows.map(toItem);
  const categories: StandardCategoryGroup[] = allCategories
    .filter((c) => !categoryId || c.id === categoryId)
    .map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      items: items.filter((i) => i.kind === "standard" && i.categoryId === c.id),
    }))
    .filter((c) => c.items.length > 0 || (!q && !categoryId) || c.id === categoryId)
    // Groups read in the order of the standards they hold (General 1-4, Operations 5 …); empty ones last.
    .sort((a, b) => firstNumber(a) - firstNumber(b) || a.name.localeCompare(b.name));
  const appendices = categoryId ? [] : items.filter((i) => i.kind === "appendix");
  return {
    categories,
    appendices,
    allCategories,
    filters: { categoryId, q },
    total: categories.reduce((n, c) => n + c.items.length, 0) + appendices.length,
  };
}

/** Items for pickers (propose a change): number, title, version. */
export async function listStandardChoices(db: Executor) {
  return db
    .select({
      id: standardItems.id,
      kind: standardItems.kind,
      number: standardItems.number,
      title: standardItems.title,
      version: standardItems.version,
    })
    .from(standardItems)
    .orderBy(...itemOrder);
}
