import { Link, useNavigation, useSearchParams } from "react-router";
import { FilterBar, FilterSearch, FilterSelect } from "~/components/filter-bar";
import { FormMessage } from "~/components/form";
import { Pagination } from "~/components/pagination";
import { blogPostStatuses, blogPostStatusLabels } from "~/domain/blog-post-status";
import { pluralize } from "~/lib/format";
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
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/dashboard/blog";
  const filtered = Boolean(filters.status || filters.tag || filters.q);
  const pageLink = (n: number) => {
    const next = new URLSearchParams(searchParams);
    next.delete("notice");
    next.set("page", String(n));
    return `?${next.toString()}`;
  };
  const all = byStatus.draft + byStatus.scheduled + byStatus.published;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Blog Management</h1>
          <p className="mt-1 text-slate-700">
            Write, schedule and publish the programme&apos;s blog posts. Published posts appear on{" "}
            <Link to="/blog" className="text-brand-800 underline">
              the blog
            </Link>
            , in its feed and in the sitemap.
          </p>
        </div>
        <Link
          to="/dashboard/blog/new"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          New post
        </Link>
      </div>
      {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}

      <FilterBar label="Filter posts" filtered={filtered}>
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
      </FilterBar>

      <section aria-labelledby="posts-h" aria-busy={loading}>
        <h2 id="posts-h" className="sr-only">
          Posts
        </h2>
        <p className="mb-2 text-sm text-slate-700" aria-live="polite">
          {pluralize(total, "post")}
          {filtered ? " match these filters" : ""}
          {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}
        </p>
        {items.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
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
          </div>
        ) : (
          <BlogPostTable items={items} />
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={pageLink} className="mt-4" />
      </section>
    </div>
  );
}
