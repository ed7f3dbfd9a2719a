import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { MarkdownContent } from "~/modules/content";
import { englishIf, TranslationNote } from "~/modules/translations";
import { PageContainer, PublicErrorPage } from "~/modules/site-content";
import type { BlogPostForReader } from "../get-blog-post-for-reader.server";
import { blogEditPath, blogPostPath } from "../blog-rules";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The post page's own text; `notFound` also titles the page when there is no post. */
export const blogPostMessages = defineMessages({
  notFound: { id: "blogPublic.post.notFound", defaultMessage: "Post not found" },
});

const m = defineMessages({
  previewScheduled: {
    id: "blogPublic.post.previewScheduled",
    defaultMessage:
      "<strong>Preview.</strong> This post is scheduled for {date} and is not public yet. Only staff can see this page. <editor>Back to the editor</editor>",
  },
  previewDraft: {
    id: "blogPublic.post.previewDraft",
    defaultMessage:
      "<strong>Preview.</strong> This post is a draft and is not public. Only staff can see this page. <editor>Back to the editor</editor>",
  },
  tags: { id: "blogPublic.post.tags", defaultMessage: "Tags" },
  byline: { id: "blogPublic.post.byline", defaultMessage: "By <author>{name}</author>" },
  updated: { id: "blogPublic.post.updated", defaultMessage: "Updated {date}" },
  morePosts: { id: "blogPublic.post.morePosts", defaultMessage: "More posts" },
  previousPost: { id: "blogPublic.post.previous", defaultMessage: "← Previous post" },
  nextPost: { id: "blogPublic.post.next", defaultMessage: "Next post →" },
  allPosts: { id: "blogPublic.post.allPosts", defaultMessage: "All posts" },
  notFoundText: {
    id: "blogPublic.post.notFoundText",
    defaultMessage:
      "There is no published post at this address. It may have been moved or unpublished, or the link may be mistyped.",
  },
  failedText: {
    id: "blogPublic.post.failedText",
    defaultMessage: "We could not load this post. Please try again in a moment.",
  },
  backToBlog: { id: "blogPublic.post.backToBlog", defaultMessage: "Back to the blog" },
});

/** A post for readers (/blog/{slug}); staff previewing a draft or scheduled post see a notice. */
export function BlogPostPage({ post, preview }: { post: BlogPostForReader; preview: boolean }) {
  const intl = useIntl();
  const f = useFormat();
  const to = useLocalizePath();
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
          <FormattedMessage
            {...(post.status === "scheduled" && post.publishedAt
              ? m.previewScheduled
              : m.previewDraft)}
            values={{
              date: post.publishedAt ? f.dateTime(post.publishedAt) : "",
              strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
              editor: (chunks: ReactNode) => (
                <Link to={blogEditPath(post.id)} className="font-medium underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        </div>
      ) : null}
      <article className="mx-auto max-w-3xl" aria-labelledby="post-title">
        <header>
          {post.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={intl.formatMessage(m.tags)}>
              {post.tags.map((tag) => (
                <li key={tag.slug}>
                  <Link
                    to={to(`/blog?tag=${encodeURIComponent(tag.slug)}`)}
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
            lang={englishIf(post.note)}
          >
            {post.title}
          </h1>
          <p className="mt-4 text-lg text-slate-700" lang={englishIf(post.note)}>
            {post.excerpt}
          </p>
          {post.note ? (
            <TranslationNote state={post.note.state} englishHref={blogPostPath(post.slug)} />
          ) : null}
          <p className="mt-4 text-sm text-slate-600">
            <FormattedMessage
              {...m.byline}
              values={{
                name: post.authorName,
                author: (chunks: ReactNode) => (
                  <span className="font-medium text-slate-800">{chunks}</span>
                ),
              }}
            />
            {post.publishedAt ? (
              <>
                {" · "}
                <time dateTime={post.publishedAt}>{f.date(post.publishedAt)}</time>
              </>
            ) : null}
            {edited ? (
              <>
                {" · "}
                <FormattedMessage
                  {...m.updated}
                  values={{
                    date: <time dateTime={post.updatedAt}>{f.date(post.updatedAt)}</time>,
                  }}
                />
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
        <MarkdownContent html={post.html} className="mt-8" lang={englishIf(post.note)} />
      </article>
      {post.previous || post.next ? (
        <nav
          aria-label={intl.formatMessage(m.morePosts)}
          className="mx-auto mt-12 max-w-3xl border-t border-slate-200 pt-6"
        >
          <ul className="grid gap-4 sm:grid-cols-2">
            <li>
              {post.previous ? (
                <Link to={to(blogPostPath(post.previous.slug))} className="group block" rel="prev">
                  <span className="block text-sm text-slate-600">
                    <FormattedMessage {...m.previousPost} />
                  </span>
                  <span className="font-medium text-brand-800 group-hover:underline">
                    {post.previous.title}
                  </span>
                </Link>
              ) : null}
            </li>
            <li className="sm:text-right">
              {post.next ? (
                <Link to={to(blogPostPath(post.next.slug))} className="group block" rel="next">
                  <span className="block text-sm text-slate-600">
                    <FormattedMessage {...m.nextPost} />
                  </span>
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
        <Link to={to("/blog")} className="font-medium text-brand-700 underline">
          <FormattedMessage {...m.allPosts} />
        </Link>
      </p>
    </PageContainer>
  );
}

/** A post that does not exist, or is not published: one answer for both. */
export function BlogPostErrorPage() {
  const error = useRouteError();
  const intl = useIntl();
  const to = useLocalizePath();
  return (
    <PublicErrorPage
      notFound={isRouteErrorResponse(error) && error.status === 404}
      notFoundTitle={intl.formatMessage(blogPostMessages.notFound)}
      notFoundText={intl.formatMessage(m.notFoundText)}
      failedText={intl.formatMessage(m.failedText)}
      backTo={to("/blog")}
      backLabel={intl.formatMessage(m.backToBlog)}
    />
  );
}
