import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  setVerifyClockForTests,
  VERIFY_RATE_LIMIT,
} from "~/modules/verification/verify-certificate.server";
import { PublicPageCache } from "~/modules/public-cache/public-page-cache.server";
import { lookupPublicPage, servePublicPage } from "./serve-public-page.server";

const get = (path: string, method = "GET") => new Request(`http://localhost${path}`, { method });

/** A render that counts its calls and finishes when `release` is called. */
function slowRender(status = 200) {
  let calls = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const render = async (request: Request) => {
    calls += 1;
    const n = calls;
    await gate;
    return new Response(`<p>${new URL(request.url).pathname} render ${n}</p>`, {
      status,
      headers: { "content-type": "text/html; charset=utf-8" },
    });
  };
  return { render, release: () => release(), calls: () => calls };
}

async function bodyOf(result: Awaited<ReturnType<typeof servePublicPage>>) {
  if (result.kind === "answer") return { status: result.status, text: result.body!.toString() };
  return { status: result.response.status, text: await result.response.text() };
}

describe("servePublicPage: misses of one page share one render", () => {
  it("renders a page once for twenty requests that miss together", async () => {
    const cache = new PublicPageCache();
    const slow = slowRender();
    const pending = Array.from({ length: 20 }, () =>
      servePublicPage(get("/about"), slow.render, cache),
    );
    await new Promise((r) => setTimeout(r, 5));
    slow.release();
    const answers = await Promise.all(pending.map(async (p) => bodyOf(await p)));
    expect(slow.calls()).toBe(1);
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`))).toEqual(
      new Set(["200 <p>/about render 1</p>"]),
    );
    expect(cache.shared).toBe(19);
    // Stored: the next request is a hit without rendering.
    const next = await servePublicPage(get("/about"), slow.render, cache);
    expect(next.kind === "answer" && next.headers.get("X-Public-Cache")).toBe("hit");
    expect(slow.calls()).toBe(1);
  });

  it("does not share an answer it may not store: each waiting request renders its own", async () => {
    const cache = new PublicPageCache();
    const slow = slowRender(404);
    const pending = Array.from({ length: 3 }, () =>
      servePublicPage(get("/directory/missing"), slow.render, cache),
    );
    await new Promise((r) => setTimeout(r, 5));
    slow.release();
    const answers = await Promise.all(pending.map(async (p) => bodyOf(await p)));
    expect(answers.every((a) => a.status === 404)).toBe(true);
    expect(slow.calls()).toBe(3);
    expect(cache.size).toBe(0);
  });

  it("lets waiting requests render themselves when the shared render fails", async () => {
    const cache = new PublicPageCache();
    let calls = 0;
    let fail: (error: Error) => void = () => {};
    const render = (request: Request) => {
      calls += 1;
      if (calls === 1) return new Promise<Response>((_, reject) => (fail = reject));
      return Promise.resolve(
        new Response(`ok ${new URL(request.url).pathname}`, {
          headers: { "content-type": "text/html" },
        }),
      );
    };
    const first = servePublicPage(get("/blog"), render, cache);
    const second = servePublicPage(get("/blog"), render, cache);
    fail(new Error("database went away"));
    await expect(first).rejects.toThrow("database went away");
    expect(await bodyOf(await second)).toEqual({ status: 200, text: "ok /blog" });
    expect(calls).toBe(2);
  });

  it("never joins a render that began before an invalidation (a revocation is not served late)", async () => {
    const cache = new PublicPageCache();
    const before = slowRender();
    const old = servePublicPage(get("/verify/abc"), before.render, cache);
    await new Promise((r) => setTimeout(r, 5));
    cache.clear();
    const after = slowRender();
    const fresh = servePublicPage(get("/verify/abc"), after.render, cache);
    before.release();
    after.release();
    await old;
    expect(await bodyOf(await fresh)).toEqual({ status: 200, text: "<p>/verify/abc render 1</p>" });
    expect(before.calls()).toBe(1);
    expect(after.calls()).toBe(1);
    // Only the render begun after the invalidation was stored.
    expect(cache.size).toBe(1);
  });

  it("does not make HEAD requests wait for a GET's render", async () => {
    const cache = new PublicPageCache();
    const slow = slowRender();
    const getting = servePublicPage(get("/process"), slow.render, cache);
    const heading = servePublicPage(get("/process", "HEAD"), slow.render, cache);
    slow.release();
    await Promise.all([getting, heading]);
    expect(slow.calls()).toBe(2);
  });
});

describe("lookupPublicPage: the production server's fast path", () => {
  const html = "<p>about</p>";
  const render = async () =>
    new Response(html, {
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "public, max-age=60",
      },
    });
  const nodeRequest = (url: string, headers: Record<string, string> = {}, method = "GET") => ({
    method,
    url,
    headers: { get: (name: string) => headers[name] ?? null },
  });
  const headerMap = (flat: string[]) => {
    const map = new Map<string, string>();
    for (let i = 0; i < flat.length; i += 2) map.set(flat[i]!.toLowerCase(), flat[i + 1]!);
    return map;
  };

  it("answers a stored page with its complete header list, gzip when accepted, 304 for its ETag", async () => {
    const cache = new PublicPageCache();
    expect(lookupPublicPage(nodeRequest("/about"), cache)).toBeNull();
    await servePublicPage(get("/about"), render, cache);

    const plain = lookupPublicPage(nodeRequest("/about"), cache)!;
    expect(plain.status).toBe(200);
    expect(plain.body!.toString()).toBe(html);
    const headers = headerMap(plain.headers);
    expect(headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(headers.get("content-length")).toBe(String(Buffer.byteLength(html)));
    expect(headers.get("cache-control")).toBe("public, max-age=60");
    expect(headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(headers.get("x-public-cache")).toBe("hit");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.has("content-encoding")).toBe(false);

    const gzip = lookupPublicPage(nodeRequest("/about", { "accept-encoding": "gzip" }), cache)!;
    expect(headerMap(gzip.headers).get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body!).toString()).toBe(html);
    expect(headerMap(gzip.headers).get("content-length")).toBe(String(gzip.body!.length));

    // Brotli for a client that accepts it (alone or beside gzip), decision 064.
    for (const accept of ["br", "gzip, deflate, br", "br;q=1, gzip;q=0.5"]) {
      const br = lookupPublicPage(nodeRequest("/about", { "accept-encoding": accept }), cache)!;
      expect(headerMap(br.headers).get("content-encoding"), accept).toBe("br");
      expect(zlib.brotliDecompressSync(br.body!).toString()).toBe(html);
      expect(headerMap(br.headers).get("content-length")).toBe(String(br.body!.length));
    }
    const gzipPreferred = lookupPublicPage(
      nodeRequest("/about", { "accept-encoding": "br;q=0.5, gzip" }),
      cache,
    )!;
    expect(headerMap(gzipPreferred.headers).get("content-encoding")).toBe("gzip");
    const refused = lookupPublicPage(
      nodeRequest("/about", { "accept-encoding": "br;q=0" }),
      cache,
    )!;
    expect(headerMap(refused.headers).has("content-encoding")).toBe(false);

    const etag = headers.get("etag")!;
    const notModified = lookupPublicPage(nodeRequest("/about", { "if-none-match": etag }), cache)!;
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBeNull();
    expect(headerMap(notModified.headers).has("content-length")).toBe(false);

    const head = lookupPublicPage(nodeRequest("/about", {}, "HEAD"), cache)!;
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(cache.hits).toBe(9);
  });

  it("gives the identity, gzip and brotli bodies each their own strong ETag (RFC 9110 §8.8.3), and a 304 by the encoding's own", async () => {
    const cache = new PublicPageCache();
    await servePublicPage(get("/about"), render, cache);
    const etagFor = (accept: string | null) =>
      headerMap(
        lookupPublicPage(nodeRequest("/about", accept ? { "accept-encoding": accept } : {}), cache)!
          .headers,
      ).get("etag")!;
    const tags = [etagFor(null), etagFor("gzip"), etagFor("br")];
    expect(tags[0]).toMatch(/^"[^"]+"$/);
    expect(new Set(tags).size).toBe(3);
    for (const [accept, tag] of [
      ["gzip", tags[1]!],
      ["br", tags[2]!],
    ] as const) {
      const same = lookupPublicPage(
        nodeRequest("/about", { "accept-encoding": accept, "if-none-match": tag }),
        cache,
      )!;
      expect(same.status, accept).toBe(304);
      expect(headerMap(same.headers).get("etag"), accept).toBe(tag);
      // The identity tag does not stand for the compressed bytes.
      const other = lookupPublicPage(
        nodeRequest("/about", { "accept-encoding": accept, "if-none-match": tags[0]! }),
        cache,
      )!;
      expect(other.status, accept).toBe(200);
    }
  });

  it("leaves to the full path what it may not answer: sessions, other methods, targets not in stored form", async () => {
    const cache = new PublicPageCache();
    await servePublicPage(get("/about"), render, cache);
    expect(
      lookupPublicPage(nodeRequest("/about", { cookie: "hap.session_token=x" }), cache),
    ).toBeNull();
    expect(
      lookupPublicPage(nodeRequest("/about", { authorization: "Bearer x" }), cache),
    ).toBeNull();
    expect(lookupPublicPage(nodeRequest("/about", {}, "POST"), cache)).toBeNull();
    // Absolute-form and unnormalised targets are parsed by the full path, never guessed here.
    expect(lookupPublicPage(nodeRequest("http://localhost/about"), cache)).toBeNull();
    expect(lookupPublicPage(nodeRequest("/blog/../about"), cache)).toBeNull();
    expect(lookupPublicPage(nodeRequest("/about?"), cache)).toBeNull();
  });

  it("takes the client's verification token before answering a stored verification", async () => {
    const cache = new PublicPageCache();
    const code = "fast-path-code";
    await servePublicPage(
      get(`/api/verify/${code}`),
      async () => Response.json({ status: "not_found" }),
      cache,
    );
    const client = { "x-hap-client-ip": "203.0.113.77" };
    let answered = 0;
    setVerifyClockForTests(() => 1_000_000);
    try {
      while (lookupPublicPage(nodeRequest(`/api/verify/${code}`, client), cache)) answered += 1;
    } finally {
      setVerifyClockForTests(undefined);
    }
    // The burst of look-ups by code; then the full path renders the page's own 429.
    expect(answered).toBe(VERIFY_RATE_LIMIT.max);
    expect(
      lookupPublicPage(
        nodeRequest(`/api/verify/${code}`, { "x-hap-client-ip": "203.0.113.78" }),
        cache,
      ),
    ).not.toBeNull();
  });
});

describe("servePublicPage: stale while revalidating", () => {
  const page =
    (text: string, status = 200) =>
    async () =>
      new Response(text, { status, headers: { "content-type": "text/html; charset=utf-8" } });
  const nodeRequest = (url: string, headers: Record<string, string> = {}) => ({
    method: "GET",
    url,
    headers: { get: (name: string) => headers[name] ?? null },
  });
  const cacheState = (result: Awaited<ReturnType<typeof servePublicPage>>) =>
    result.kind === "answer" ? result.headers.get("x-public-cache") : "rendered";

  /**
   * Stores `path` ("<p>old</p>"), lets `age` ms pass and starts the render that
   * renews it, held until `finish` (which returns what that request got).
   */
  async function renewing(path: string, age = 5_001) {
    let now = 0;
    const cache = new PublicPageCache({ ttlMs: 5_000, now: () => now });
    await servePublicPage(get(path), page("<p>old</p>"), cache);
    now = age;
    const slow = slowRender();
    const pending = servePublicPage(get(path), slow.render, cache);
    await new Promise((r) => setTimeout(r, 5));
    return {
      cache,
      slow,
      finish: async () => {
        slow.release();
        return bodyOf(await pending);
      },
    };
  }

  it("when a page's time to live ends, one request renders it and the others get the previous answer meanwhile", async () => {
    const { cache, slow, finish } = await renewing("/about");
    const other = await servePublicPage(get("/about"), slow.render, cache);
    expect(await bodyOf(other)).toEqual({ status: 200, text: "<p>old</p>" });
    expect(cacheState(other)).toBe("stale");
    const fast = lookupPublicPage(nodeRequest("/about"), cache)!;
    expect(fast.body!.toString()).toBe("<p>old</p>");
    expect(fast.headers).toContain("stale");
    expect(slow.calls()).toBe(1);

    expect((await finish()).text).toBe("<p>/about render 1</p>");
    expect(lookupPublicPage(nodeRequest("/about"), cache)!.body!.toString()).toBe(
      "<p>/about render 1</p>",
    );
    expect(cache.stale).toBe(2);
  });

  it("never after an invalidation", async () => {
    const { cache, finish } = await renewing("/about");
    expect(cache.staleWhileRendering("/about")).toBeDefined();
    cache.clear(); // a certificate was revoked: no earlier answer may be served
    expect(cache.staleWhileRendering("/about")).toBeUndefined();
    expect(lookupPublicPage(nodeRequest("/about"), cache)).toBeNull();
    await finish();
  });

  it("never once the answer is two times to live old", async () => {
    const { cache, finish } = await renewing("/about", 10_001);
    expect(cache.staleWhileRendering("/about")).toBeUndefined();
    expect(lookupPublicPage(nodeRequest("/about"), cache)).toBeNull();
    await finish();
  });

  it("drops the previous answer when the page is gone, so a later render does not serve it", async () => {
    let now = 0;
    const cache = new PublicPageCache({ ttlMs: 5_000, now: () => now });
    await servePublicPage(get("/directory/gone"), page("<p>listed</p>"), cache);
    now = 5_001;
    const gone = await servePublicPage(get("/directory/gone"), page("Not found", 404), cache);
    expect(await bodyOf(gone)).toEqual({ status: 404, text: "Not found" });
    // The next render of the page under way: nothing stale to give meanwhile.
    const slow = slowRender(404);
    const pending = servePublicPage(get("/directory/gone"), slow.render, cache);
    await new Promise((r) => setTimeout(r, 5));
    expect(lookupPublicPage(nodeRequest("/directory/gone"), cache)).toBeNull();
    slow.release();
    await pending;
  });

  it("a refused verification neither drops the previous answer nor takes over the render", async () => {
    const path = "/api/verify/stale-code";
    const { cache, slow, finish } = await renewing(path);
    setVerifyClockForTests(() => 2_000_000);
    try {
      const limited = { "x-hap-client-ip": "203.0.113.90" };
      while (lookupPublicPage(nodeRequest(path, limited), cache)) {
        // spend the client's burst on stale answers
      }
      const refused = await servePublicPage(
        new Request(`http://localhost${path}`, { headers: limited }),
        page("Too many requests", 429),
        cache,
      );
      expect(await bodyOf(refused)).toEqual({ status: 429, text: "Too many requests" });
      // Another client still gets the previous answer; the first render is the one tracked.
      const other = lookupPublicPage(
        nodeRequest(path, { "x-hap-client-ip": "203.0.113.91" }),
        cache,
      );
      expect(other!.body!.toString()).toBe("<p>old</p>");
    } finally {
      setVerifyClockForTests(undefined);
    }
    expect(slow.calls()).toBe(1);
    expect((await finish()).text).toBe(`<p>${path} render 1</p>`);
    expect(cache.get(path)!.body.toString()).toBe(`<p>${path} render 1</p>`);
  });
});
