import { lazy, Suspense, type ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buildBreadcrumbs } from "~/components/breadcrumbs";
import { Field } from "~/components/form";
import { siteName } from "~/lib/site-config";
import { useRootData } from "~/lib/root-data";

// Signed-in visitors only: loaded on demand, so anonymous visitors never
// download the menu's dropdown library (decision 035).
const UserMenu = lazy(() =>
  import("~/components/user-menu").then((module) => ({ default: module.UserMenu })),
);

const navItems = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Standards", to: "/standards" },
  { label: "Process", to: "/process" },
  { label: "Directory", to: "/directory" },
];

/**
 * The header's search box: a GET form to /search (decision 061), no
 * JavaScript needed. `id` keeps the desktop and phone copies apart.
 */
function HeaderSearch({ id, className }: { id: string; className: string }) {
  return (
    <form method="get" action="/search" role="search" className={className}>
      {/* `contents`: the label and the box stay items of the form's own row. */}
      <Field
        id={id}
        label="Search the site"
        labelClassName="sr-only"
        type="search"
        name="q"
        placeholder="Search"
        maxLength={200}
        className="contents"
        controlClassName="w-full min-w-0 rounded-md border px-2 py-1.5 text-sm"
      />
      <button
        type="submit"
        className="rounded-md border border-brand-700 px-2 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50"
      >
        Search
      </button>
    </form>
  );
}

function Header() {
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
        <Link to="/" className="flex items-center gap-2 font-semibold text-brand-800">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{siteName}</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={navClass}>
                  {item.label}
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
                  Dashboard
                </Link>
              }
            >
              <UserMenu name={user.name} items={[{ label: "Dashboard", to: "/dashboard" }]} />
            </Suspense>
          ) : (
            <>
              <Link
                to="/login"
                className="rounded-md px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
              >
                Log in
              </Link>
              <Link
                to="/login?register=true"
                className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                Apply Now
              </Link>
            </>
          )}
        </div>
        {/* A <details> disclosure: opens without JavaScript (these pages are sent
            without scripts to anonymous visitors, decision 045); re-mounted closed
            after a client-side navigation. */}
        <details key={pathname} className="md:hidden">
          <summary className="cursor-pointer list-none rounded-md border border-slate-300 px-3 py-2 text-sm [&::-webkit-details-marker]:hidden">
            Menu
          </summary>
          <nav
            id="mobile-nav"
            aria-label="Mobile"
            className="absolute inset-x-0 top-full z-20 border-y border-slate-200 bg-white px-4 py-3 shadow-sm"
          >
            <HeaderSearch id="mobile-search" className="mb-2 flex gap-2" />
            <ul className="flex flex-col gap-1">
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === "/"} className={navClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              {user ? (
                <>
                  <li>
                    <Link to="/dashboard" className="block px-3 py-2 text-sm">
                      Dashboard
                    </Link>
                  </li>
                  <li>
                    <form method="post" action="/logout">
                      <button type="submit" className="px-3 py-2 text-sm">
                        Sign out
                      </button>
                    </form>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <Link to="/login" className="block px-3 py-2 text-sm">
                      Log in
                    </Link>
                  </li>
                  <li>
                    <Link
                      to="/login?register=true"
                      className="block px-3 py-2 text-sm font-semibold"
                    >
                      Apply Now
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
  const { pathname } = useLocation();
  if (pathname === "/") return null;
  const crumbs = buildBreadcrumbs(pathname);
  return (
    <nav aria-label="Breadcrumb" className="mx-auto w-full max-w-6xl px-4 pt-4">
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
  const { site } = useRootData();
  const linkClass = "text-slate-200 hover:text-white hover:underline focus-visible:outline-white";
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-semibold text-white">{siteName}</p>
          <p className="mt-2 text-sm">
            The accreditation programme for humane wildlife control businesses in North America.
          </p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="font-semibold text-white">Quick links</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {navItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Resources">
          <h2 className="font-semibold text-white">Resources</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link to="/login" className={linkClass}>
                Member Login
              </Link>
            </li>
            <li>
              <Link to="/faqs" className={linkClass}>
                FAQs
              </Link>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                Contact
              </Link>
            </li>
            <li>
              <Link to="/report-concern" className={linkClass}>
                Report a concern
              </Link>
            </li>
            <li>
              <Link to="/blog" className={linkClass}>
                Blog
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Contact us</h2>
          <address className="mt-2 space-y-1 text-sm not-italic">
            <p>{site.postalAddress}</p>
            <p>
              Phone:{" "}
              <a className={linkClass} href={`tel:${site.supportPhone.replace(/[^+\d]/g, "")}`}>
                {site.supportPhone}
              </a>
            </p>
            <p>
              E-mail:{" "}
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
            © {new Date().getFullYear()} {siteName}
          </p>
          <ul className="flex gap-4">
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                Terms
              </Link>
            </li>
            <li>
              <Link to="/sitemap" className={linkClass}>
                Sitemap
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
      <a
        href="#main"
        className="skip-link sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow"
      >
        Skip to content
      </a>
      <Header />
      <Breadcrumbs />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
