/**
 * Site search (decision 061): limits, texts and the query reading. Pure,
 * shared by the service, the page and the header box.
 */
import { z } from "zod";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { cleanText } from "~/lib/text-hygiene";

export const SEARCH_PATH = "/search";
/** Results per page. */
export const SEARCH_PAGE_SIZE = 10;
/** Longer queries are cut here (never refused: a pasted paragraph still searches). */
export const SEARCH_QUERY_MAX = 200;
/** Pages beyond this are not offered (the ranking is read whole for each page). */
export const SEARCH_PAGE_MAX = 100;

export const searchKinds = ["standard", "faq", "manual", "blog"] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchKindLabels: Record<SearchKind, EnglishMessage> = defineMessages({
  standard: { id: "search.kind.standard", defaultMessage: "Standard" },
  faq: { id: "search.kind.faq", defaultMessage: "Standards FAQ" },
  manual: { id: "search.kind.manual", defaultMessage: "Operations manual" },
  blog: { id: "search.kind.blog", defaultMessage: "Blog" },
});

/** The /search page's texts (issue 36). */
export const searchMessages = defineMessages({
  title: { id: "search.title", defaultMessage: "Search" },
  titleQuery: { id: "search.titleQuery", defaultMessage: "Search: {query}" },
  description: {
    id: "search.description",
    defaultMessage: "Search the standards, the operations manual and the blog.",
  },
  lead: {
    id: "search.lead",
    defaultMessage: "Search the standards and their FAQs, the operations manual and the blog.",
  },
  label: { id: "search.label", defaultMessage: "Words to find" },
  hint: {
    id: "search.hint",
    defaultMessage: "Put a phrase in quotes (“live trap”); a minus leaves a word out (-glue).",
  },
  submit: { id: "search.submit", defaultMessage: "Search" },
  includeDrafts: { id: "search.includeDrafts", defaultMessage: "Include unpublished blog posts" },
  empty: {
    id: "search.empty",
    defaultMessage: "Type a few words to search the standards, the operations manual and the blog.",
  },
  noWords: {
    id: "search.noWords",
    defaultMessage:
      "These words are too common to search for. Try more specific words, such as “live trap” or “renewal”.",
  },
  noResults: {
    id: "search.noResults",
    defaultMessage: "Nothing matches “{query}”. Check the spelling, or try fewer or other words.",
  },
  count: {
    id: "search.count",
    defaultMessage: "{total, plural, one {# result} other {# results}} for “{query}”",
  },
  fetchFailed: {
    id: "search.fetchFailed",
    defaultMessage: "Search is not available right now. Please try again.",
  },
  draft: { id: "search.draft", defaultMessage: "Draft" },
});

/** The address's `q`, `page` and `drafts`: any bad value is read as absent, never an error. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => normaliseSearchQuery(v ?? "")),
  page: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).optional().catch(undefined),
  drafts: z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => v === "1" || v === "on"),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** A query as searched: forbidden characters out, spaces collapsed, at most SEARCH_QUERY_MAX characters. */
export function normaliseSearchQuery(value: string): string {
  return cleanText(value).replace(/\s+/g, " ").trim().slice(0, SEARCH_QUERY_MAX).trim();
}

/** The address of a results page. */
export function searchHref(query: { q: string; page?: number; drafts?: boolean }): string {
  const params = new URLSearchParams({ q: query.q });
  if (query.drafts) params.set("drafts", "1");
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return `${SEARCH_PATH}?${params.toString()}`;
}

/** A snippet piece: plain text, marked when it matched. Never HTML. */
export type SnippetPart = { text: string; match: boolean };

/** Sentinels ts_headline puts around a match (private-use characters, removed from the text first). */
export const MATCH_START = "\uE000";
export const MATCH_END = "\uE001";

/** Splits a headline with sentinels into plain parts (a React page renders them escaped). */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let rest = headline;
  while (rest.length > 0) {
    const start = rest.indexOf(MATCH_START);
    if (start < 0) {
      parts.push({ text: rest, match: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), match: false });
    const end = rest.indexOf(MATCH_END, start + 1);
    const stop = end < 0 ? rest.length : end;
    const text = rest.slice(start + 1, stop);
    if (text) parts.push({ text, match: true });
    rest = end < 0 ? "" : rest.slice(end + 1);
  }
  // Neighbouring matches ("live" "trap", only spaces between) read as one highlighted phrase.
  const joined: SnippetPart[] = [];
  parts.forEach((part, i) => {
    const last = joined.at(-1);
    const gap = !part.match && /^\s+$/.test(part.text) && last?.match && parts[i + 1]?.match;
    if (last && (last.match === part.match || gap)) last.text += part.text;
    else joined.push({ ...part });
  });
  return joined;
}
