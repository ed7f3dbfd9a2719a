import { lazy, Suspense, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { Link, NavLink, useLocation } from "react-router";
import { breadcrumbMessages, buildBreadcrumbs } from "~/components/breadcrumbs";
import { Field } from "~/components/form";
import { HreflangAlternates, LanguageSwitcher } from "~/components/language-switcher";
import { splitLocalePath } from "~/domain/locale";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { siteNameMessage } from "~/lib/site-config";
import { useRootData } from "~/lib/root-data";

const m = defineMessages({
  home: { id: "shell.nav.home", defaultMessage: "Home" },
  about: { id: "shell.nav.about", defaultMessage: "About" },
  standards: { id: "shell.nav.standards", defaultMessage: "Standards" },
  process: { id: "shell.nav.process", defaultMessage: "Process" },
  directory: { id: "shell.nav.directory", defaultMessage: "Directory" },
  mainNav: { id: "shell.nav.main", defaultMessage: "Main" },
  mobileNav: { id: "shell.nav.mobile", defaultMessage: "Mobile" },
  searchLabel: { id: "shell.search.label", defaultMessage: "Search the site" },
  searchPlaceholder: { id: "shell.search.placeholder", defaultMessage: "Search" },
  searchButton: { id: "shell.search.button", defaultMessage: "Search" },
  dashboard: { id: "shell.dashboard", defaultMessage: "Dashboard" },
  logIn: { id: "shell.logIn", defaultMessage: "Log in" },
  applyNow: { id: "shell.applyNow", defaultMessage: "Apply Now" },
  menu: { id: "shell.menu", defaultMessage: "Menu" },
  signOut: { id: "shell.signOut", defaultMessage: "Sign out" },
  breadcrumb: { id: "shell.breadcrumb", defaultMessage: "Breadcrumb" },
  tagline: {
    id: "shell.footer.tagline",
    defaultMessage:
      "The accreditation programme for humane wildlife control businesses in North America.",
  },
  quickLinks: { id: "shell.footer.quickLinks", defaultMessage: "Quick links" },
  resources: { id: "shell.footer.resources", defaultMessage: "Resources" },
  memberLogin: { id: "shell.footer.memberLogin", defaultMessage: "Member Login" },
  faqs: { id: "shell.footer.faqs", defaultMessage: "FAQs" },
  contact: { id: "shell.footer.contact", defaultMessage: "Contact" },
  reportConcern: { id: "shell.footer.reportConcern", defaultMessage: "Report a concern" },
  blog: { id: "shell.footer.blog", defaultMessage: "Blog" },
  contactUs: { id: "shell.footer.contactUs", defaultMessage: "Contact us" },
  phone: { id: "shell.footer.phone", defaultMessage: "Phone:" },
  email: { id: "shell.footer.email", defaultMessage: "E-mail:" },
  privacy: { id: "shell.footer.privacy", defaultMessage: "Privacy" },
  terms: { id: "shell.footer.terms", defaultMessage: "Terms" },
  sitemap: { id: "shell.footer.sitemap", defaultMessage: "Sitemap" },
  skip: { id: "shell.skip", defaultMessage: "Skip to content" },
});

// Signed-in visitors only: loaded on demand, so anonymous visitors never
// download the menu's dropdown library (decision 035).
const UserMenu = lazy(() =>
  import("~/components/user-menu").then((module) => ({ default: module.UserMenu })),
);

const navItems: { label: EnglishMessage; to: string }[] = [
  { label: m.home, to: "/" },
  { label: m.about, to: "/about" },
  { label: m.standards, to: "/standards" },
  { label: m.process, to: "/process" },
  { label: m.directory, to: "/directory" },
];

/**
 * The header's search box: a GET form to /search (decision 061), no
 * JavaScript needed. `id` keeps the desktop and phone copies apart.
 */
function HeaderSearch({ id, className }: { id: string; className: string }) {
  const intl = useIntl();
  const to = useLocalizePath();
  return (
    <form method="get" action={to("/search")} role="search" className={className}>
      {/* `contents`: the label and the box stay items of the form's own row. */}
      <Field
        id={id}
        label={intl.formatMessage(m.searchLabel)}
        labelClassName="sr-only"
        type="search"
        name="q"
        placeholder={intl.formatMessage(m.searchPlaceholder)}
        maxLength={200}
        className="contents"
        controlClassName="w-full min-w-0 rounded-md border px-2 py-1.5 text-sm"
      />
      <button
        type="submit"
        className="rounded-md border border-brand-700 px-2 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50"
      >
        <FormattedMessage {...m.searchButton} />
      </button>
    </form>
  );
}

function Header() {
  const intl = useIntl();
  const to = useLocalizePath();
  const { user } = useRootData();
  const { pathname } = useLocation();
  // Each link a box at least 24 px tall (WCAG 2.2 2.5.8): inline, the padding did not
  // count and the phone menu's links were 28 px apart.
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-10 items-center rounded px-3 py-2 text-sm font-medium ${
      isActive
        ? "text-brand-800 underline underline-offset-4"
        : "text-slate-700 hover:text-brand-800"
    }`;
  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to={to("/")} className="flex items-center gap-2 font-semibold text-brand-800">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{intl.formatMessage(siteNameMessage)}</span>
        </Link>
        <nav aria-label={intl.formatMessage(m.mainNav)} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={to(item.to)} end={item.to === "/"} className={navClass}>
                  <FormattedMessage {...item.label} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <HeaderSearch id="header-search" className="flex w-44 gap-1 lg:w-56" />
          {user ? (
            <Suspense
              fallback={
                <Link
                  to="/dashboard"
                  className="rounded-md px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
                >
                  <FormattedMessage {...m.dashboard} />
                </Link>
              }
            >
              <UserMenu
                name={user.name}
                items={[{ label: intl.formatMessage(m.dashboard), to: "/dashboard" }]}
              />
            </Suspense>
          ) : (
            <>
              <Link
                to={to("/login")}
                className="rounded-md px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
              >
                <FormattedMessage {...m.logIn} />
              </Link>
              <Link
                to={to("/login?register=true")}
                className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                <FormattedMessage {...m.applyNow} />
              </Link>
            </>
          )}
        </div>
        {/* A <details> disclosure: opens without JavaScript (these pages are sent
            without scripts to anonymous visitors, decision 045); re-mounted closed
            after a client-side navigation. */}
        <details key={pathname} className="md:hidden">
          <summary className="cursor-pointer list-none rounded-md border border-slate-300 px-3 py-2 text-sm [&::-webkit-details-marker]:hidden">
            <FormattedMessage {...m.menu} />
          </summary>
          <nav
            id="mobile-nav"
            aria-label={intl.formatMessage(m.mobileNav)}
            className="absolute inset-x-0 top-full z-20 border-y border-slate-200 bg-white px-4 py-3 shadow-sm"
          >
            <HeaderSearch id="mobile-search" className="mb-2 flex gap-2" />
            <ul className="flex flex-col gap-1">
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={to(item.to)} end={item.to === "/"} className={navClass}>
                    <FormattedMessage {...item.label} />
                  </NavLink>
                </li>
              ))}
              {user ? (
                <>
                  <li>
                    <Link to="/dashboard" className="block px-3 py-2 text-sm">
                      <FormattedMessage {...m.dashboard} />
                    </Link>
                  </li>
                  <li>
                    <form method="post" action="/logout">
                      <button type="submit" className="px-3 py-2 text-sm">
                        <FormattedMessage {...m.signOut} />
                      </button>
                    </form>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <Link to={to("/login")} className="block px-3 py-2 text-sm">
                      <FormattedMessage {...m.logIn} />
                    </Link>
                  </li>
                  <li>
                    <Link
                      to={to("/login?register=true")}
                      className="block px-3 py-2 text-sm font-semibold"
                    >
                      <FormattedMessage {...m.applyNow} />
                    </Link>
                  </li>
                </>
              )}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}

function Breadcrumbs() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const to = useLocalizePath();
  const { path } = splitLocalePath(pathname);
  if (path === "/") return null;
  const crumbs = buildBreadcrumbs(path).map((crumb) => {
    const message = breadcrumbMessages[crumb.label];
    return {
      label: message ? intl.formatMessage(message) : crumb.label,
      href: to(crumb.href),
    };
  });
  return (
    <nav
      aria-label={intl.formatMessage(m.breadcrumb)}
      className="mx-auto w-full max-w-6xl px-4 pt-4"
    >
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-800">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link to={crumb.href} className="text-brand-700 hover:underline">
                    {crumb.label}
                  </Link>
                  <span aria-hidden>/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Footer() {
  const intl = useIntl();
  const to = useLocalizePath();
  const { site } = useRootData();
  const linkClass = "text-slate-200 hover:text-white hover:underline focus-visible:outline-white";
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-semibold text-white">{intl.formatMessage(siteNameMessage)}</p>
          <p className="mt-2 text-sm">
            <FormattedMessage {...m.tagline} />
          </p>
        </div>
        <nav aria-label={intl.formatMessage(m.quickLinks)}>
          <h2 className="font-semibold text-white">
            <FormattedMessage {...m.quickLinks} />
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {navItems.map((item) => (
              <li key={item.to}>
                <Link to={to(item.to)} className={linkClass}>
                  <FormattedMessage {...item.label} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={intl.formatMessage(m.resources)}>
          <h2 className="font-semibold text-white">
            <FormattedMessage {...m.resources} />
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link to={to("/login")} className={linkClass}>
                <FormattedMessage {...m.memberLogin} />
              </Link>
            </li>
            <li>
              <Link to={to("/faqs")} className={linkClass}>
                <FormattedMessage {...m.faqs} />
              </Link>
            </li>
            <li>
              <Link to={to("/contact")} className={linkClass}>
                <FormattedMessage {...m.contact} />
              </Link>
            </li>
            <li>
              <Link to={to("/report-concern")} className={linkClass}>
                <FormattedMessage {...m.reportConcern} />
              </Link>
            </li>
            <li>
              <Link to={to("/blog")} className={linkClass}>
                <FormattedMessage {...m.blog} />
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">
            <FormattedMessage {...m.contactUs} />
          </h2>
          <address className="mt-2 space-y-1 text-sm not-italic">
            <p>{site.postalAddress}</p>
            <p>
              <FormattedMessage {...m.phone} />{" "}
              <a className={linkClass} href={`tel:${site.supportPhone.replace(/[^+\d]/g, "")}`}>
                {site.supportPhone}
              </a>
            </p>
            <p>
              <FormattedMessage {...m.email} />{" "}
              <a className={linkClass} href={`mailto:${site.supportEmail}`}>
                {site.supportEmail}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm">
          <p>
            © {new Date().getFullYear()} {intl.formatMessage(siteNameMessage)}
          </p>
          <ul className="flex gap-4">
            <li>
              <Link to={to("/privacy")} className={linkClass}>
                <FormattedMessage {...m.privacy} />
              </Link>
            </li>
            <li>
              <Link to={to("/terms")} className={linkClass}>
                <FormattedMessage {...m.terms} />
              </Link>
            </li>
            <li>
              <Link to={to("/sitemap")} className={linkClass}>
                <FormattedMessage {...m.sitemap} />
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

/**
 * The frame of every public page (SPEC §2 public layout): skip link, header
 * with the main navigation, breadcrumbs, the page in `<main>`, and the footer.
 */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <HreflangAlternates />
      <a
        href="#main"
        className="skip-link sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow"
      >
        <FormattedMessage {...m.skip} />
      </a>
      <Header />
      <div className="border-b border-slate-100 bg-slate-50">
        <LanguageSwitcher className="mx-auto flex max-w-6xl justify-end px-4 py-1" />
      </div>
      <Breadcrumbs />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
