import { clientIpFromHeaders } from "~/modules/auth/sign-in-rate-limit.server";
import {
  takeVerificationToken,
  VerifyRateLimitError,
} from "~/modules/verification/verify-certificate.server";
import "./public-content-changed.server";
import {
  isPublicCacheCandidate,
  PublicPageCache,
  publicPageCache,
  VERIFY_PATH,
  type CachedAnswer,
} from "./public-page-cache.server";

/** What the cache answers: bytes ready to send, or the rendered response untouched. */
export type PublicPageResult =
  | { kind: "answer"; status: number; headers: Headers; body: Buffer | null }
  | { kind: "response"; response: Response };

const DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** What the cache needs of a request (a Web Request, or Node's request through a small adapter). */
export type RequestLike = {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
};

function answerFor(
  answer: CachedAnswer,
  request: RequestLike,
  cacheState: "hit" | "miss",
): PublicPageResult & { kind: "answer" } {
  const headers = new Headers(answer.headers);
  headers.set("ETag", answer.etag);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", DEFAULT_CACHE_CONTROL);
  headers.set("Vary", "Cookie, Accept-Encoding");
  headers.set("X-Public-Cache", cacheState);
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(answer.etag)) {
    return { kind: "answer", status: 304, headers, body: null };
  }
  const gzip = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
  const body = gzip ? answer.gzip : answer.body;
  if (gzip) headers.set("Content-Encoding", "gzip");
  headers.set("Content-Length", String(body.length));
  return {
    kind: "answer",
    status: answer.status,
    headers,
    body: request.method === "HEAD" ? null : body,
  };
}

/** A verification answered from memory still takes the client's token (decision 018). */
function verificationAllowed(url: URL, request: RequestLike): boolean {
  const match = VERIFY_PATH.exec(url.pathname);
  if (!match) return true;
  let value: string;
  try {
    value = decodeURIComponent(match[1]!);
  } catch {
    return false;
  }
  try {
    takeVerificationToken(value, clientIpFromHeaders(request.headers as Headers));
    return true;
  } catch (error) {
    if (error instanceof VerifyRateLimitError) return false;
    throw error;
  }
}

/**
 * Answers an anonymous GET of a public page from the cache, or renders it
 * with `render` and stores the answer (decision 035). Everything else goes
 * straight to `render`. A refused verification renders, so the refusal is the
 * page's own 429 answer.
 */
/**
 * The fast path: the stored answer for an anonymous GET of a public page
 * (the client's verification token taken), or null when it must be rendered.
 * The production server calls it before Express sees the request.
 */
export function lookupPublicPage(
  request: RequestLike,
  cache: PublicPageCache = publicPageCache,
): (PublicPageResult & { kind: "answer" }) | null {
  const url = new URL(request.url, "http://localhost");
  if (!isPublicCacheCandidate(request.method, url, request.headers)) return null;
  const cached = cache.get(url.pathname + url.search);
  if (!cached || !verificationAllowed(url, request)) return null;
  cache.hits += 1;
  return answerFor(cached, request, "hit");
}

export async function servePublicPage(
  request: Request,
  render: (request: Request) => Promise<Response>,
  cache: PublicPageCache = publicPageCache,
): Promise<PublicPageResult> {
  const url = new URL(request.url);
  if (!isPublicCacheCandidate(request.method, url, request.headers)) {
    return { kind: "response", response: await render(request) };
  }
  const key = url.pathname + url.search;
  const cached = cache.get(key);
  if (cached) {
    if (verificationAllowed(url, request)) {
      cache.hits += 1;
      return answerFor(cached, request, "hit");
    }
    return { kind: "response", response: await render(request) };
  }
  cache.misses += 1;
  if (request.method !== "GET") return { kind: "response", response: await render(request) };
  // Single flight: when a page's time to live ends under load, the requests
  // that miss together wait for one render instead of each rendering it.
  const shared = cache.renderingOf(key);
  if (shared && verificationAllowed(url, request)) {
    const answer = await shared;
    if (answer) {
      cache.shared += 1;
      return answerFor(answer, request, "miss");
    }
  }
  const generation = cache.currentGeneration;
  let settle: (answer: CachedAnswer | null) => void = () => {};
  cache.trackRendering(
    key,
    new Promise((resolve) => {
      settle = resolve;
    }),
  );
  try {
    const response = await render(request);
    if (!PublicPageCache.storable(response)) {
      settle(null);
      return { kind: "response", response };
    }
    const answer = await cache.store(key, response, generation);
    settle(answer);
    return answerFor(answer, request, "miss");
  } catch (error) {
    settle(null);
    throw error;
  }
}

/** The same as a Web request handler (the test harness uses this). */
export function withPublicPageCache(
  render: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const result = await servePublicPage(request, render);
    if (result.kind === "response") return result.response;
    return new Response(result.body ? new Uint8Array(result.body) : null, {
      status: result.status,
      headers: result.headers,
    });
  };
}
