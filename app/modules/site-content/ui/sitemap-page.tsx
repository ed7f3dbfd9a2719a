import { Link } from "react-router";
import { formatDate } from "~/lib/format";
import { PageContainer, PageIntro } from "../page-parts";
import { publicPageGroups, publicPages } from "../public-pages";

function headingId(group: string) {
  return `group-${group.toLowerCase().replace(/[^a-z]+/g, "-")}`;
}

/** The /sitemap page: every public page by group, then the published blog posts. */
export function SitemapPage({
  posts,
}: {
  posts: { slug: string; path: string; title: string; excerpt: string; publishedAt: string }[];
}) {
  return (
    <PageContainer>
      <PageIntro
        title="Sitemap"
        lead="Every public page of the Humane Accreditation Portal. Members sign in to reach their dashboard."
      />
      <div className="mt-8 grid gap-10 md:grid-cols-2">
        {publicPageGroups.map((group) => {
          const pages = publicPages.filter((p) => p.group === group);
          if (pages.length === 0) return null;
          return (
            <section key={group} aria-labelledby={headingId(group)}>
              <h2 id={headingId(group)} className="text-xl font-semibold text-slate-900">
                {group}
              </h2>
              <ul className="mt-4 space-y-4" data-testid="sitemap-list">
                {pages.map((page) => (
                  <li key={page.path}>
                    <Link
                      to={page.path}
                      className="font-medium text-brand-700 underline hover:text-brand-900"
                    >
                      {page.title}
                    </Link>
                    <p className="mt-1 text-sm leading-6 text-slate-700">{page.description}</p>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      {posts.length > 0 ? (
        <section aria-labelledby="group-blog-posts" className="mt-10">
          <h2 id="group-blog-posts" className="text-xl font-semibold text-slate-900">
            Blog posts
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2" data-testid="sitemap-posts">
            {posts.map((post) => (
              <li key={post.slug}>
                <Link
                  to={post.path}
                  className="font-medium text-brand-700 underline hover:text-brand-900"
                >
                  {post.title}
                </Link>
                <p className="mt-1 text-sm leading-6 text-slate-700">
                  <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> ·{" "}
                  {post.excerpt}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-10 text-sm text-slate-700">
        A machine-readable version for search engines is available at{" "}
        <a href="/sitemap.xml" className="text-brand-700 underline hover:text-brand-900">
          /sitemap.xml
        </a>
        .
      </p>
    </PageContainer>
  );
}
