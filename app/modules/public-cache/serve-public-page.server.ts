import { clientIpFromHeaders } from "~/modules/auth/sign-in-rate-limit.server";
import {
  takeVerificationToken,
  VerifyRateLimitError,
} from "~/modules/verification/verify-certificate.server";
import "./public-content-changed.server";
import {
  answerHeaders,
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

/** An answer of the fast path: status, flat header list (`[name, value, …]`) and body. */
export type WireAnswer = { status: number; headers: string[]; body: Buffer | null };

/** What the cache needs of a request (a Web Request, or Node's request through a small adapter). */
export type RequestLike = {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
};

const GZIP = /\bgzip\b/;

/** Which stored form a request gets: a 304 for a matching ETag, else gzip when accepted. */
function variantFor(
  answer: CachedAnswer,
  headers: RequestLike["headers"],
): "identity" | "gzip" | "notModified" {
  const ifNoneMatch = headers.get("if-none-match");
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(answer.etag)) return "notModified";
  return GZIP.test(headers.get("accept-encoding") ?? "") ? "gzip" : "identity";
}

function bodyFor(answer: CachedAnswer, variant: string, method: string): Buffer | null {
  if (variant === "notModified" || method === "HEAD") return null;
  return variant === "gzip" ? answer.gzip : answer.body;
}

function answerFor(
  answer: CachedAnswer,
  request: RequestLike,
  cacheState: "hit" | "miss" | "stale",
): PublicPageResult & { kind: "answer" } {
  const variant = variantFor(answer, request.headers);
  const flat =
    cacheState === "hit" ? answer.hit[variant] : answerHeaders(answer, variant, cacheState);
  const headers = new Headers();
  for (let i = 0; i < flat.length; i += 2) headers.append(flat[i]!, flat[i + 1]!);
  return {
    kind: "answer",
    status: variant === "notModified" ? 304 : answer.status,
    headers,
    body: bodyFor(answer, variant, request.method),
  };
}

/** A verification answered from memory still takes the client's token (decision 018). */
function verificationAllowed(pathname: string, request: RequestLike): boolean {
  const match = VERIFY_PATH.exec(pathname);
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
 * The fast path: the stored answer for an anonymous GET of a public page
 * (the client's verification token taken), ready to write, or null when it
 * must be rendered. The production server calls it with Node's raw request
 * target before Express sees the request. Nothing is parsed or built per
 * request beyond the path: a target that is not already in the form the
 * cache stores (`pathname + search` as the URL parser writes them) misses
 * here and is answered by the full path.
 */
export function lookupPublicPage(
  request: RequestLike,
  cache: PublicPageCache = publicPageCache,
): WireAnswer | null {
  const target = request.url;
  if (target.charCodeAt(0) !== 47 /* "/" */) return null;
  const query = target.indexOf("?");
  const pathname = query === -1 ? target : target.slice(0, query);
  if (!isPublicCacheCandidate(request.method, pathname, request.headers)) return null;
  const fresh = cache.get(target);
  const cached = fresh ?? cache.staleWhileRendering(target);
  if (!cached || !verificationAllowed(pathname, request)) return null;
  if (fresh) cache.hits += 1;
  else cache.stale += 1;
  const variant = variantFor(cached, request.headers);
  return {
    status: variant === "notModified" ? 304 : cached.status,
    headers: fresh ? cached.hit[variant] : answerHeaders(cached, variant, "stale"),
    body: bodyFor(cached, variant, request.method),
  };
}

/**
 * Answers an anonymous GET of a public page from the cache, or renders it
 * with `render` and stores the answer (decision 035). Everything else goes
 * straight to `render`. A refused verification renders, so the refusal is the
 * page's own 429 answer.
 */
export async function servePublicPage(
  request: Request,
  render: (request: Request) => Promise<Response>,
  cache: PublicPageCache = publicPageCache,
): Promise<PublicPageResult> {
  const url = new URL(request.url);
  if (!isPublicCacheCandidate(request.method, url.pathname, request.headers)) {
    return { kind: "response", response: await render(request) };
  }
  const key = url.pathname + url.search;
  const cached = cache.get(key);
  if (cached) {
    if (verificationAllowed(url.pathname, request)) {
      cache.hits += 1;
      return answerFor(cached, request, "hit");
    }
    return { kind: "response", response: await render(request) };
  }
  cache.misses += 1;
  if (request.method !== "GET") return { kind: "response", response: await render(request) };
  // Single flight: when a page's time to live ends under load, one request
  // renders it; the others get the answer stored before (stale while
  // revalidating) or, when there is none, wait for that render.
  const shared = cache.renderingOf(key);
  if (shared && verificationAllowed(url.pathname, request)) {
    const stale = cache.staleWhileRendering(key);
    if (stale) {
      cache.stale += 1;
      return answerFor(stale, request, "stale");
    }
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
      // The page answers something else now (a 404, a redirect): its old answer goes.
      cache.forget(key);
      settle(null);
      return { kind: "response", response };
    }
    const answer = await cache.store(key, response, generation);
    settle(answer);
    return answerFor(answer, request, "miss");
  } catch (error) {
    cache.forget(key);
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
