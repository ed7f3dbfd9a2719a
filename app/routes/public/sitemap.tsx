import { Link } from "react-router";
import { PageContainer, PageIntro } from "~/modules/site-content/page-parts";
import { publicPageGroups, publicPageMeta, publicPages } from "~/modules/site-content/public-pages";

export function meta() {
  return publicPageMeta("/sitemap");
}

function headingId(group: string) {
  return `group-${group.toLowerCase().replace(/[^a-z]+/g, "-")}`;
}

export default function Sitemap() {
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
