import { createRequestHandler, type ServerBuild } from "react-router";
import { withPublicPageCache } from "~/modules/public-cache/serve-public-page.server";

export const TEST_ORIGIN = "http://localhost:3000";

let handler: ((request: Request) => Promise<Response>) | undefined;

/** React Router's request handler over the app's own server build (tests/http only). */
async function getHandler() {
  if (!handler) {
    // Resolved by React Router's Vite plugin in the `http-*` Vitest projects.
    const build = (await import(
      /* @vite-ignore */ "virtual:react-router/server-build"
    )) as unknown as ServerBuild;
    const handle = createRequestHandler(build, "production");
    handler = (request) => handle(request);
  }
  return handler;
}

export type AppRequestOptions = {
  method?: string;
  cookie?: string;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  body?: BodyInit | null;
  headers?: Record<string, string>;
  /** The Origin header of a state-changing request (default: the site's own; `null` omits it). */
  origin?: string | null;
  /** Through the anonymous public page cache, as the production server answers (decision 035). */
  publicCache?: boolean;
};

/**
 * One request through the whole app, as a browser would send it: cookies,
 * same-origin Origin header on writes, form bodies. Redirects are returned,
 * not followed.
 */
export async function appRequest(path: string, options: AppRequestOptions = {}): Promise<Response> {
  const method = options.method ?? (options.form || options.body ? "POST" : "GET");
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: BodyInit | null | undefined = options.body;
  if (options.form) {
    body = new URLSearchParams(options.form);
    headers.set("content-type", "application/x-www-form-urlencoded");
  }
  if (method !== "GET" && method !== "HEAD" && options.origin !== null && !headers.has("origin")) {
    headers.set("origin", options.origin ?? TEST_ORIGIN);
  }
  const render = await getHandler();
  const handle = options.publicCache ? withPublicPageCache(render) : render;
  // A streamed body (ReadableStream) needs half-duplex mode.
  const duplex = body instanceof ReadableStream ? { duplex: "half" } : {};
  return handle(new Request(`${TEST_ORIGIN}${path}`, { method, headers, body, ...duplex }));
}

/** The text a person reads on an HTML page: scripts, comments and tags removed, entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
