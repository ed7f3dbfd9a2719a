import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { defineMessages } from "~/lib/i18n/messages";
import { Link } from "react-router";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { useFormat } from "~/lib/i18n/use-format";
import { PageContainer, PageIntro } from "../page-parts";
import { publicPageGroupMessages, publicPageGroups, publicPages } from "../public-pages";

const m = defineMessages({
  title: { id: "sitemap.title", defaultMessage: "Sitemap" },
  lead: {
    id: "sitemap.lead",
    defaultMessage:
      "Every public page of the Humane Accreditation Portal. Members sign in to reach their dashboard.",
  },
  posts: { id: "sitemap.posts", defaultMessage: "Blog posts" },
  machine: {
    id: "sitemap.machineReadable",
    defaultMessage:
      "A machine-readable version for search engines is available at <link>/sitemap.xml</link>.",
  },
});

function headingId(group: string) {
  return `group-${group.toLowerCase().replace(/[^a-z]+/g, "-")}`;
}

/** The /sitemap page: every public page by group, then the published blog posts. */
export function SitemapPage({
  posts,
}: {
  posts: { slug: string; path: string; title: string; excerpt: string; publishedAt: string }[];
}) {
  const intl = useIntl();
  const to = useLocalizePath();
  const f = useFormat();
  return (
    <PageContainer>
      <PageIntro title={intl.formatMessage(m.title)} lead={intl.formatMessage(m.lead)} />
      <div className="mt-8 grid gap-10 md:grid-cols-2">
        {publicPageGroups.map((group) => {
          const pages = publicPages.filter((p) => p.group === group);
          if (pages.length === 0) return null;
          return (
            <section key={group} aria-labelledby={headingId(group)}>
              <h2 id={headingId(group)} className="text-xl font-semibold text-slate-900">
                <FormattedMessage {...publicPageGroupMessages[group]} />
              </h2>
              <ul className="mt-4 space-y-4" data-testid="sitemap-list">
                {pages.map((page) => (
                  <li key={page.path}>
                    <Link
                      to={to(page.path)}
                      className="font-medium text-brand-700 underline hover:text-brand-900"
                    >
                      <FormattedMessage {...page.title} />
                    </Link>
                    <p className="mt-1 text-sm leading-6 text-slate-700">
                      <FormattedMessage {...page.description} />
                    </p>
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
            <FormattedMessage {...m.posts} />
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2" data-testid="sitemap-posts">
            {posts.map((post) => (
              <li key={post.slug}>
                <Link
                  to={to(post.path)}
                  className="font-medium text-brand-700 underline hover:text-brand-900"
                >
                  {post.title}
                </Link>
                <p className="mt-1 text-sm leading-6 text-slate-700">
                  <time dateTime={post.publishedAt}>{f.date(post.publishedAt)}</time> ·{" "}
                  {post.excerpt}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-10 text-sm text-slate-700">
        <FormattedMessage
          {...m.machine}
          values={{
            link: (chunks: ReactNode) => (
              <a href="/sitemap.xml" className="text-brand-700 underline hover:text-brand-900">
                {chunks}
              </a>
            ),
          }}
        />
      </p>
    </PageContainer>
  );
}
