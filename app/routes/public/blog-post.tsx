import { localizePath, splitLocalePath } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import { getSessionUser } from "~/modules/auth/index.server";
import {
  BlogPostErrorPage,
  BlogPostPage,
  blogMessages,
  blogPostMessages,
  blogPostPath,
} from "~/modules/blog";
import { getBlogPostPage } from "~/modules/blog/index.server";
import { pageTitle } from "~/modules/site-content";
import type { Route } from "./+types/blog-post";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadPage(
    () =>
      getBlogPostPage(
        getDb(),
        params.slug,
        () => getSessionUser(request),
        splitLocalePath(new URL(request.url).pathname).locale,
      ),
    {
      fallback: blogMessages.fetchFailed,
      context: "blog post",
    },
  );

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cache = loaderHeaders.get("Cache-Control");
  return cache ? { "Cache-Control": cache } : {};
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const { locale } = splitLocalePath(location.pathname);
  if (!loaderData) {
    const notFound = intlFor(locale).formatMessage(blogPostMessages.notFound);
    return [{ title: pageTitle(notFound) }, { name: "robots", content: "noindex" }];
  }
  const { post, preview, baseUrl } = loaderData;
  const origin = baseUrl.replace(/\/+$/, "");
  // The address of this language's page: the canonical of /fr/blog/… is itself.
  const url = `${origin}${localizePath(blogPostPath(post.slug), locale)}`;
  const tags: Record<string, string>[] = [
    { title: pageTitle(post.title) },
    { name: "description", content: post.metaDescription },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: "Humane Accreditation Portal" },
    { property: "og:title", content: post.ogTitle },
    { property: "og:description", content: post.ogDescription },
    { property: "og:url", content: url },
    { name: "twitter:card", content: post.ogImageUrl ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: post.ogTitle },
    { name: "twitter:description", content: post.ogDescription },
    { property: "article:modified_time", content: post.updatedAt },
    ...post.tags.map((t) => ({ property: "article:tag", content: t.name })),
  ];
  if (post.ogImageUrl) {
    tags.push(
      { property: "og:image", content: `${origin}${post.ogImageUrl}` },
      { property: "og:image:alt", content: post.coverAlt ?? post.title },
      { name: "twitter:image", content: `${origin}${post.ogImageUrl}` },
    );
  }
  if (post.publishedAt)
    tags.push({ property: "article:published_time", content: post.publishedAt });
  if (preview) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage post={loaderData.post} preview={loaderData.preview} />;
}

/** A post that does not exist, or is not published: one answer for both. */
export const ErrorBoundary = BlogPostErrorPage;
