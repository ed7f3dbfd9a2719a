import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { formatDate, formatDateTime } from "~/lib/format";
import { MarkdownContent } from "~/modules/content";
import { PageContainer, PublicErrorPage } from "~/modules/site-content";
import type { BlogPostForReader } from "../get-blog-post-for-reader.server";
import { blogEditPath, blogPostPath } from "../blog-rules";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A post for readers (/blog/{slug}); staff previewing a draft or scheduled post see a notice. */
export function BlogPostPage({ post, preview }: { post: BlogPostForReader; preview: boolean }) {
  const edited =
    post.publishedAt &&
    new Date(post.updatedAt).getTime() - new Date(post.publishedAt).getTime() > DAY_MS;
  return (
    <PageContainer>
      {preview ? (
        <div
          role="status"
          className="mb-6 rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <strong>Preview.</strong>{" "}
          {post.status === "scheduled" && post.publishedAt
            ? `This post is scheduled for ${formatDateTime(post.publishedAt)} and is not public yet.`
            : "This post is a draft and is not public."}{" "}
          Only staff can see this page.{" "}
          <Link to={blogEditPath(post.id)} className="font-medium underline">
            Back to the editor
          </Link>
        </div>
      ) : null}
      <article className="mx-auto max-w-3xl" aria-labelledby="post-title">
        <header>
          {post.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag.slug}>
                  <Link
                    to={`/blog?tag=${encodeURIComponent(tag.slug)}`}
                    className="rounded-full bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800 hover:underline"
                  >
                    {tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <h1
            id="post-title"
            className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {post.title}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{post.excerpt}</p>
          <p className="mt-4 text-sm text-slate-600">
            By <span className="font-medium text-slate-800">{post.authorName}</span>
            {post.publishedAt ? (
              <>
                {" · "}
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
              </>
            ) : null}
            {edited ? (
              <>
                {" · Updated "}
                <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
              </>
            ) : null}
          </p>
        </header>
        {post.coverUrl ? (
          <img
            src={post.coverUrl}
            alt={post.coverAlt ?? ""}
            width={1200}
            height={630}
            className="mt-8 aspect-[1200/630] w-full rounded-lg object-cover"
          />
        ) : null}
        <MarkdownContent html={post.html} className="mt-8" />
      </article>
      {post.previous || post.next ? (
        <nav
          aria-label="More posts"
          className="mx-auto mt-12 max-w-3xl border-t border-slate-200 pt-6"
        >
          <ul className="grid gap-4 sm:grid-cols-2">
            <li>
              {post.previous ? (
                <Link to={blogPostPath(post.previous.slug)} className="group block" rel="prev">
                  <span className="block text-sm text-slate-600">← Previous post</span>
                  <span className="font-medium text-brand-800 group-hover:underline">
                    {post.previous.title}
                  </span>
                </Link>
              ) : null}
            </li>
            <li className="sm:text-right">
              {post.next ? (
                <Link to={blogPostPath(post.next.slug)} className="group block" rel="next">
                  <span className="block text-sm text-slate-600">Next post →</span>
                  <span className="font-medium text-brand-800 group-hover:underline">
                    {post.next.title}
                  </span>
                </Link>
              ) : null}
            </li>
          </ul>
        </nav>
      ) : null}
      <p className="mx-auto mt-8 max-w-3xl">
        <Link to="/blog" className="font-medium text-brand-700 underline">
          All posts
        </Link>
      </p>
    </PageContainer>
  );
}

/** A post that does not exist, or is not published: one answer for both. */
export function BlogPostErrorPage() {
  const error = useRouteError();
  return (
    <PublicErrorPage
      notFound={isRouteErrorResponse(error) && error.status === 404}
      notFoundTitle="Post not found"
      notFoundText="There is no published post at this address. It may have been moved or unpublished, or the link may be mistyped."
      failedText="We could not load this post. Please try again in a moment."
      backTo="/blog"
      backLabel="Back to the blog"
    />
  );
}
