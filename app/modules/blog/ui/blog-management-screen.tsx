import { Link } from "react-router";
import { FilterSearch, FilterSelect } from "~/components/filter-bar";
import { FormMessage } from "~/components/form";
import { ListScreen } from "~/components/list-screen";
import { blogPostStatuses, blogPostStatusLabels } from "~/domain/blog-post-status";
import type { BlogManagementPageData } from "../get-blog-management-pages.server";
import { BlogPostTable } from "./blog-post-table";

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
  const filtered = Boolean(filters.status || filters.tag || filters.q);
  const all = byStatus.draft + byStatus.scheduled + byStatus.published;

  return (
    <ListScreen
      title="Blog Management"
      intro={
        <>
          Write, schedule and publish the programme&apos;s blog posts. Published posts appear on{" "}
          <Link to="/blog" className="text-brand-800 underline">
            the blog
          </Link>
          , in its feed and in the sitemap.
        </>
      }
      actions={
        <Link
          to="/dashboard/blog/new"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          New post
        </Link>
      }
      afterHeading={notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
      filters={{
        label: "Filter posts",
        filtered,
        fields: (
          <>
            <FilterSelect
              id="blog-status"
              name="status"
              label="Status"
              value={filters.status}
              allLabel={`All statuses (${all})`}
              options={blogPostStatuses.map((s) => ({
                value: s,
                label: `${blogPostStatusLabels[s]} (${byStatus[s]})`,
              }))}
            />
            <FilterSelect
              id="blog-tag"
              name="tag"
              label="Tag"
              value={filters.tag}
              allLabel="All tags"
              options={tags.map((t) => ({ value: t.slug, label: t.name }))}
            />
            <FilterSearch id="blog-q" label="Search title, excerpt or slug" value={filters.q} />
          </>
        ),
      }}
      summary={{ total, noun: "post" }}
      page={page}
      pageCount={pageCount}
      isEmpty={items.length === 0}
      oneTimeParams={["notice"]}
      resultsLabel="Posts"
      empty={
        <>
          <p className="text-slate-700">
            {filtered ? "No posts match these filters." : "There are no posts yet."}
          </p>
          {!filtered ? (
            <p className="mt-4">
              <Link
                to="/dashboard/blog/new"
                className="inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                Write the first post
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
