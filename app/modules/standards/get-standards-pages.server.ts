/**
 * The page read models of the standards screens in the dashboard: each
 * gathers what one screen's loader needs (the address's filters and notices
 * included) so the route only guards and answers.
 */
import { z } from "zod";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { can, type Viewer } from "~/modules/permissions";
import { getStandardItem } from "./get-standard-item.server";
import { getSubStandard } from "./get-sub-standard.server";
import { getCurrentStandardVersion, listStandardVersions } from "./list-standard-versions.server";
import { listStandards } from "./list-standards.server";

const overviewQuerySchema = z.object({
  category: z.string().optional().catch(undefined),
  q: z.string().max(200).optional().catch(undefined),
});

/** View All (SPEC §2): the standards by category, with search, and what the viewer may do. */
export async function getStandardsOverviewPage(db: Executor, viewer: Viewer, url: URL) {
  const query = overviewQuerySchema.parse(Object.fromEntries(url.searchParams));
  const list = await listStandards(db, viewer, { categoryId: query.category, q: query.q });
  const current = await getCurrentStandardVersion(db);
  return {
    list,
    current: current ? { version: current.versionNumber, releaseDate: current.releaseDate } : null,
    can: {
      manage: can(viewer, "standards.manage"),
      createCategory: can(viewer, "standardCategory.create"),
      propose: can(viewer, "proposal.create"),
    },
  };
}

/** The notices Manage Standards shows after a redirect (the screen words them). */
const manageNotices = ["created", "deleted"] as const;
export type ManageNotice = (typeof manageNotices)[number];

/** Manage Standards (SPEC §2): every item, the versions, the notice and what the viewer may do. */
export async function getManageStandardsPage(db: Executor, viewer: Viewer, url: URL) {
  const notice = url.searchParams.get("notice");
  const list = await listStandards(db, viewer);
  const versions = await listStandardVersions(db);
  return {
    list,
    versions: versions.map((v) => ({
      id: v.id,
      versionNumber: v.versionNumber,
      releaseDate: v.releaseDate,
      notes: v.notes,
      isCurrent: v.isCurrent,
    })),
    notice: manageNotices.find((n) => n === notice) ?? null,
    can: {
      createItem: can(viewer, "standardItem.create") || can(viewer, "standardSection.create"),
      deleteItem: can(viewer, "standardItem.delete"),
      manageCategories: can(viewer, "standardCategory.manage"),
      createCategory: can(viewer, "standardCategory.create"),
      createVersion: can(viewer, "standardVersion.create"),
    },
  };
}

/** Which kinds of item the viewer may create (SPEC §8 standard items, standard sections). */
export function creatableItemKinds(viewer: Viewer) {
  return {
    standard: can(viewer, "standardItem.create"),
    appendix: can(viewer, "standardSection.create"),
  };
}

/** A new standard or appendix: the categories and the next free standard number. */
export async function getNewStandardItemPage(db: Executor, viewer: Viewer) {
  const list = await listStandards(db, viewer);
  const next =
    Math.max(0, ...list.categories.flatMap((c) => c.items.map((i) => Number(i.number)))) + 1;
  return {
    categories: list.allCategories.map((c) => ({ id: c.id, name: c.name })),
    kinds: creatableItemKinds(viewer),
    suggestedNumber: String(next),
  };
}

/** Editing a standard or appendix: the item, the categories, and whether the viewer may edit it. */
export async function getEditStandardItemPage(db: Executor, viewer: Viewer, id: string) {
  const [detail, list] = await Promise.all([
    getStandardItem(db, viewer, id),
    listStandards(db, viewer),
  ]);
  return {
    item: detail.item,
    canEdit: detail.can.edit,
    categories: list.allCategories.map((c) => ({ id: c.id, name: c.name })),
  };
}

const detailQuerySchema = z.object({
  from: z.string().optional().catch(undefined),
  to: z.string().optional().catch(undefined),
  dpage: z.coerce.number().int().min(1).optional().catch(undefined),
  notice: z.enum(["created", "saved", "sub-saved", "sub-deleted"]).optional().catch(undefined),
});

/** The notices a standard's page shows after a redirect (the screen words them). */
export type DetailNotice = NonNullable<z.infer<typeof detailQuerySchema>["notice"]>;

/** A standard's page: text, sub-standards, history with the compared versions, discussions. */
export async function getStandardItemPage(db: Executor, viewer: Viewer, id: string, url: URL) {
  const query = detailQuerySchema.parse(Object.fromEntries(url.searchParams));
  const detail = await getStandardItem(db, viewer, id, {
    compare: { from: query.from, to: query.to },
    discussionPage: query.dpage,
  });
  return {
    detail,
    viewerId: viewer.user.id,
    timeZone: getEnv().PROGRAMME_TIME_ZONE,
    notice: query.notice ?? null,
  };
}

/** Editing a sub-standard: it, its standard, its versions and the programme's time zone. */
export async function getSubStandardEditPage(db: Executor, viewer: Viewer, id: string) {
  return { ...(await getSubStandard(db, viewer, id)), timeZone: getEnv().PROGRAMME_TIME_ZONE };
}
