import { clientIpFromHeaders } from "~/lib/client-address.server";
import { encodedEtag, isNotModified, preferredEncoding } from "~/lib/http-cache.server";
import { takeVerificationToken, VerifyRateLimitError } from "~/modules/verification/index.server";
import "~/modules/public-cache/index.server";
import {
  answerHeaders,
  isPublicCacheCandidate,
  PublicPageCache,
  publicPageCache,
  VERIFY_PATH,
  type AnswerVariant,
  variantEncoding,
  type CachedAnswer,
} from "~/modules/public-cache/index.server";

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

/**
 * Which stored form a request gets (decision 064): 304 when its validators
 * match (If-None-Match by weak comparison, `*` included; else
 * If-Modified-Since against the page's Last-Modified), else brotli or gzip as
 * the client accepts them, else identity.
 */
function variantFor(answer: CachedAnswer, request: RequestLike): AnswerVariant {
  // An answer stored already compressed (a PNG) has no other form of its own.
  const encoding =
    answer.gzip === answer.body
      ? "identity"
      : preferredEncoding(request.headers.get("accept-encoding"));
  // The tag compared is the one of the encoding this request gets (decision 081).
  const validators = {
    etag: encodedEtag(answer.etag, encoding),
    lastModified: answer.lastModified,
  };
  if (isNotModified(request.method, request.headers, validators)) return `notModified:${encoding}`;
  return encoding;
}

type CacheState = "hit" | "miss" | "stale";

/** A stored answer as this request gets it: 304, brotli, gzip or identity, with its header list. */
function wireAnswer(answer: CachedAnswer, request: RequestLike, state: CacheState): WireAnswer {
  const variant = variantFor(answer, request);
  const notModified = variant.startsWith("notModified:");
  const encoding = variantEncoding(variant);
  return {
    status: notModified ? 304 : answer.status,
    headers: state === "hit" ? answer.hit[variant] : answerHeaders(answer, variant, state),
    body:
      notModified || request.method === "HEAD"
        ? null
        : encoding === "identity"
          ? answer.body
          : answer[encoding],
  };
}

function answerFor(
  answer: CachedAnswer,
  request: RequestLike,
  state: CacheState,
): PublicPageResult & { kind: "answer" } {
  const wire = wireAnswer(answer, request, state);
  const headers = new Headers();
  for (let i = 0; i < wire.headers.length; i += 2) {
    headers.append(wire.headers[i]!, wire.headers[i + 1]!);
  }
  return { kind: "answer", ...wire, headers };
}

/**
 * What the cache holds for `key` that a request may get now: the answer
 * within its time to live, or the previous one while another request renders
 * the page again (stale while revalidating).
 */
function storedAnswer(
  cache: PublicPageCache,
  key: string,
): { answer: CachedAnswer; state: "hit" | "stale" } | null {
  const fresh = cache.get(key);
  if (fresh) return { answer: fresh, state: "hit" };
  const stale = cache.staleWhileRendering(key);
  return stale ? { answer: stale, state: "stale" } : null;
}

function counted(cache: PublicPageCache, state: "hit" | "stale") {
  if (state === "hit") cache.hits += 1;
  else cache.stale += 1;
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
  const stored = storedAnswer(cache, target);
  if (!stored || !verificationAllowed(pathname, request)) return null;
  counted(cache, stored.state);
  return wireAnswer(stored.answer, request, stored.state);
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
  // A verification refused here renders untracked: the page's own 429 answer
  // says nothing about the page, so it neither joins nor replaces a render.
  const stored = storedAnswer(cache, key);
  if (stored) {
    if (!verificationAllowed(url.pathname, request)) {
      return { kind: "response", response: await render(request) };
    }
    counted(cache, stored.state);
    return answerFor(stored.answer, request, stored.state);
  }
  cache.misses += 1;
  if (request.method !== "GET") return { kind: "response", response: await render(request) };
  // Single flight: when a page is rendered already (and no previous answer
  // may be served meanwhile), the request waits for that render.
  const shared = cache.renderingOf(key);
  if (shared) {
    if (!verificationAllowed(url.pathname, request)) {
      return { kind: "response", response: await render(request) };
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
      // The page is gone or moved: its previous answer may not be served stale.
      if (PublicPageCache.gone(response)) cache.forget(key);
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
