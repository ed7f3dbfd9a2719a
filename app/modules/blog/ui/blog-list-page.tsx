import { Link } from "react-router";
import { Pagination } from "~/components/pagination";
import { pluralize } from "~/lib/format";
import { PageContainer, PageIntro } from "~/modules/site-content";
import type { BlogListPageData } from "../get-blog-list-page.server";
import { BLOG_ATOM_PATH, BLOG_RSS_PATH } from "../blog-rules";
import { PostCard } from "./post-card";

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
                    <span className="sr-only">({pluralize(tag.count, "post")})</span>
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
