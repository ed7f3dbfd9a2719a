import { FilterBar, FilterSearch, FilterSelect } from "~/components/filter-bar";
import { Link, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { FormMessage } from "~/components/form";
import { Pagination } from "~/components/pagination";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { pluralize } from "~/lib/format";
import { throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/session.server";
import { blogPostStatuses, blogPostStatusLabels } from "~/modules/blog/blog-post-status";
import { blogMessages, blogNotices, isBlogNotice } from "~/modules/blog/blog-rules";
import { listBlogPosts } from "~/modules/blog/list-blog-posts.server";
import { BlogPostTable } from "~/modules/blog/ui/blog-post-table";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: `Blog Management | ${siteName}` }];
}

const querySchema = z.object({
  status: z.enum(blogPostStatuses).optional().catch(undefined),
  tag: z.string().trim().max(60).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  notice: z.string().optional().catch(undefined),
});

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "blog.manage");
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  try {
    const list = await listBlogPosts(getDb(), session, query);
    return {
      ...list,
      filters: { status: query.status ?? "", tag: query.tag ?? "", q: query.q ?? "" },
      notice: isBlogNotice(query.notice) ? blogNotices[query.notice] : null,
    };
  } catch (error) {
    throwLoaderError(error, blogMessages.fetchFailed, "list blog posts");
  }
}

export default function BlogManagement({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageCount, byStatus, tags, filters, notice } = loaderData;
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

export const ErrorBoundary = RouteErrorBoundary;
