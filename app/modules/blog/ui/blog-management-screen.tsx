import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { FilterSearch, FilterSelect } from "~/components/filter-bar";
import { FormMessage } from "~/components/form";
import { ListScreen } from "~/components/list-screen";
import { blogPostStatuses } from "~/domain/blog-post-status";
import { defineMessages } from "~/lib/i18n/messages";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { blogNotices, blogStatusMessages } from "../blog-rules";
import type { BlogManagementPageData } from "../get-blog-management-pages.server";
import { BlogPostTable } from "./blog-post-table";

const m = defineMessages({
  title: { id: "blog.manage.title", defaultMessage: "Blog Management" },
  intro: {
    id: "blog.manage.intro",
    defaultMessage:
      "Write, schedule and publish the programme's blog posts. Published posts appear on <blog>the blog</blog>, in its feed and in the sitemap.",
  },
  newPost: { id: "blog.manage.newPost", defaultMessage: "New post" },
  filters: { id: "blog.manage.filters", defaultMessage: "Filter posts" },
  status: { id: "blog.manage.status", defaultMessage: "Status" },
  allStatuses: { id: "blog.manage.allStatuses", defaultMessage: "All statuses ({count})" },
  statusCount: { id: "blog.manage.statusCount", defaultMessage: "{status} ({count})" },
  tag: { id: "blog.manage.tag", defaultMessage: "Tag" },
  allTags: { id: "blog.manage.allTags", defaultMessage: "All tags" },
  search: { id: "blog.manage.search", defaultMessage: "Search title, excerpt or slug" },
  count: {
    id: "blog.manage.count",
    defaultMessage: "{count, plural, one {# post} other {# posts}}",
  },
  results: { id: "blog.manage.results", defaultMessage: "Posts" },
  noMatch: { id: "blog.manage.noMatch", defaultMessage: "No posts match these filters." },
  none: { id: "blog.manage.none", defaultMessage: "There are no posts yet." },
  first: { id: "blog.manage.first", defaultMessage: "Write the first post" },
});

/** The staff blog list (/dashboard/blog): filters by status, tag and text, the posts and pages. */
export function BlogManagementScreen({
  items,
  total,
  page,
  pageCount,
  byStatus,
  tags,
  filters,
  notice,
}: BlogManagementPageData) {
  const intl = useIntl();
  const to = useLocalizePath();
  const filtered = Boolean(filters.status || filters.tag || filters.q);
  const all = byStatus.draft + byStatus.scheduled + byStatus.published;

  return (
    <ListScreen
      title={intl.formatMessage(m.title)}
      intro={
        <FormattedMessage
          {...m.intro}
          values={{
            blog: (chunks) => (
              <Link to={to("/blog")} className="text-brand-800 underline">
                {chunks}
              </Link>
            ),
          }}
        />
      }
      actions={
        <Link
          to="/dashboard/blog/new"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <FormattedMessage {...m.newPost} />
        </Link>
      }
      afterHeading={
        notice ? (
          <FormMessage kind="success">{intl.formatMessage(blogNotices[notice])}</FormMessage>
        ) : null
      }
      filters={{
        label: intl.formatMessage(m.filters),
        filtered,
        fields: (
          <>
            <FilterSelect
              id="blog-status"
              name="status"
              label={intl.formatMessage(m.status)}
              value={filters.status}
              allLabel={intl.formatMessage(m.allStatuses, { count: all })}
              options={blogPostStatuses.map((s) => ({
                value: s,
                label: intl.formatMessage(m.statusCount, {
                  status: intl.formatMessage(blogStatusMessages[s]),
                  count: byStatus[s],
                }),
              }))}
            />
            <FilterSelect
              id="blog-tag"
              name="tag"
              label={intl.formatMessage(m.tag)}
              value={filters.tag}
              allLabel={intl.formatMessage(m.allTags)}
              options={tags.map((t) => ({ value: t.slug, label: t.name }))}
            />
            <FilterSearch id="blog-q" label={intl.formatMessage(m.search)} value={filters.q} />
          </>
        ),
      }}
      summary={{ total, noun: m.count }}
      page={page}
      pageCount={pageCount}
      isEmpty={items.length === 0}
      oneTimeParams={["notice"]}
      resultsLabel={intl.formatMessage(m.results)}
      empty={
        <>
          <p className="text-slate-700">
            <FormattedMessage {...(filtered ? m.noMatch : m.none)} />
          </p>
          {!filtered ? (
            <p className="mt-4">
              <Link
                to="/dashboard/blog/new"
                className="inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                <FormattedMessage {...m.first} />
              </Link>
            </p>
          ) : null}
        </>
      }
    >
      <BlogPostTable items={items} />
    </ListScreen>
  );
}
