import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { Pagination } from "~/components/pagination";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { PageContainer, PageIntro } from "~/modules/site-content";
import type { BlogListPageData } from "../get-blog-list-page.server";
import { BLOG_ATOM_PATH, BLOG_RSS_PATH } from "../blog-rules";
import { PostCard } from "./post-card";

/** The /blog page's own text (shared with its <title>: `blogListMessages`). */
export const blogListMessages = defineMessages({
  title: { id: "blogPublic.title", defaultMessage: "Blog" },
  postsTagged: { id: "blogPublic.postsTagged", defaultMessage: "Posts tagged {tag}" },
  titlePage: { id: "blogPublic.titlePage", defaultMessage: "{title} (page {page})" },
});

const m = defineMessages({
  lead: {
    id: "blogPublic.lead",
    defaultMessage:
      "News and practical guidance from the programme: how humane wildlife control works through the seasons, what our standards ask and why, and what to expect from accreditation.",
  },
  feeds: {
    id: "blogPublic.feeds",
    defaultMessage: "Follow the blog in your feed reader: <rss>RSS</rss> or <atom>Atom</atom>.",
  },
  filterByTag: { id: "blogPublic.filterByTag", defaultMessage: "Filter by tag" },
  topics: { id: "blogPublic.topics", defaultMessage: "Topics" },
  allPosts: { id: "blogPublic.allPosts", defaultMessage: "All posts" },
  tagCount: {
    id: "blogPublic.tagCount",
    defaultMessage: "({count, plural, one {# post} other {# posts}})",
  },
  latestPosts: { id: "blogPublic.latestPosts", defaultMessage: "Latest posts" },
  taggedSummary: {
    id: "blogPublic.taggedSummary",
    defaultMessage: "{count, plural, one {# post} other {# posts}} tagged <strong>{tag}</strong>.",
  },
  showAllPosts: { id: "blogPublic.showAllPosts", defaultMessage: "Show all posts" },
  noPostWithTag: {
    id: "blogPublic.empty.unknownTag",
    defaultMessage: "No published post has this tag.",
  },
  noPostsHere: { id: "blogPublic.empty.page", defaultMessage: "There are no posts here." },
  noPostsYet: {
    id: "blogPublic.empty.none",
    defaultMessage: "No posts have been published yet. Check back soon.",
  },
});

/** The public /blog page: feeds, the tag filter, the posts of one page and the pagination. */
export function BlogListPage({
  posts,
  total,
  page,
  pageCount,
  tags,
  activeTag,
  tagRequested,
}: BlogListPageData) {
  const intl = useIntl();
  const f = useFormat();
  const to = useLocalizePath();
  const hrefFor = (n: number) => {
    const params = new URLSearchParams();
    if (activeTag) params.set("tag", activeTag.slug);
    if (n > 1) params.set("page", String(n));
    const qs = params.toString();
    return to(qs ? `/blog?${qs}` : "/blog");
  };
  const tagLink = "inline-block rounded-full border px-3 py-1 text-sm font-medium hover:underline";
  const feedLink = (href: string) => (chunks: ReactNode) => (
    <a href={href} className="font-medium text-brand-700 underline">
      {chunks}
    </a>
  );
  return (
    <PageContainer>
      <PageIntro
        title={intl.formatMessage(blogListMessages.title)}
        lead={intl.formatMessage(m.lead)}
      >
        <p className="mt-4 text-sm text-slate-700">
          <FormattedMessage
            {...m.feeds}
            values={{ rss: feedLink(BLOG_RSS_PATH), atom: feedLink(BLOG_ATOM_PATH) }}
          />
        </p>
      </PageIntro>

      {tags.length > 0 ? (
        <nav aria-label={intl.formatMessage(m.filterByTag)} className="mt-8">
          <h2 className="text-sm font-semibold text-slate-900">
            <FormattedMessage {...m.topics} />
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            <li>
              <Link
                to={to("/blog")}
                aria-current={activeTag ? undefined : "page"}
                className={`${tagLink} ${activeTag ? "border-slate-300 text-slate-800" : "border-brand-700 bg-brand-700 text-white"}`}
              >
                <FormattedMessage {...m.allPosts} />
              </Link>
            </li>
            {tags.map((tag) => {
              const active = activeTag?.slug === tag.slug;
              return (
                <li key={tag.slug}>
                  <Link
                    to={to(`/blog?tag=${encodeURIComponent(tag.slug)}`)}
                    aria-current={active ? "page" : undefined}
                    className={`${tagLink} ${active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-800"}`}
                  >
                    {tag.name} <span aria-hidden>· {f.count(tag.count)}</span>
                    <span className="sr-only">
                      <FormattedMessage {...m.tagCount} values={{ count: tag.count }} />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}

      <section aria-labelledby="posts-heading" className="mt-8">
        <h2 id="posts-heading" className="sr-only">
          {activeTag ? (
            <FormattedMessage {...blogListMessages.postsTagged} values={{ tag: activeTag.name }} />
          ) : (
            <FormattedMessage {...m.latestPosts} />
          )}
        </h2>
        {activeTag ? (
          <p className="mb-4 text-slate-700">
            <FormattedMessage
              {...m.taggedSummary}
              values={{
                count: total,
                tag: activeTag.name,
                strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
              }}
            />{" "}
            <Link to={to("/blog")} className="text-brand-700 underline">
              <FormattedMessage {...m.showAllPosts} />
            </Link>
          </p>
        ) : null}
        {posts.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-slate-700">
              <FormattedMessage
                {...(tagRequested && !activeTag
                  ? m.noPostWithTag
                  : activeTag || page > 1
                    ? m.noPostsHere
                    : m.noPostsYet)}
              />
            </p>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id} className="flex">
                <PostCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} className="mt-8" />
      </section>
    </PageContainer>
  );
}
