import { FormattedMessage, useIntl } from "react-intl";
import { englishIf, readerNoteMessages } from "~/modules/translations";
import { Link } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { blogPostPath } from "../blog-rules";
import type { PublishedPostCard } from "../list-published-blog-posts.server";

const m = defineMessages({
  tags: { id: "blogPublic.card.tags", defaultMessage: "Tags" },
});

/** One post on the public /blog list: cover, tags, title, excerpt, author and date. */
export function PostCard({
  post,
  headingLevel = 2,
}: {
  post: PublishedPostCard;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const intl = useIntl();
  const f = useFormat();
  const to = useLocalizePath();
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      {post.coverUrl ? (
        <img
          src={post.coverUrl}
          alt={post.coverAlt ?? ""}
          width={1200}
          height={630}
          loading="lazy"
          className="aspect-[1200/630] w-full object-cover"
        />
      ) : (
        <div
          aria-hidden
          className="aspect-[1200/630] w-full bg-gradient-to-br from-brand-100 to-brand-200"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        {post.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={intl.formatMessage(m.tags)}>
            {post.tags.map((tag) => (
              <li key={tag.slug}>
                <Link
                  to={to(`/blog?tag=${encodeURIComponent(tag.slug)}`)}
                  className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 hover:underline"
                >
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <Heading className="mt-3 text-xl font-semibold text-slate-900">
          <Link
            to={to(blogPostPath(post.slug))}
            className="hover:underline"
            lang={englishIf(post.note)}
          >
            {post.title}
          </Link>
        </Heading>
        {post.note?.state === "missing" ? (
          <p className="mt-1 text-xs font-medium text-slate-600">
            <FormattedMessage {...readerNoteMessages.inEnglish} />
          </p>
        ) : null}
        <p className="mt-2 flex-1 text-slate-700" lang={englishIf(post.note)}>
          {post.excerpt}
        </p>
        <p className="mt-4 text-sm text-slate-600">
          <time dateTime={post.publishedAt}>{f.date(post.publishedAt)}</time> · {post.authorName}
        </p>
      </div>
    </article>
  );
}
