import { uuidPattern } from "~/lib/uuid";
import { asc, desc, eq, sql } from "drizzle-orm";
import {
  standardCategories,
  standardChanges,
  standardDiscussions,
  standardVersionHistory,
  subStandards,
} from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { assertCan, can, type Viewer } from "~/modules/permissions";
import { standardHtml } from "./standard-html.server";
import {
  itemAction,
  itemAnchor,
  itemLabel,
  loadItem,
  nameOf,
  namesOf,
  subStandardOrder,
} from "./standards-access.server";
import { compareVersions } from "./standard-version";
import { wordDiff, type DiffPart } from "./word-diff";

export const DISCUSSIONS_PER_PAGE = 20;

export type HistoryEntryView = {
  id: string;
  version: string;
  changeKind: string;
  changeSummary: string | null;
  changedBy: string;
  /** No person recorded: the committee's own change (the seed). */
  byCommittee: boolean;
  changedAt: string;
  proposalId: string | null;
  /** This entry holds the text in force now. */
  isCurrent: boolean;
};

export type HistoryGroup = {
  /** The item or sub-standard id. */
  entityId: string;
  isSubStandard: boolean;
  /** "Standard 7. Title" / "7.2 Title" / "7.3 Title (removed)", in English. */
  label: string;
  /** What the screens word in the reader's language: the item's kind, or a sub-standard's. */
  kind: "standard" | "appendix" | "sub";
  number: string;
  title: string;
  /** Gone (a deleted sub-standard): history kept for reference. */
  removed: boolean;
  entries: HistoryEntryView[];
};

export type DiscussionView = {
  id: string;
  /** "9.2 Title", or in English "Standard 9 as a whole" / "A removed sub-standard". */
  about: string;
  /** What the comment is about, for the screens to word: the item, a sub-standard, a removed one. */
  aboutKind: "item" | "sub" | "removed";
  aboutId: string;
  author: string;
  authorId: string | null;
  comment: string;
  faqAnswer: string | null;
  isFaq: boolean;
  isPinned: boolean;
  createdAt: string;
  edited: boolean;
  can: { edit: boolean; delete: boolean; moderate: boolean };
};

export type VersionComparison = {
  entityId: string;
  label: string;
  from: { id: string; version: string; changedAt: string };
  to: { id: string; version: string; changedAt: string };
  parts: DiffPart[];
  added: number;
  removed: number;
  identical: boolean;
};

/**
 * One standard or appendix with everything its page shows: the text, its
 * sub-standards, the version history of both (with a word-level comparison of
 * any two versions of one text), the discussions (pinned first) and the
 * proposals made on it. Every signed-in role reads it.
 */
export async function getStandardItem(
  db: Executor,
  viewer: Viewer,
  itemId: string,
  options: { compare?: { from?: string | null; to?: string | null }; discussionPage?: number } = {},
) {
  assertCan(viewer, "standards.view");
  const item = await loadItem(db, itemId);
  const [category] = item.categoryId
    ? await db.select().from(standardCategories).where(eq(standardCategories.id, item.categoryId))
    : [];
  const subs = await db
    .select()
    .from(subStandards)
    .where(eq(subStandards.standardId, item.id))
    .orderBy(...subStandardOrder);
  const history = await db
    .select()
    .from(standardVersionHistory)
    .where(eq(standardVersionHistory.itemId, item.id))
    .orderBy(desc(standardVersionHistory.seq));

  const discussionWhere = eq(standardDiscussions.itemId, item.id);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(standardDiscussions)
    .where(discussionWhere);
  const discussionTotal = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(discussionTotal / DISCUSSIONS_PER_PAGE));
  const page = Math.min(Math.max(1, options.discussionPage ?? 1), pageCount);
  const discussions = await db
    .select()
    .from(standardDiscussions)
    .where(discussionWhere)
    .orderBy(desc(standardDiscussions.isPinned), asc(standardDiscussions.createdAt))
    .limit(DISCUSSIONS_PER_PAGE)
    .offset((page - 1) * DISCUSSIONS_PER_PAGE);

  const proposals = await db
    .select({
      id: standardChanges.id,
      status: standardChanges.status,
      proposedDate: standardChanges.proposedDate,
      proposedBy: standardChanges.proposedBy,
      baseVersion: standardChanges.baseVersion,
      appliedVersion: standardChanges.appliedVersion,
    })
    .from(standardChanges)
    .where(eq(standardChanges.sectionId, item.id))
    .orderBy(desc(standardChanges.proposedDate))
    .limit(20);

  const names = await namesOf(db, [
    item.updatedBy,
    ...history.map((h) => h.changedBy),
    ...discussions.map((d) => d.userId),
    ...proposals.map((p) => p.proposedBy),
  ]);

  // History per text: the item first, then its sub-standards (current, then removed ones).
  const current = new Map<string, string>([
    [item.id, item.version],
    ...subs.map((s) => [s.id, s.version] as const),
  ]);
  const groupOrder = [item.id, ...subs.map((s) => s.id)];
  for (const h of history) if (!groupOrder.includes(h.standardId)) groupOrder.push(h.standardId);
  const historyGroups: HistoryGroup[] = groupOrder.map((entityId) => {
    const entries = history.filter((h) => h.standardId === entityId);
    const sub = subs.find((s) => s.id === entityId);
    const latest = entries[0];
    const isSub = entityId !== item.id;
    const label = !isSub
      ? `${itemLabel(item)}. ${item.title}`
      : sub
        ? `${sub.subNumber} ${sub.title}`
        : `${latest?.number ?? ""} ${latest?.title ?? ""} (removed)`;
    const currentVersion = current.get(entityId);
    return {
      entityId,
      isSubStandard: isSub,
      label: label.trim(),
      kind: isSub ? ("sub" as const) : (item.kind as "standard" | "appendix"),
      number: isSub ? (sub?.subNumber ?? latest?.number ?? "") : item.number,
      title: isSub ? (sub?.title ?? latest?.title ?? "") : item.title,
      removed: isSub && !sub,
      entries: entries.map((h) => ({
        id: h.id,
        version: h.version,
        changeKind: h.changeKind,
        changeSummary: h.changeSummary,
        changedBy: nameOf(names, h.changedBy, "Standards Committee"),
        byCommittee: !h.changedBy,
        changedAt: h.changedAt.toISOString(),
        proposalId: h.proposalId,
        isCurrent:
          currentVersion !== undefined &&
          h.changeKind !== "deleted" &&
          compareVersions(h.version, currentVersion) === 0 &&
          h === entries.find((e) => e.changeKind !== "deleted"),
      })),
    };
  });

  let comparison: VersionComparison | null = null;
  const { from, to } = options.compare ?? {};
  if (from && to && uuidPattern.test(from) && uuidPattern.test(to)) {
    const a = history.find((h) => h.id === from);
    const b = history.find((h) => h.id === to);
    if (a && b && a.standardId === b.standardId) {
      const [older, newer] = a.seq <= b.seq ? [a, b] : [b, a];
      const diff = wordDiff(older.content, newer.content);
      comparison = {
        entityId: a.standardId,
        label: historyGroups.find((g) => g.entityId === a.standardId)?.label ?? "",
        from: { id: older.id, version: older.version, changedAt: older.changedAt.toISOString() },
        to: { id: newer.id, version: newer.version, changedAt: newer.changedAt.toISOString() },
        ...diff,
      };
    }
  }

  const subLabel = new Map(subs.map((s) => [s.id, `${s.subNumber} ${s.title}`]));
  const staffEdit = can(viewer, itemAction(item.kind, "update"));
  return {
    item: {
      id: item.id,
      kind: item.kind as "standard" | "appendix",
      label: itemLabel(item),
      anchor: itemAnchor(item),
      number: item.number,
      title: item.title,
      version: item.version,
      content: item.content,
      contentHtml: standardHtml(item.content, `${itemAnchor(item)}-`),
      categoryId: item.categoryId,
      categoryName: category?.name ?? null,
      updatedAt: item.updatedAt.toISOString(),
      updatedBy: nameOf(names, item.updatedBy, "Standards Committee"),
      updatedByCommittee: !item.updatedBy,
    },
    subStandards: subs.map((s) => ({
      id: s.id,
      number: s.subNumber,
      title: s.title,
      version: s.version,
      contentHtml: standardHtml(s.content, `sub-${s.subNumber.replace(".", "-")}-`),
      updatedAt: s.updatedAt.toISOString(),
    })),
    history: historyGroups,
    comparison,
    discussions: {
      page,
      pageCount,
      total: discussionTotal,
      rows: discussions.map((d): DiscussionView => ({
        id: d.id,
        about: d.isSubStandard
          ? (subLabel.get(d.standardId) ?? "A removed sub-standard")
          : `${itemLabel(item)} as a whole`,
        aboutKind: d.isSubStandard ? (subLabel.has(d.standardId) ? "sub" : "removed") : "item",
        aboutId: d.standardId,
        author: nameOf(names, d.userId),
        authorId: d.userId,
        comment: d.comment,
        faqAnswer: d.faqAnswer,
        isFaq: d.isFaq,
        isPinned: d.isPinned,
        createdAt: d.createdAt.toISOString(),
        edited: d.updatedAt.getTime() - d.createdAt.getTime() > 1000,
        can: {
          edit: can(viewer, "discussion.update", { authorId: d.userId }),
          delete: can(viewer, "discussion.delete", { authorId: d.userId }),
          moderate: can(viewer, "discussion.moderate"),
        },
      })),
    },
    proposals: proposals.map((p) => ({
      id: p.id,
      status: p.status,
      proposedDate: p.proposedDate.toISOString(),
      proposedBy: nameOf(names, p.proposedBy),
      baseVersion: p.baseVersion,
      appliedVersion: p.appliedVersion,
    })),
    can: {
      edit: staffEdit,
      delete: can(viewer, "standardItem.delete"),
      restore: staffEdit,
      restoreSub: can(viewer, "subStandard.update"),
      createSubStandard: item.kind === "standard" && can(viewer, "subStandard.create"),
      editSubStandard: can(viewer, "subStandard.update"),
      deleteSubStandard: can(viewer, "subStandard.delete"),
      comment: can(viewer, "discussion.create"),
      propose: can(viewer, "proposal.create"),
    },
  };
}
export type StandardItemDetail = Awaited<ReturnType<typeof getStandardItem>>;
