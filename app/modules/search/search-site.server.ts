import { englishSearchWords } from "~/lib/search-vocabulary";
import { sql } from "drizzle-orm";
import { executeRows, type Executor } from "~/lib/db.server";
import {
  MATCH_END,
  MATCH_START,
  normaliseSearchQuery,
  SEARCH_PAGE_SIZE,
  snippetParts,
  type SearchKind,
  type SnippetPart,
} from "./search-rules";

export type SearchResult = {
  kind: SearchKind;
  title: string;
  href: string;
  snippet: SnippetPart[];
  /** Drafts and scheduled posts (only when drafts were asked for by someone who may). */
  draft: boolean;
};

export type SearchResults = {
  results: SearchResult[];
  total: number;
  page: number;
  pageCount: number;
  /** The query had words but all of them are too common to search for ("the and"). */
  noWords: boolean;
};

/** Markdown punctuation turned to spaces before a snippet is cut (snippets are plain text). */
const MARKDOWN_NOISE = String.raw`!?\[|\]\([^)]*\)|[#*_~` + "`" + String.raw`>|\\]+`;

/**
 * One search over the current standards (items and sub-standards), the
 * standards FAQs, the live operations manual sections and the published blog
 * posts (with `includeDrafts`, unpublished posts too; the caller has asked the
 * policy). PostgreSQL full-text search on stored, weighted vectors (titles
 * weigh most; decision 061), ranked by `ts_rank` (length-normalised), ties by
 * title. Snippets come from `ts_headline` on the page's rows only, with the
 * matches between sentinels that `snippetParts` turns into plain parts: no
 * HTML ever comes from the text. Any text is a valid query
 * (`websearch_to_tsquery` never fails); one whose words are all stop words
 * finds nothing and says so.
 */
export async function searchSite(
  db: Executor,
  options: { query: string; page?: number; includeDrafts?: boolean },
): Promise<SearchResults> {
  const page = Math.max(1, options.page ?? 1);
  const empty = { results: [], total: 0, page, pageCount: 0 };
  const typed = normaliseSearchQuery(options.query);
  if (!typed) return { ...empty, noWords: false };
  // French and Spanish words for animals and services, in English (issue 36).
  const query = englishSearchWords(typed) ?? typed;
  const drafts = options.includeDrafts === true;
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const headlineOptions = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  const rows = await executeRows<{
    kind: SearchKind;
    title: string;
    href: string;
    headline: string;
    draft: boolean;
    total: number;
    words: number;
  }>(
    db,
    sql`
    with q as (select websearch_to_tsquery('english', ${query}) as query),
    hits as (
      select 'standard' as kind, s.id, s.number || '. ' || s.title as title,
        '/standards#' || s.kind || '-' || lower(s.number) as href, s.content as body,
        false as draft, ts_rank(s.search, q.query, 1) as rank
      from standard_items s, q where s.search @@ q.query
      union all
      select 'standard', ss.id, ss.sub_number || ' ' || ss.title,
        '/standards#standard-' || replace(ss.sub_number, '.', '-'), ss.content,
        false, ts_rank(ss.search, q.query, 1)
      from sub_standards ss, q where ss.search @@ q.query
      union all
      select 'faq', d.id, d.comment,
        '/standards#' || i.kind || '-' || lower(i.number), coalesce(d.faq_answer, ''),
        false, ts_rank(d.search, q.query, 1)
      from standard_discussions d join standard_items i on i.id = d.item_id, q
      where d.is_faq and d.search @@ q.query
      union all
      select 'manual', m.id, m.title, '/operations-manual/' || m.slug, m.body,
        false, ts_rank(m.search, q.query, 1)
      from manual_sections m join manual_chapters c on c.id = m.chapter_id and c.removed_at is null, q
      where m.removed_at is null and m.search @@ q.query
      union all
      select 'blog', b.id, b.title, '/blog/' || b.slug, b.excerpt || E'\n\n' || b.body,
        b.status <> 'published', ts_rank(b.search, q.query, 1)
      from blog_posts b, q
      where (b.status = 'published' or ${drafts}::boolean) and b.search @@ q.query
    ),
    counted as (select count(*)::int as total from hits),
    paged as (
      select * from hits order by rank desc, title asc, id asc
      limit ${SEARCH_PAGE_SIZE} offset ${offset}
    )
    select p.kind, p.title, p.href, p.draft, counted.total, numnode(q.query) as words,
      ts_headline('english',
        regexp_replace(translate(p.body, ${MATCH_START + MATCH_END}, ''), ${MARKDOWN_NOISE}, ' ', 'g'),
        q.query, ${headlineOptions}) as headline
    from q cross join counted left join paged p on true
    order by p.rank desc, p.title asc, p.id asc
  `,
  );
  const first = rows[0];
  if (!first || Number(first.words) === 0) return { ...empty, noWords: true };
  const total = Number(first.total);
  return {
    results: rows
      .filter((r) => r.kind !== null)
      .map((r) => ({
        kind: r.kind,
        title: r.title,
        href: r.href,
        draft: Boolean(r.draft),
        snippet: snippetParts(r.headline.replace(/\s+/g, " ").trim()),
      })),
    total,
    page,
    pageCount: Math.ceil(total / SEARCH_PAGE_SIZE),
    noWords: false,
  };
}
