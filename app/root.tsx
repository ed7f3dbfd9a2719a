import { NavigationProgress } from "~/components/navigation-progress";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { messages } from "~/domain/app-error";
import { useNonce } from "./lib/nonce";
import { useOptionalRootData, type RootData } from "./lib/root-data";
import { pageLoadsScripts } from "./lib/page-scripts";
import { requestScopeMiddleware } from "./lib/request-scope.server";
import { requestSecurityMiddleware } from "./lib/request-security.server";
import { databaseUnavailableMiddleware } from "./lib/database-unavailable.server";
import { useServiceUnavailable } from "./lib/service-unavailable";
import { ServiceUnavailable } from "~/components/service-unavailable";
import { chatWidgetAllowedOn } from "./lib/site-config";
import { getSiteConfig } from "./lib/site-config.server";
import { getSessionUser } from "~/modules/auth/index.server";
import { IntlProvider, useIntl } from "react-intl";
import { INTL_LOCALE, localizePath, pageLocale, splitLocalePath } from "~/domain/locale";
import { errorScreenMessages } from "~/components/route-error-boundary";
import { defineMessages } from "./lib/i18n/messages";
import { siteNameMessage } from "./lib/site-config";
import { CATALOG_URL } from "./lib/i18n/catalog-urls";
import { catalogFor } from "./lib/i18n/catalogs";
import { reportIntlError } from "./lib/i18n/intl-errors";

/**
 * Runs for every request, resource routes included: one scope its loaders
 * share (the session is looked up once: app/lib/request-scope.server.ts); refuses cross-site
 * writes, sets the CSP nonce and HSTS (app/lib/request-security.server.ts);
 * answers 503 when the database could not be reached
 * (app/lib/database-unavailable.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [
  requestScopeMiddleware,
  requestSecurityMiddleware,
  databaseUnavailableMiddleware,
];

export async function loader({ request }: Route.LoaderArgs): Promise<RootData> {
  const session = await getSessionUser(request);
  return {
    locale: pageLocale(new URL(request.url).pathname, session?.profile.locale),
    site: getSiteConfig(),
    user: session
      ? {
          id: session.user.id,
          name: session.profile.name || session.user.name || messages.unknownUser,
          email: session.user.email,
        }
      : null,
  };
}

export type { RootData } from "./lib/root-data";

/** A post kept on the device (no connection) reloads nothing. */
export { revalidateUnlessKept as shouldRevalidate } from "./lib/kept-on-device";

function ChatWidget() {
  const data = useOptionalRootData();
  const { pathname } = useLocation();
  const src = data?.site.chatWidgetSrc;
  // The third-party chat widget is never loaded on dashboard routes (SPEC §2).
  if (!src || !chatWidgetAllowedOn(pathname)) return null;
  return <script src={src} async data-testid="chat-widget" />;
}

/**
 * Client scripts for every page except document-only public pages seen by an
 * anonymous visitor (decision 045). Once the app runs in the browser it keeps
 * them: a client-side navigation never removes the running app's scripts.
 */
function useLoadsScripts() {
  const data = useOptionalRootData();
  const matches = useMatches();
  const unavailable = useServiceUnavailable();
  if (typeof document !== "undefined") return true;
  // The service-unavailable page is a plain document (it is never hydrated).
  if (unavailable) return false;
  return pageLoadsScripts(matches, Boolean(data?.user));
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const loadsScripts = useLoadsScripts();
  const { pathname } = useLocation();
  const locale = useOptionalRootData()?.locale ?? splitLocalePath(pathname).locale;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {loadsScripts && CATALOG_URL[locale] ? (
          // The page's catalog, fetched while the scripts load (entry.client.tsx waits for it).
          <link rel="preload" href={CATALOG_URL[locale]} as="fetch" crossOrigin="anonymous" />
        ) : null}
      </head>
      <body className="min-h-screen">
        <IntlProvider
          locale={INTL_LOCALE[locale]}
          defaultLocale={INTL_LOCALE.en}
          messages={catalogFor(locale)}
          onError={reportIntlError}
        >
          <NavigationProgress />
          {children}
        </IntlProvider>
        <ChatWidget />
        {loadsScripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

const rootErrorMessages = defineMessages({
  title: { id: "errors.root.title", defaultMessage: "Error" },
  home: { id: "errors.root.home", defaultMessage: "Go to the home page" },
});

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const intl = useIntl();
  const unavailable = useServiceUnavailable();
  const { pathname } = useLocation();
  if (unavailable) return <ServiceUnavailable />;
  let detail = intl.formatMessage(errorScreenMessages.unexpectedBody);
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText || ""}`.trim();
  }
  const site = intl.formatMessage(siteNameMessage);
  return (
    <main id="main" className="mx-auto max-w-2xl p-8">
      <title>{`${intl.formatMessage(rootErrorMessages.title)} | ${site}`}</title>
      <h1 className="text-2xl font-bold text-slate-900">
        {intl.formatMessage(errorScreenMessages.unexpectedTitle)}
      </h1>
      <p className="mt-4 text-slate-700">{detail}</p>
      <p className="mt-6">
        <a
          className="text-brand-700 underline"
          href={localizePath("/", splitLocalePath(pathname).locale)}
        >
          {intl.formatMessage(rootErrorMessages.home)}
        </a>
      </p>
    </main>
  );
}
