import { Writable } from "node:stream";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import {
  buildContentSecurityPolicy,
  originOf,
  type ContentSecurityDeclaration,
  type ContentSecurityFeature,
} from "./lib/content-security-policy";
import {
  databaseWasUnavailable,
  noteDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from "./lib/database-unavailable.server";
import { getEnv } from "./lib/env.server";
import { logger } from "./lib/logger.server";
import { NonceContext } from "./lib/nonce";
import { ServiceUnavailableContext } from "./lib/service-unavailable";
import { cspNonceContext, isRefusedCrossSiteWrite } from "./lib/request-security.server";
import { chatWidgetAllowedOn } from "./lib/site-config";
import { documentCacheControl } from "./modules/public-cache/index.server";
import "./lib/i18n/catalogs.server";

// Lifecycle hooks used by server.js (the production HTTP server).
export { prepareApp, prepareDatabase, shutdownApp, startProgress } from "~/server/lifecycle.server";
export { logger } from "./lib/logger.server";
export { CLIENT_IP_HEADER } from "./lib/client-address.server";
export { SECURITY_HEADERS } from "./lib/security-headers";
export { strictTransportSecurity } from "./lib/content-security-policy";
export { lookupPublicPage, servePublicPage } from "./server/serve-public-page.server";
// Build time: the prepared embedded database (scripts/build.js, decision 072).
export { createDatabaseImage } from "./server/database-image.server";
export { databaseImageDir, serverBuildFile } from "./lib/database-image.server";

export const streamTimeout = 5_000;

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // The database could not be reached: logged once per request, answered 503.
  if (noteDatabaseUnavailable(context, error, request)) return;
  // A client's mistake (405 wrong method, 404 no such route …) is a warning,
  // not an error of the server: alerts on error level stay meaningful.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn(
      { status: error.status, url: request.url, method: request.method },
      "request refused",
    );
    return;
  }
  // React Router's own refusal of a page action posted from another origin
  // (it runs before the root middleware, which refuses the other writes).
  if (isRefusedCrossSiteWrite(request)) {
    logger.warn(
      {
        method: request.method,
        url: request.url,
        origin: request.headers.get("origin"),
        reason: error instanceof Error ? error.message : String(error),
      },
      "cross-site request refused",
    );
    return;
  }
  logger.error({ err: error, url: request.url, method: request.method }, "request failed");
};

/**
 * Third parties the matched routes declare with `handle = { contentSecurity }`:
 * a list, or a function of the route's loader data (the payment page allows
 * Stripe only when card payments through Stripe are on).
 */
function declaredFeatures(routerContext: EntryContext): ContentSecurityFeature[] {
  const features: ContentSecurityFeature[] = [];
  const { matches, loaderData } = routerContext.staticHandlerContext;
  for (const match of matches) {
    const handle = routerContext.routeModules[match.route.id]?.handle as
      { contentSecurity?: ContentSecurityDeclaration } | undefined;
    const declared = handle?.contentSecurity;
    if (!declared) continue;
    features.push(
      ...(typeof declared === "function" ? declared(loaderData?.[match.route.id]) : declared),
    );
  }
  return features;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const env = getEnv();
  const nonce = loadContext.get(cspNonceContext);
  const { pathname } = new URL(request.url);
  // A loader or action failed for want of the database (issue 25): 503, try again later.
  const unavailable = responseStatusCode >= 500 && databaseWasUnavailable(loadContext);
  if (unavailable) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
    responseHeaders.set("Cache-Control", "no-store");
  }
  responseHeaders.set(
    "Content-Security-Policy",
    buildContentSecurityPolicy({
      nonce,
      features: declaredFeatures(routerContext),
      chatWidgetOrigin: chatWidgetAllowedOn(pathname) ? originOf(env.CHAT_WIDGET_SRC) : null,
      ssoOrigin: env.oidcEnabled ? originOf(env.OIDC_ISSUER) : null,
    }),
  );
  // Every page says how it may be kept (issue 24: /contact and /verify said
  // nothing); a route's own header (the sign-in pages' no-store) wins. Set
  // here, not by a `headers` export: that export on the loader-less /contact
  // route left its production page without client scripts.
  if (!responseHeaders.has("Cache-Control")) {
    responseHeaders.set("Cache-Control", documentCacheControl(request.headers));
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServiceUnavailableContext.Provider value={unavailable}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServiceUnavailableContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // The page is answered in one piece once React has written all of it (decision 076):
          // React writes 2 KB chunks, and each went through a stream, a web stream, the
          // response and its gzip stream on its own. Pages here wait for no data while they render.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          body.on("finish", () => {
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(
              new Response(Buffer.concat(chunks), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "render failed");
        },
      },
    );
  });
}
