import * as Dialog from "@radix-ui/react-dialog";
import { ChevronsLeft, ChevronsRight, Menu } from "lucide-react";
import { useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { data, Link, NavLink, Outlet } from "react-router";
import { NotificationBell } from "~/modules/notifications";
import { MANIFEST_URL, THEME_COLOUR, useFieldApp } from "~/modules/audits";
import { RoleSwitcher, roleMessages } from "~/components/role-switcher";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { UserMenu } from "~/components/user-menu";
import { toLocale } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteName } from "~/lib/site-config";
import { readCookie, requireUser } from "~/modules/auth/index.server";
import {
  dashboardFrameMessages as m,
  sidebarItemsFor,
  type SidebarItem,
} from "~/modules/navigation";
import { countUnread } from "~/modules/notifications/index.server";
import type { Route } from "./+types/layout";

export const SIDEBAR_COOKIE = "hap_sidebar";

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const unread = await countUnread(getDb(), session.user.id);
  return data(
    {
      user: {
        id: session.user.id,
        name: session.profile.name || session.user.name,
        email: session.user.email,
      },
      roles: session.roles,
      activeRole: session.activeRole,
      unread,
      collapsed: readCookie(request, SIDEBAR_COOKIE) === "collapsed",
    },
    { headers: session.headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const out = new Headers();
  const setCookie = loaderHeaders.get("set-cookie");
  if (setCookie) out.set("set-cookie", setCookie);
  out.set("Cache-Control", "private, no-store");
  return out;
}

export function meta({ matches }: Route.MetaArgs) {
  // The dashboard speaks the person's saved language (the root loader's `locale`).
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [{ title: `${intl.formatMessage(m.pageTitle)} | ${siteName}` }];
}

/** The dashboard is an installable web app (issue 37); public pages link no manifest. */
export function links() {
  return [
    { rel: "manifest", href: MANIFEST_URL },
    { rel: "apple-touch-icon", href: "/dashboard-icons/icon-192.png" },
  ];
}

function SidebarNav({
  items,
  collapsed,
  onNavigate,
}: {
  items: SidebarItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${
      isActive ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-brand-50"
    }`;
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.label.id}>
          <NavLink
            to={item.to}
            end
            className={linkClass}
            title={collapsed ? intl.formatMessage(item.label) : undefined}
            onClick={onNavigate}
          >
            <item.icon aria-hidden className="h-5 w-5 shrink-0" />
            <span className={collapsed ? "sr-only" : undefined}>
              <FormattedMessage {...item.label} />
            </span>
          </NavLink>
          {item.children && !collapsed ? (
            <ul className="mt-1 ml-8 space-y-1">
              {item.children.map((child) => (
                <li key={child.to}>
                  <NavLink
                    to={child.to}
                    end
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      `block rounded px-3 py-1.5 text-sm ${
                        isActive
                          ? "font-semibold text-brand-800"
                          : "text-slate-600 hover:bg-brand-50"
                      }`
                    }
                  >
                    <FormattedMessage {...child.label} />
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export { revalidateUnlessKept as shouldRevalidate } from "~/lib/kept-on-device";

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { user, roles, activeRole, unread } = loaderData;
  useFieldApp(user.id);
  const [collapsed, setCollapsed] = useState(loaderData.collapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = sidebarItemsFor({ user, activeRole });

  function toggleCollapsed() {
    const next = !collapsed;
    setCollapsed(next);
    // Remembered per browser; read by the loader so the first paint matches.
    document.cookie = `${SIDEBAR_COOKIE}=${next ? "collapsed" : "expanded"}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }

  return (
    <div className="flex min-h-screen bg-slate-50">
      <meta name="theme-color" content={THEME_COLOUR} />
      <a href="#main" className="skip-link sr-only focus:not-sr-only">
        <FormattedMessage {...m.skip} />
      </a>
      <aside
        aria-label={intl.formatMessage(m.sidebar)}
        data-collapsed={collapsed}
        className={`hidden shrink-0 border-r border-slate-200 bg-white transition-[width] md:block ${
          collapsed ? "w-16" : "w-64"
        }`}
      >
        <div className="flex h-14 items-center justify-between border-b border-slate-200 px-3">
          {!collapsed ? (
            <Link to="/" className="min-w-0 text-sm leading-tight font-semibold text-brand-800">
              {siteName}
            </Link>
          ) : null}
          <button
            type="button"
            onClick={toggleCollapsed}
            className="rounded p-2 text-slate-700 hover:bg-slate-100"
            aria-label={intl.formatMessage(collapsed ? m.expand : m.collapse)}
            aria-expanded={!collapsed}
          >
            {collapsed ? (
              <ChevronsRight aria-hidden className="h-5 w-5" />
            ) : (
              <ChevronsLeft aria-hidden className="h-5 w-5" />
            )}
          </button>
        </div>
        <nav aria-label={intl.formatMessage(m.navigation)} className="p-2">
          <SidebarNav items={items} collapsed={collapsed} />
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center justify-between gap-2 border-b border-slate-200 bg-white px-3 sm:gap-3 sm:px-4">
          <div className="flex min-w-0 items-center gap-2">
            <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
              <Dialog.Trigger
                className="shrink-0 rounded-md border border-slate-300 px-2 py-1.5 text-sm md:hidden"
                aria-label={intl.formatMessage(m.openNavigation)}
              >
                <Menu aria-hidden className="h-5 w-5" />
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
                <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-72 overflow-y-auto bg-white p-3 shadow-xl">
                  <div className="mb-3 flex items-center justify-between">
                    <Dialog.Title className="text-sm font-semibold text-brand-800">
                      {siteName}
                    </Dialog.Title>
                    <Dialog.Close
                      className="rounded p-2 hover:bg-slate-100"
                      aria-label={intl.formatMessage(m.close)}
                    >
                      ✕
                    </Dialog.Close>
                  </div>
                  <Dialog.Description className="sr-only">
                    <FormattedMessage {...m.drawerDescription} />
                  </Dialog.Description>
                  <nav aria-label={intl.formatMessage(m.mobileNavigation)}>
                    <SidebarNav
                      items={items}
                      collapsed={false}
                      onNavigate={() => setDrawerOpen(false)}
                    />
                  </nav>
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
            <p className="hidden truncate text-sm text-slate-600 lg:block">
              <FormattedMessage
                {...m.signedInAs}
                values={{
                  b: (chunks: ReactNode) => (
                    <span className="font-medium text-slate-900">{chunks}</span>
                  ),
                  name: user.name,
                  role: intl.formatMessage(roleMessages[activeRole].label),
                }}
              />
            </p>
          </div>
          <div className="flex min-w-0 items-center gap-1.5 sm:gap-2">
            <NotificationBell unread={unread} />
            <RoleSwitcher roles={roles} activeRole={activeRole} />
            <UserMenu
              name={user.name}
              items={[{ label: intl.formatMessage(m.profileSettings), to: "/dashboard/settings" }]}
              languages
            />
          </div>
        </header>
        <main id="main" className="flex-1 p-4 md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
