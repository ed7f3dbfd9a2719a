import zlib from "node:zlib";
import { homeRedirectLocale } from "~/domain/locale";
import { contentEtag, encodedEtag, type ContentEncoding } from "~/lib/http-cache.server";
import { SECURITY_HEADERS } from "~/lib/security-headers";

/**
 * The anonymous public page cache (decision 035): rendered answers of the
 * public pages for visitors without a session, kept in memory per process,
 * dropped explicitly by the writes that change them (`publicContentChanged`)
 * and, as a safety net for changes without a hook (time passing an expiry
 * date, a standards edit), after `ttlMs`.
 */
export type CachedAnswer = {
  status: number;
  /** Response headers as rendered (no Set-Cookie, Content-Length or Content-Encoding). */
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  /** The brotli copy (decision 064); the body itself for an answer stored already compressed. */
  br: Buffer;
  /**
   * The identity body's tag; weak when the body carries the render's CSP
   * nonce (decision 064). A strong one is sent per encoding (`encodedEtag`).
   */
  etag: string;
  /** The page's own Last-Modified, when its content has a date. */
  lastModified: string | null;
  storedAt: number;
  /**
   * The complete header lists of a cache hit, flat (`[name, value, …]`) as
   * Node's `writeHead` takes them, built once when stored: the fast path
   * sends them as they are.
   */
  hit: Record<AnswerVariant, string[]>;
};

/**
 * How a stored answer is sent: in one of its encodings, or as 304 Not
 * Modified for the encoding the request would get (its ETag is that one's).
 */
export type AnswerVariant = ContentEncoding | `notModified:${ContentEncoding}`;

/** The encoding a variant is sent in, or stands for (a 304). */
export function variantEncoding(variant: AnswerVariant): ContentEncoding {
  return variant.startsWith("notModified:")
    ? (variant.slice("notModified:".length) as ContentEncoding)
    : (variant as ContentEncoding);
}

/** What an anonymous page answers without a Cache-Control of its own: revalidate every time. */
export const DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** What a signed-in visitor's page answers without one: for that browser only, revalidated. */
export const PERSONAL_CACHE_CONTROL = "private, no-cache";

/**
 * The headers of a cached answer as sent: the rendered ones, the security
 * headers, ETag, Cache-Control (a default when the page set none), Vary,
 * X-Public-Cache and, unless it is a 304, the encoding and length.
 */
export function answerHeaders(
  answer: Pick<CachedAnswer, "headers" | "etag" | "body" | "gzip" | "br">,
  variant: AnswerVariant,
  cacheState: "hit" | "miss" | "stale",
): string[] {
  const flat: string[] = [];
  let cacheControl = false;
  // The page's own Vary (e.g. Accept on /verify/{id}) is kept, with what the cache varies on.
  const vary = ["Cookie", "Accept-Encoding"];
  for (const [name, value] of answer.headers) {
    const lower = name.toLowerCase();
    if (lower === "vary") {
      for (const token of value.split(",")) {
        const field = token.trim();
        if (field && !vary.some((v) => v.toLowerCase() === field.toLowerCase())) vary.push(field);
      }
      continue;
    }
    if (SECURITY_HEADER_NAMES.has(lower)) continue;
    if (lower === "cache-control") cacheControl = true;
    flat.push(name, value);
  }
  for (const [name, value] of SECURITY_HEADERS) flat.push(name, value);
  flat.push("ETag", encodedEtag(answer.etag, variantEncoding(variant)));
  if (!cacheControl) flat.push("Cache-Control", DEFAULT_CACHE_CONTROL);
  flat.push("Vary", vary.join(", "), "X-Public-Cache", cacheState);
  if (variant === "gzip") {
    flat.push("Content-Encoding", "gzip", "Content-Length", String(answer.gzip.length));
  } else if (variant === "br") {
    flat.push("Content-Encoding", "br", "Content-Length", String(answer.br.length));
  } else if (variant === "identity") {
    flat.push("Content-Length", String(answer.body.length));
  }
  return flat;
}

const SECURITY_HEADER_NAMES = new Set(SECURITY_HEADERS.map(([name]) => name.toLowerCase()));

/**
 * Paths whose anonymous GET answer is the same for every visitor: the
 * public pages in each language (/fr, /es: decision 086; the key is the
 * path, so each language is its own entry).
 */
const CACHEABLE_PATHS: RegExp[] = [
  /^\/((fr|es)\/?)?$/,
  /^(\/(fr|es))?\/(about|standards|process|faqs|privacy|terms|sitemap|operations-manual|directory|blog)$/,
  /^(\/(fr|es))?\/directory\/[^/]+$/,
  /^(\/(fr|es))?\/blog\/[^/]+$/,
  /^(\/(fr|es))?\/verify\/[^/]+$/,
  /^\/api\/verify\/[^/]+$/,
  /^\/(sitemap\.xml|robots\.txt)$/,
  // Verifiable credentials (decision 052): DID document, issuer, status lists, credentials.
  /^\/\.well-known\/did\.json$/,
  /^\/credentials\/(issuer|status\/[a-z]+\/\d+|[A-Za-z0-9_-]+)$/,
  /^(\/(fr|es))?\/developers$/,
  /^\/api\/openapi\.json$/,
  // The live seal (decision 053): a revocation clears it with every other public answer.
  /^\/seal\/[^/]+$/,
];

/** Verification answers: served from the cache only after the client's rate-limit token is taken. */
export const VERIFY_PATH = /^(?:\/(?:fr|es))?\/(?:api\/)?verify\/([^/]+)$/;

/** The app's own cookies (better-auth's `hap.` prefix, secure variants too). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?hap[._-]/;

/** Whether a request carries the app's cookies or credentials (its answer may be personal). */
export function carriesCredentials(headers: { get(name: string): string | null }): boolean {
  if (headers.get("authorization")) return true;
  const cookie = headers.get("cookie");
  return cookie !== null && SESSION_COOKIE.test(cookie);
}

/**
 * The Cache-Control of an HTML page that sets none itself (decision 064):
 * public and revalidated for anonymous visitors, private for signed-in ones.
 */
export function documentCacheControl(headers: { get(name: string): string | null }): string {
  return carriesCredentials(headers) ? PERSONAL_CACHE_CONTROL : DEFAULT_CACHE_CONTROL;
}

const CACHEABLE_TYPES =
  /^(text\/html|application\/json|application\/xml|application\/rss\+xml|application\/atom\+xml|text\/plain|application\/((vc|did)\+)?ld\+json|image\/svg\+xml|image\/png)/;

/** Already compressed: stored and sent as is, never compressed again. */
const COMPRESSED_TYPES = /^image\/png/;

export const PUBLIC_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * Whether a request may be answered from (and stored in) the cache: a GET or
 * HEAD of a public path, without the app's cookies or an Authorization
 * header, and not asking the verification page for JSON.
 */
export function isPublicCacheCandidate(
  method: string,
  pathname: string,
  headers: { get(name: string): string | null },
): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (!CACHEABLE_PATHS.some((re) => re.test(pathname))) return false;
  if (carriesCredentials(headers)) return false;
  if (/^(\/(fr|es))?\/verify\//.test(pathname) && /json/i.test(headers.get("accept") ?? "")) {
    return false;
  }
  // `/` sends a French or Spanish browser arriving from elsewhere to its language (decision 086).
  if (pathname === "/" && homeRedirectLocale(headers) !== null) return false;
  return true;
}

const SKIPPED_HEADERS = new Set(["set-cookie", "content-length", "content-encoding", "etag"]);

export class PublicPageCache {
  private entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  /** Bumped by every invalidation: a render that began before it is not stored. */
  private generation = 0;
  /** Renders under way, so concurrent misses of one page share one render (single flight). */
  private rendering = new Map<
    string,
    { generation: number; answer: Promise<CachedAnswer | null> }
  >();
  hits = 0;
  misses = 0;
  /** Misses answered by a render another request had already started. */
  shared = 0;
  /** Requests answered with the previous answer while the page was rendered again. */
  stale = 0;

  constructor(private readonly options: { ttlMs?: number; now?: () => number } = {}) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  get currentGeneration() {
    return this.generation;
  }

  private get ttlMs() {
    return this.options.ttlMs ?? PUBLIC_CACHE_TTL_MS;
  }

  /** The stored answer of `key` while it is within the time to live. */
  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = this.now() - entry.storedAt;
    if (age > this.ttlMs) {
      // Kept a little longer for `staleWhileRendering`; gone once too old.
      if (age > 2 * this.ttlMs) this.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * Stale while revalidating: when a page's time to live has just ended and
   * one request is already rendering it again, the others get the answer
   * stored before (at most one more time to live old) instead of waiting for
   * that render. Never after an invalidation (`clear` drops every entry and
   * renders begun before it do not count).
   */
  staleWhileRendering(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry || this.now() - entry.storedAt > 2 * this.ttlMs) return undefined;
    return this.renderingOf(key) ? entry : undefined;
  }

  /** Whether a rendered answer says the page is gone or moved (404, 410, a redirect). */
  static gone(response: Response): boolean {
    return (
      response.status === 404 ||
      response.status === 410 ||
      (response.status >= 300 && response.status < 400)
    );
  }

  /** Drops the answer of `key` (its page is gone). */
  forget(key: string) {
    this.delete(key);
  }

  /** Whether a rendered response may be stored (before its body is read). */
  static storable(response: Response): boolean {
    if (response.status !== 200) return false;
    if (response.headers.has("set-cookie")) return false;
    if (!CACHEABLE_TYPES.test(response.headers.get("content-type") ?? "")) return false;
    return !/no-store|private/.test(response.headers.get("cache-control") ?? "");
  }

  /**
   * Stores a rendered answer (see `storable`) unless the content changed
   * since `generation` was read; returns the answer either way.
   */
  async store(key: string, response: Response, generation: number): Promise<CachedAnswer> {
    const body = Buffer.from(await response.arrayBuffer());
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (!SKIPPED_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
    });
    const compressed = COMPRESSED_TYPES.test(response.headers.get("content-type") ?? "");
    const rendered = {
      headers,
      body,
      gzip: compressed ? body : zlib.gzipSync(body, { level: 6 }),
      // Quality 5: smaller than gzip 6 at about its speed (11 costs ~10x the time).
      br: compressed
        ? body
        : zlib.brotliCompressSync(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
      etag: contentEtag(body, response.headers.get("content-security-policy")),
    };
    const answer: CachedAnswer = {
      ...rendered,
      lastModified: response.headers.get("last-modified"),
      status: response.status,
      storedAt: this.now(),
      hit: {
        identity: answerHeaders(rendered, "identity", "hit"),
        gzip: answerHeaders(rendered, "gzip", "hit"),
        br: answerHeaders(rendered, "br", "hit"),
        "notModified:identity": answerHeaders(rendered, "notModified:identity", "hit"),
        "notModified:gzip": answerHeaders(rendered, "notModified:gzip", "hit"),
        "notModified:br": answerHeaders(rendered, "notModified:br", "hit"),
      },
    };
    if (generation !== this.generation) return answer;
    this.delete(key);
    this.dropExpired();
    this.entries.set(key, answer);
    this.bytes += sizeOf(answer);
    while (this.entries.size > MAX_ENTRIES || this.bytes > MAX_BYTES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    return answer;
  }

  /**
   * Entries are kept in the order they were stored, so the expired ones are
   * at the front: dropping them on each store keeps the cache to what was
   * rendered within the time to live, not to its bound (a crawler walking
   * every business page would otherwise leave it full).
   */
  private dropExpired() {
    const oldestAllowed = this.now() - this.ttlMs;
    for (const [key, entry] of this.entries) {
      if (entry.storedAt >= oldestAllowed) break;
      this.delete(key);
    }
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }

  /**
   * The answer of a render of `key` already under way since the last
   * invalidation (null once settled if it could not be stored), or undefined.
   */
  renderingOf(key: string): Promise<CachedAnswer | null> | undefined {
    const entry = this.rendering.get(key);
    return entry && entry.generation === this.generation ? entry.answer : undefined;
  }

  /** Records a render of `key` that later misses of the same page may wait for. */
  trackRendering(key: string, answer: Promise<CachedAnswer | null>) {
    const entry = { generation: this.generation, answer };
    this.rendering.set(key, entry);
    void answer.finally(() => {
      if (this.rendering.get(key) === entry) this.rendering.delete(key);
    });
  }

  /** Drops every stored answer (any public content changed). */
  clear() {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  get size() {
    return this.entries.size;
  }
}

/** The bytes an answer holds (a copy stored already compressed counts once). */
function sizeOf(answer: CachedAnswer): number {
  return (
    answer.body.length +
    (answer.gzip === answer.body ? 0 : answer.gzip.length) +
    (answer.br === answer.body ? 0 : answer.br.length)
  );
}

/** This process's cache. */
export const publicPageCache = new PublicPageCache();
