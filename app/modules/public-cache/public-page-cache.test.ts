import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { isPublicCacheCandidate, PublicPageCache } from "./public-page-cache.server";

const page = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { "content-type": "text/html; charset=utf-8", ...headers } });

const candidate = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  isPublicCacheCandidate(method, new URL(path, "http://localhost").pathname, new Headers(headers));

describe("which requests the public page cache answers", () => {
  it("takes anonymous GETs of public pages only", () => {
    expect(candidate("/")).toBe(true);
    expect(candidate("/directory?q=bat&region=Ontario")).toBe(true);
    expect(candidate("/verify/2025-00001")).toBe(true);
    expect(candidate("/api/verify/abc")).toBe(true);
    expect(candidate("/blog/a-post")).toBe(true);
    expect(candidate("/dashboard")).toBe(false);
    expect(candidate("/contact")).toBe(false);
    expect(candidate("/login")).toBe(false);
    expect(candidate("/about", {}, "POST")).toBe(false);
    expect(candidate("/about", { cookie: "hap.session_token=abc" })).toBe(false);
    expect(candidate("/about", { cookie: "theme=dark; __Secure-hap.session_token=abc" })).toBe(
      false,
    );
    expect(candidate("/about", { cookie: "someone-elses-analytics=1" })).toBe(true);
    expect(candidate("/about", { authorization: "Bearer x" })).toBe(false);
    expect(candidate("/verify/abc", { accept: "application/json" })).toBe(false);
  });
});

describe("PublicPageCache", () => {
  it("stores 200 HTML without cookies, and drops entries after the time to live", async () => {
    let now = 0;
    const cache = new PublicPageCache({ ttlMs: 5_000, now: () => now });
    expect(PublicPageCache.storable(page("x"))).toBe(true);
    expect(PublicPageCache.storable(page("x", { "set-cookie": "a=b" }))).toBe(false);
    expect(PublicPageCache.storable(page("x", { "cache-control": "private" }))).toBe(false);
    expect(PublicPageCache.storable(new Response("x", { status: 404 }))).toBe(false);
    await cache.store("/a", page("hello"), cache.currentGeneration);
    expect(cache.get("/a")?.body.toString()).toBe("hello");
    now = 5_001;
    expect(cache.get("/a")).toBeUndefined();
  });

  it("lets go of expired pages as new ones are stored, instead of keeping them until its bound", async () => {
    let now = 0;
    const cache = new PublicPageCache({ ttlMs: 5_000, now: () => now });
    for (let i = 0; i < 100; i += 1) {
      await cache.store(`/directory/${i}`, page(`business ${i}`), cache.currentGeneration);
    }
    expect(cache.size).toBe(100);
    now = 3_000;
    await cache.store("/directory/fresh", page("fresh"), cache.currentGeneration);
    expect(cache.size).toBe(101);
    now = 5_001;
    await cache.store("/directory/newer", page("newer"), cache.currentGeneration);
    // The hundred stored at 0 are past the time to live; the two later ones stay.
    expect(cache.size).toBe(2);
    expect(cache.get("/directory/fresh")?.body.toString()).toBe("fresh");
    expect(cache.get("/directory/newer")?.body.toString()).toBe("newer");
  });

  it("does not store a page whose rendering began before an invalidation", async () => {
    const cache = new PublicPageCache();
    const generation = cache.currentGeneration;
    cache.clear(); // a certificate was revoked while the page was rendering
    const answer = await cache.store("/directory", page("stale"), generation);
    expect(answer.body.toString()).toBe("stale");
    expect(cache.get("/directory")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps gzip and brotli copies and a content ETag", async () => {
    const cache = new PublicPageCache();
    const a = await cache.store("/a", page("same"), cache.currentGeneration);
    const b = await cache.store("/b", page("same"), cache.currentGeneration);
    expect(a.etag).toBe(b.etag);
    expect(a.etag).toMatch(/^"[\w-]+"$/);
    expect(a.gzip.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(zlib.brotliDecompressSync(a.br).toString()).toBe("same");
  });

  it("gives two renders of unchanged content the same weak ETag whatever their CSP nonces (decision 064)", async () => {
    let now = 0;
    const cache = new PublicPageCache({ ttlMs: 5_000, now: () => now });
    const render = (nonce: string) =>
      page(`<p>About</p><script nonce="${nonce}">hydrate()</script>`, {
        "content-security-policy": `script-src 'self' 'nonce-${nonce}'`,
      });
    const first = await cache.store("/about", render("bm9uY2Ux"), cache.currentGeneration);
    now = 5_001; // past the time to live: the page is rendered again with a new nonce
    expect(cache.get("/about")).toBeUndefined();
    const second = await cache.store("/about", render("b3RoZXI+"), cache.currentGeneration);
    expect(second.body.equals(first.body)).toBe(false);
    expect(second.etag).toBe(first.etag);
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    const changed = await cache.store(
      "/about",
      page(`<p>About us</p><script nonce="x1">hydrate()</script>`, {
        "content-security-policy": "script-src 'nonce-x1'",
      }),
      cache.currentGeneration,
    );
    expect(changed.etag).not.toBe(first.etag);
  });
});
