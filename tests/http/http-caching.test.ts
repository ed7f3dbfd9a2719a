/**
 * HTTP caching (decision 064, issue 24), through the whole app as the
 * production server answers: the ETag does not change with the per-render
 * CSP nonce, so an unchanged page revalidates with 304 after the cache window;
 * weak, strong, listed and `*` validators are honoured; brotli for clients
 * that accept it; Vary says what the answer varies on; every page says how it
 * may be kept.
 */
import zlib from "node:zlib";
import { beforeEach, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/lib/client-address.server";
import { publicPageCache } from "~/modules/public-cache/public-page-cache.server";
import { createCertifiedBusiness } from "../helpers/certified-business";
import { createTestPost } from "../helpers/blog";
import { appRequest } from "../helpers/http";
import { createTestUser } from "../helpers/users";

const anonymous = (path: string, headers: Record<string, string> = {}) =>
  appRequest(path, { publicCache: true, headers });

const varyOf = (response: Response) =>
  (response.headers.get("vary") ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

beforeEach(() => publicPageCache.clear());

describe("ETag and conditional requests", () => {
  it("keeps an unchanged page's ETag across the cache window (new nonce) and answers 304 to every validator form", async () => {
    // The operations manual's page carries client scripts (with the nonce); /about is document-only.
    for (const path of ["/operations-manual", "/about"]) {
      const first = await anonymous(path);
      expect(first.headers.get("x-public-cache")).toBe("miss");
      const etag = first.headers.get("etag")!;
      const firstBody = await first.text();
      const nonce = /'nonce-([^']+)'/.exec(first.headers.get("content-security-policy")!)![1]!;
      // Weak when the body carries the nonce: the same content, not the same bytes.
      const carriesNonce = firstBody.includes(nonce);
      expect(carriesNonce, path).toBe(path === "/operations-manual");
      expect(etag, path).toMatch(carriesNonce ? /^W\/"[\w-]+"$/ : /^"[\w-]+"$/);

      // The cache window passes (the cache is emptied as its clock would): a new render, a new nonce.
      publicPageCache.clear();
      const second = await anonymous(path);
      expect(second.headers.get("x-public-cache")).toBe("miss");
      const secondBody = await second.text();
      if (carriesNonce) expect(secondBody).not.toBe(firstBody);
      expect(second.headers.get("content-security-policy")).not.toBe(
        first.headers.get("content-security-policy"),
      );
      expect(second.headers.get("etag"), path).toBe(etag);

      const opaque = etag.replace(/^W\//, "");
      const weak = `W/${opaque}`;
      for (const validator of [
        etag,
        opaque,
        weak,
        `"other", ${etag}`,
        `W/"other", ${opaque}`,
        "*",
      ]) {
        publicPageCache.clear(); // after a fresh render, and from memory
        const renderedAgain = await anonymous(path, { "if-none-match": validator });
        expect(renderedAgain.status, `${path} ${validator} (rendered)`).toBe(304);
        const fromMemory = await anonymous(path, { "if-none-match": validator });
        expect(fromMemory.headers.get("x-public-cache")).toBe("hit");
        expect(fromMemory.status, `${path} ${validator} (from memory)`).toBe(304);
        expect(await fromMemory.text()).toBe("");
        expect(fromMemory.headers.get("etag")).toBe(etag);
      }
      const head = await appRequest(path, {
        method: "HEAD",
        publicCache: true,
        headers: { "if-none-match": weak },
      });
      expect(head.status).toBe(304);
      const other = await anonymous(path, { "if-none-match": 'W/"not-this-page"' });
      expect(other.status).toBe(200);
      expect((await other.text()).length).toBeGreaterThan(0);
    }
  });

  it("gives the feeds a Last-Modified and honours If-Modified-Since when no ETag is sent", async () => {
    const author = await createTestUser("administrator");
    await createTestPost(author.userId, { status: "published" });
    for (const path of ["/blog/rss.xml", "/blog/atom.xml"]) {
      const feed = await anonymous(path);
      expect(feed.status).toBe(200);
      const lastModified = feed.headers.get("last-modified");
      expect(lastModified, path).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(
        (await anonymous(path, { "if-modified-since": lastModified! })).status,
        `${path} same date`,
      ).toBe(304);
      const earlier = new Date(Date.parse(lastModified!) - 1000).toUTCString();
      expect((await anonymous(path, { "if-modified-since": earlier })).status, path).toBe(200);
      // If-None-Match decides when both are sent.
      expect(
        (
          await anonymous(path, {
            "if-modified-since": lastModified!,
            "if-none-match": '"not-this-feed"',
          })
        ).status,
      ).toBe(200);
    }
  });
});

describe("encodings", () => {
  it("answers brotli to a client that accepts only brotli, gzip to one that accepts only gzip", async () => {
    const plain = await (await anonymous("/about")).text();
    for (const state of ["miss", "hit"]) {
      if (state === "miss") publicPageCache.clear();
      const br = await anonymous("/about", { "accept-encoding": "br" });
      expect(br.headers.get("x-public-cache")).toBe(state);
      expect(br.headers.get("content-encoding")).toBe("br");
      const bytes = Buffer.from(await br.arrayBuffer());
      expect(br.headers.get("content-length")).toBe(String(bytes.length));
      const decoded = zlib.brotliDecompressSync(bytes).toString("utf8");
      // The same page (renders differ only in the nonce).
      expect(decoded.replace(/nonce="[^"]+"/g, "")).toBe(plain.replace(/nonce="[^"]+"/g, ""));
    }
    const gzip = await anonymous("/about", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain("About");
    const feed = await anonymous("/blog/rss.xml", { "accept-encoding": "br" });
    expect(feed.headers.get("content-encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(Buffer.from(await feed.arrayBuffer())).toString()).toContain(
      "<rss",
    );
  });
});

describe("Vary and Cache-Control", () => {
  it("says Accept-Encoding on cached answers, and Accept on both the HTML and JSON answers of /verify/{id}", async () => {
    expect(varyOf(await anonymous("/about"))).toContain("accept-encoding");
    const business = await createCertifiedBusiness({ businessName: "Vary Wildlife Ltd." });
    const user = await createTestUser("applicant");
    const path = `/verify/${business.verificationCode}`;
    const ip = { [CLIENT_IP_HEADER]: "198.51.100.64" };
    const answers = {
      "anonymous HTML (rendered)": await anonymous(path, ip),
      "anonymous HTML (from memory)": await anonymous(path, ip),
      "signed-in HTML": await appRequest(path, { cookie: user.cookie, headers: ip }),
      "anonymous JSON": await anonymous(path, { ...ip, accept: "application/json" }),
      "signed-in JSON": await appRequest(path, {
        cookie: user.cookie,
        headers: { ...ip, accept: "application/json" },
      }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.status, name).toBe(200);
      expect(varyOf(response), name).toContain("accept");
      expect(response.headers.get("cache-control"), name).toBeTruthy();
    }
    expect(answers["anonymous HTML (from memory)"].headers.get("x-public-cache")).toBe("hit");
    expect(answers["anonymous JSON"].headers.get("content-type")).toContain("application/json");
    expect(answers["anonymous HTML (rendered)"].headers.get("content-type")).toContain("text/html");
  });

  it("tells caches how to keep /contact and /verify: public and revalidated for anonymous visitors, private when signed in", async () => {
    const user = await createTestUser("applicant");
    for (const path of ["/contact", "/verify", "/about"]) {
      const open = await appRequest(path);
      expect(open.status, path).toBe(200);
      expect(open.headers.get("cache-control"), path).toBe("public, max-age=0, must-revalidate");
      const personal = await appRequest(path, { cookie: user.cookie });
      expect(personal.headers.get("cache-control"), path).toBe("private, no-cache");
    }
    expect((await appRequest("/login")).headers.get("cache-control")).toBe("no-store");
    // A route's own header wins (the dashboard is never stored).
    const dashboard = await appRequest("/dashboard", { cookie: user.cookie });
    expect(dashboard.headers.get("cache-control")).toBe("private, no-store");
  });
});
