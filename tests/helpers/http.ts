import {
  createRequestHandler,
  type ServerBuild,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_SingleFetchRedirectSymbol as SingleFetchRedirectSymbol,
} from "react-router";
import { withPublicPageCache } from "~/server/serve-public-page.server";

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

/** The answer of a `.data` request, decoded as the browser's router decodes it. */
export type DataAnswer = {
  /** HTTP status of the answer (a thrown or returned `data(…, { status })` sets it). */
  status: number;
  /** Where a redirect points (thrown or returned `redirect(…)`), else null. */
  redirect: string | null;
  /** The route's loader or action data (undefined on an error or a redirect). */
  data: unknown;
  /** What the route threw (`data(…)` / Response errors are ErrorResponses: { status, data }). */
  error: unknown;
};

function dataPath(path: string): string {
  const [pathname, query] = path.split("?", 2) as [string, string | undefined];
  const base = pathname === "/" ? "/_root.data" : `${pathname.replace(/\/$/, "")}.data`;
  return query === undefined ? base : `${base}?${query}`;
}

/**
 * A client-side navigation or form submission: the route's loader (GET) or
 * action (POST) answered over `<path>.data` (React Router single fetch), the
 * way the browser's router asks once the page is loaded. `route` is the route
 * id (`routes/dashboard/applications/new`); by default the deepest route
 * that answered.
 */
export async function routeData(
  path: string,
  options: AppRequestOptions & { route?: string } = {},
): Promise<DataAnswer> {
  const response = await appRequest(dataPath(path), options);
  const status = response.status;
  const location = response.headers.get("location");
  if (!response.body || !(response.headers.get("content-type") ?? "").includes("text/x-script")) {
    return { status, redirect: location, data: undefined, error: undefined };
  }
  const decoded = await decodeViaTurboStream(response.body, globalThis);
  await decoded.done;
  const value = decoded.value as Record<PropertyKey, unknown>;
  const thrownRedirect = value[SingleFetchRedirectSymbol] as
    { redirect: string; status: number } | undefined;
  if (thrownRedirect) {
    return {
      status: thrownRedirect.status,
      redirect: thrownRedirect.redirect,
      data: undefined,
      error: undefined,
    };
  }
  type Entry = { data?: unknown; error?: unknown; redirect?: unknown; status?: number };
  let entry: Entry | undefined;
  const method = options.method ?? (options.form || options.body ? "POST" : "GET");
  if (method !== "GET") {
    entry = value as Entry;
  } else {
    const routes = Object.entries(value) as [string, Entry][];
    entry = options.route
      ? (value[options.route] as Entry | undefined)
      : (routes.find(([, e]) => "error" in e) ?? routes.at(-1))?.[1];
  }
  if (entry && typeof entry.redirect === "string") {
    return {
      status: entry.status ?? status,
      redirect: entry.redirect,
      data: undefined,
      error: undefined,
    };
  }
  return { status, redirect: location, data: entry?.data, error: entry?.error };
}

/**
 * A `.data` answer in the shape a route function's own result had: the
 * data (or the thrown data of an error) with `init.status`.
 */
export async function dataAnswer(
  path: string,
  options: AppRequestOptions & { route?: string } = {},
): Promise<{ data: unknown; init: { status: number }; redirect: string | null }> {
  const answer = await routeData(path, options);
  const data = answer.error !== undefined ? (answer.error as { data?: unknown }).data : answer.data;
  return { data, init: { status: answer.status }, redirect: answer.redirect };
}
