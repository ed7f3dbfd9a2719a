import { Link } from "react-router";
import { z } from "zod";
import { Pagination } from "~/components/pagination";
import { getDb } from "~/lib/db.server";
import { pluralize } from "~/lib/format";
import { throwLoaderError } from "~/lib/route-errors.server";
import { BLOG_ATOM_PATH, BLOG_RSS_PATH, blogMessages } from "~/modules/blog/blog-rules";
import { listPublishedBlogPosts } from "~/modules/blog/list-published-blog-posts.server";
import { PostCard } from "~/modules/blog/ui/post-card";
import { PageContainer, PageIntro } from "~/modules/site-content/page-parts";
import { pageTitle, publicPageMeta } from "~/modules/site-content/public-pages";
import type { Route } from "./+types/blog";
import { documentOnlyForAnonymous } from "~/lib/page-scripts";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

const querySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  tag: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional()
    .catch(undefined),
});

export async function loader({ request }: Route.LoaderArgs) {
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  try {
    return { ...(await listPublishedBlogPosts(getDb(), query)), tagRequested: Boolean(query.tag) };
  } catch (error) {
    throwLoaderError(error, blogMessages.fetchFailed, "public blog list");
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const base = publicPageMeta("/blog");
  const tag = loaderData?.activeTag;
  const page = loaderData?.page ?? 1;
  if (!tag && page === 1) return base;
  const title = pageTitle(
    `${tag ? `Posts tagged ${tag.name}` : "Blog"}${page > 1 ? ` (page ${page})` : ""}`,
  );
  return [{ title }, ...base.filter((m) => !("title" in m))];
}

export function links() {
  return [
    { rel: "alternate", type: "application/rss+xml", title: "Blog (RSS)", href: BLOG_RSS_PATH },
    { rel: "alternate", type: "application/atom+xml", title: "Blog (Atom)", href: BLOG_ATOM_PATH },
  ];
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { posts, total, page, pageCount, tags, activeTag, tagRequested } = loaderData;
  const hrefFor = (n: number) => {
    const params = new URLSearchParams();
    if (activeTag) params.set("tag", activeTag.slug);
    if (n > 1) params.set("page", String(n));
    const qs = params.toString();
    return qs ? `/blog?${qs}` : "/blog";
  };
  const tagLink = "inline-block rounded-full border px-3 py-1 text-sm font-medium hover:underline";
  return (
    <PageContainer>
      <PageIntro
        title="Blog"
        lead="News and practical guidance from the programme: how humane wildlife control works through the seasons, what our standards ask and why, and what to expect from accreditation."
      >
        <p className="mt-4 text-sm text-slate-700">
          Follow the blog in your feed reader:{" "}
          <a href={BLOG_RSS_PATH} className="font-medium text-brand-700 underline">
            RSS
          </a>{" "}
          or{" "}
          <a href={BLOG_ATOM_PATH} className="font-medium text-brand-700 underline">
            Atom
          </a>
          .
        </p>
      </PageIntro>

      {tags.length > 0 ? (
        <nav aria-label="Filter by tag" className="mt-8">
          <h2 className="text-sm font-semibold text-slate-900">Topics</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            <li>
              <Link
                to="/blog"
                aria-current={activeTag ? undefined : "page"}
                className={`${tagLink} ${activeTag ? "border-slate-300 text-slate-800" : "border-brand-700 bg-brand-700 text-white"}`}
              >
                All posts
              </Link>
            </li>
            {tags.map((tag) => {
              const active = activeTag?.slug === tag.slug;
              return (
                <li key={tag.slug}>
                  <Link
                    to={`/blog?tag=${encodeURIComponent(tag.slug)}`}
                    aria-current={active ? "page" : undefined}
                    className={`${tagLink} ${active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-800"}`}
                  >
                    {tag.name} <span aria-hidden>· {tag.count}</span>
                    <span className="sr-only">
                      ({tag.count === 1 ? "1 post" : `${tag.count} posts`})
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
          {activeTag ? `Posts tagged ${activeTag.name}` : "Latest posts"}
        </h2>
        {activeTag ? (
          <p className="mb-4 text-slate-700">
            {pluralize(total, "post")} tagged <strong>{activeTag.name}</strong>.{" "}
            <Link to="/blog" className="text-brand-700 underline">
              Show all posts
            </Link>
          </p>
        ) : null}
        {posts.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-slate-700">
              {tagRequested && !activeTag
                ? "No published post has this tag."
                : activeTag || page > 1
                  ? "There are no posts here."
                  : "No posts have been published yet. Check back soon."}
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
