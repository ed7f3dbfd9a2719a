import { TZDate } from "@date-fns/tz";
import { asc, eq } from "drizzle-orm";
import {
  standardCategories,
  standardDiscussions,
  standardItems,
  standardVersionHistory,
  subStandards,
} from "~/db/schema";
import { englishVersion } from "~/domain/content-translation";
import type { Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import {
  contentNote,
  readerTranslations,
  type ContentNote,
  type ReaderTranslation,
} from "~/modules/translations/index.server";
import { listStandardVersions, type StandardVersionRow } from "./list-standard-versions.server";
import { standardHtml } from "./standard-html.server";
import {
  itemAnchor,
  itemLabel,
  itemOrder,
  subStandardOrder,
  type HistoryRow,
} from "./standards-access.server";
import { wordDiff, type DiffPart } from "./word-diff";

export type PublicSubStandard = {
  number: string;
  anchor: string;
  title: string;
  version: string;
  html: string;
  note: ContentNote | null;
};

export type PublicItem = {
  id: string;
  kind: "standard" | "appendix";
  label: string;
  anchor: string;
  number: string;
  title: string;
  version: string;
  categoryName: string | null;
  html: string;
  /** Set on a French or Spanish page: see `ContentNote`. */
  note: ContentNote | null;
  subStandards: PublicSubStandard[];
  faqs: { id: string; about: string | null; question: string; answer: string }[];
  /** Set when the item changed since the baseline release: the anchor of its entry in "What changed". */
  changeAnchor: string | null;
  /** When the item's text took its current version (its latest history entry), ISO 8601. */
  versionDate: string | null;
};

export type TextChange = {
  /** "8.2 Traps checked at least daily" or the item's own text. */
  label: string;
  /** The item's own text ("Standard 8 text", written by the page in its language), not a sub-standard's. */
  ofItem: boolean;
  kind: "added" | "changed" | "removed";
  fromVersion: string | null;
  toVersion: string | null;
  parts: DiffPart[];
};

export type ItemChange = {
  anchor: string;
  itemAnchor: string;
  label: string;
  /** What `label` says, for the page to write it in its language ("Standard 8", "Appendix B"). */
  kind: PublicItem["kind"];
  number: string;
  title: string;
  isNew: boolean;
  fromVersion: string | null;
  toVersion: string;
  changedAt: string;
  byProposal: boolean;
  summary: string | null;
  texts: TextChange[];
};

export type PublicStandards = {
  current: { version: string; releaseDate: string; notes: string | null } | null;
  /** The release "What changed" compares with. */
  since: { version: string; releaseDate: string } | null;
  standards: PublicItem[];
  appendices: PublicItem[];
  changes: ItemChange[];
  /**
   * The latest change to any standard's text: when, which item and its version
   * now; `item` names a standard or appendix (null: `label` is a sub-standard's
   * number and title).
   */
  lastChange: {
    at: string;
    label: string;
    version: string;
    item: { kind: PublicItem["kind"]; number: string } | null;
  } | null;
};

/** The first instant after a release day, in the programme's zone (changes on the day belong to the release). */
export function endOfReleaseDay(releaseDate: string, timeZone: string): Date {
  const [y, m, d] = releaseDate.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d + 1, 0, 0, 0, timeZone).getTime());
}

/**
 * The baseline of "What changed": the release before the current one, or the
 * current release itself when it is the first (then the list shows what
 * changed since it was published).
 */
export function baselineRelease(
  versions: readonly StandardVersionRow[],
): StandardVersionRow | null {
  const current = versions.find((v) => v.isCurrent) ?? null;
  if (!current) return versions[0] ?? null;
  const earlier = versions
    .filter((v) => v.id !== current.id && v.releaseDate < current.releaseDate)
    .sort((a, b) => (a.releaseDate < b.releaseDate ? 1 : -1));
  return earlier[0] ?? current;
}

/**
 * The public standards document (SPEC §2 /standards): the current version,
 * every standard with its sub-standards and the appendices in order, the
 * questions the committee published as FAQs, and "What changed" since the
 * previous release with a word-level diff of each changed text.
 */
export async function getPublicStandards(
  db: Executor,
  timeZone: string,
  locale: Locale = "en",
): Promise<PublicStandards> {
  const versions = await listStandardVersions(db);
  const current = versions.find((v) => v.isCurrent) ?? null;
  const baseline = baselineRelease(versions);
  const since = baseline ? endOfReleaseDay(baseline.releaseDate, timeZone) : null;

  const rows = await db
    .select({
      item: standardItems,
      categoryName: standardCategories.name,
      categoryDescription: standardCategories.description,
    })
    .from(standardItems)
    .leftJoin(standardCategories, eq(standardCategories.id, standardItems.categoryId))
    .orderBy(...itemOrder);
  const subs = await db
    .select()
    .from(subStandards)
    .orderBy(...subStandardOrder);
  const faqs = await db
    .select()
    .from(standardDiscussions)
    .where(eq(standardDiscussions.isFaq, true))
    .orderBy(asc(standardDiscussions.createdAt));
  const history: HistoryRow[] = await db
    .select()
    .from(standardVersionHistory)
    .orderBy(asc(standardVersionHistory.seq));
  const versionDateOf = new Map<string, Date>();
  for (const h of history) {
    if (!h.isSubStandard && h.standardId === h.itemId) versionDateOf.set(h.itemId, h.changedAt);
  }

  const changes: ItemChange[] = [];
  const changeAnchorOf = new Map<string, string>();
  if (since) {
    const after = (h: HistoryRow) => h.changedAt.getTime() >= since.getTime();
    for (const { item } of rows) {
      const entries = history.filter((h) => h.itemId === item.id);
      const recent = entries.filter(after);
      if (recent.length === 0) continue;
      const textIds = [...new Set(recent.map((h) => h.standardId))];
      const texts: TextChange[] = [];
      for (const textId of textIds) {
        const own = entries.filter((h) => h.standardId === textId);
        const before = own.filter((h) => !after(h)).at(-1) ?? null;
        const last = own.at(-1)!;
        const removed = last.changeKind === "deleted";
        const fromText = before && before.changeKind !== "deleted" ? before.content : "";
        const toText = removed ? "" : last.content;
        if (fromText === toText) continue;
        const isItemText = textId === item.id;
        texts.push({
          label: isItemText ? `${itemLabel(item)} text` : `${last.number} ${last.title}`,
          ofItem: isItemText,
          kind: removed ? "removed" : fromText === "" ? "added" : "changed",
          fromVersion: before && before.changeKind !== "deleted" ? before.version : null,
          toVersion: removed ? null : last.version,
          parts: wordDiff(fromText, toText).parts,
        });
      }
      if (texts.length === 0) continue;
      const itemBefore =
        entries.filter((h) => h.standardId === item.id && !after(h)).at(-1) ?? null;
      const latest = recent.at(-1)!;
      const anchor = `changes-${itemAnchor(item)}`;
      changeAnchorOf.set(item.id, anchor);
      changes.push({
        anchor,
        itemAnchor: itemAnchor(item),
        label: itemLabel(item),
        kind: item.kind as PublicItem["kind"],
        number: item.number,
        title: item.title,
        isNew: !itemBefore,
        fromVersion: itemBefore?.version ?? null,
        toVersion: item.version,
        changedAt: latest.changedAt.toISOString(),
        byProposal: recent.some((h) => h.changeKind === "proposal"),
        summary: latest.changeSummary,
        texts,
      });
    }
  }

  const subLabel = new Map(subs.map((s) => [s.id, `${s.subNumber} ${s.title}`]));
  // The reader's language (issue 36): each text's translation, if it has one.
  const versioned = (list: { id: string; version: string }[]) =>
    list.map((r) => ({ id: r.id, version: englishVersion.standard(r.version) }));
  const itemTexts = await readerTranslations(
    db,
    "standard_item",
    locale,
    versioned(rows.map((r) => r.item)),
  );
  const subTexts = await readerTranslations(db, "sub_standard", locale, versioned(subs));
  // Each category once, with the fingerprint of its English (name and description).
  const categories = new Map<string, string>();
  for (const r of rows) {
    if (r.item.categoryId && r.categoryName !== null) {
      categories.set(
        r.item.categoryId,
        englishVersion.category(r.categoryName, r.categoryDescription),
      );
    }
  }
  const categoryTexts = await readerTranslations(
    db,
    "standard_category",
    locale,
    [...categories].map(([id, version]) => ({ id, version })),
  );
  const noteOf = (text: ReaderTranslation | undefined, version: string): ContentNote | null =>
    contentNote(locale, text, {
      from: text?.sourceVersion ?? "",
      to: englishVersion.standard(version),
    });
  const toPublic = ({ item, categoryName }: (typeof rows)[number]): PublicItem => {
    const text = itemTexts.get(item.id);
    const category = item.categoryId ? categoryTexts.get(item.categoryId) : undefined;
    return {
      id: item.id,
      kind: item.kind as PublicItem["kind"],
      label: itemLabel(item),
      anchor: itemAnchor(item),
      number: item.number,
      title: text?.title ?? item.title,
      version: item.version,
      categoryName: category?.title ?? categoryName ?? null,
      html: standardHtml(text?.body ?? item.content, `${itemAnchor(item)}-`),
      note: noteOf(text, item.version),
      subStandards: subs
        .filter((s) => s.standardId === item.id)
        .map((s) => {
          const subText = subTexts.get(s.id);
          return {
            number: s.subNumber,
            anchor: `standard-${s.subNumber.replace(".", "-")}`,
            title: subText?.title ?? s.title,
            version: s.version,
            html: standardHtml(
              subText?.body ?? s.content,
              `standard-${s.subNumber.replace(".", "-")}-`,
            ),
            note: noteOf(subText, s.version),
          };
        }),
      faqs: faqs
        .filter((f) => f.itemId === item.id && f.faqAnswer)
        .map((f) => ({
          id: f.id,
          about: f.isSubStandard ? (subLabel.get(f.standardId) ?? null) : null,
          question: f.comment,
          answer: f.faqAnswer!,
        })),
      changeAnchor: changeAnchorOf.get(item.id) ?? null,
      versionDate: versionDateOf.get(item.id)?.toISOString() ?? null,
    };
  };
  const latest = history.filter((h) => h.changeKind !== "created").at(-1) ?? null;
  const latestItem = latest ? rows.find((r) => r.item.id === latest.itemId)?.item : undefined;

  return {
    current: current
      ? { version: current.versionNumber, releaseDate: current.releaseDate, notes: current.notes }
      : null,
    since: baseline ? { version: baseline.versionNumber, releaseDate: baseline.releaseDate } : null,
    standards: rows.filter((r) => r.item.kind === "standard").map(toPublic),
    appendices: rows.filter((r) => r.item.kind === "appendix").map(toPublic),
    changes,
    lastChange:
      latest && latestItem
        ? {
            at: latest.changedAt.toISOString(),
            label: latest.isSubStandard
              ? `${latest.number} ${latest.title}`
              : itemLabel(latestItem),
            version: latest.isSubStandard ? latest.version : latestItem.version,
            item: latest.isSubStandard
              ? null
              : { kind: latestItem.kind as PublicItem["kind"], number: latestItem.number },
          }
        : null,
  };
}
