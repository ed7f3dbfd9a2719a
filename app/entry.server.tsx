import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import {
  buildContentSecurityPolicy,
  originOf,
  type ContentSecurityFeature,
} from "./lib/content-security-policy";
import { getEnv } from "./lib/env.server";
import { logger } from "./lib/logger.server";
import { NonceContext } from "./lib/nonce";
import { cspNonceContext } from "./lib/request-security.server";
import { chatWidgetAllowedOn } from "./lib/site-config";

// Lifecycle hooks used by server.js (the production HTTP server).
export { prepareApp, prepareDatabase, shutdownApp } from "~/server/lifecycle.server";
export { logger } from "./lib/logger.server";
export { CLIENT_IP_HEADER } from "./lib/client-address.server";
export { SECURITY_HEADERS } from "./lib/security-headers";
export { lookupPublicPage, servePublicPage } from "./server/serve-public-page.server";

export const streamTimeout = 5_000;

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A client's mistake (405 wrong method, 404 no such route …) is a warning,
  // not an error of the server: alerts on error level stay meaningful.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn(
      { status: error.status, url: request.url, method: request.method },
      "request refused",
    );
    return;
  }
  logger.error({ err: error, url: request.url, method: request.method }, "request failed");
};

/** Third parties the matched routes declare with `handle = { contentSecurity: [...] }`. */
function declaredFeatures(routerContext: EntryContext): ContentSecurityFeature[] {
  const features: ContentSecurityFeature[] = [];
  for (const match of routerContext.staticHandlerContext.matches) {
    const handle = routerContext.routeModules[match.route.id]?.handle as
      { contentSecurity?: ContentSecurityFeature[] } | undefined;
    features.push(...(handle?.contentSecurity ?? []));
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
  responseHeaders.set(
    "Content-Security-Policy",
    buildContentSecurityPolicy({
      nonce,
      features: declaredFeatures(routerContext),
      chatWidgetOrigin: chatWidgetAllowedOn(pathname) ? originOf(env.CHAT_WIDGET_SRC) : null,
      ssoOrigin: env.oidcEnabled ? originOf(env.OIDC_ISSUER) : null,
    }),
  );
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
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
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
