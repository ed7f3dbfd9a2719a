import { describe, expect, it } from "vitest";
import {
  contentEtag,
  httpDate,
  ifNoneMatchMatches,
  isNotModified,
  preferredEncoding,
} from "./http-cache.server";

const headers = (values: Record<string, string>) => new Headers(values);

describe("contentEtag", () => {
  it("is strong over bytes without a nonce, weak and nonce-blind over a page with one", () => {
    const plain = contentEtag(Buffer.from("<svg/>"));
    expect(plain).toMatch(/^"[\w-]{27}"$/);
    expect(contentEtag(Buffer.from("<svg/>"), "default-src 'none'")).toBe(plain);
    const a = contentEtag(
      Buffer.from('<script nonce="AAA+/=">x</script><link nonce="AAA+/=">'),
      "script-src 'self' 'nonce-AAA+/='",
    );
    const b = contentEtag(
      Buffer.from('<script nonce="BBBB">x</script><link nonce="BBBB">'),
      "script-src 'self' 'nonce-BBBB'",
    );
    expect(a).toMatch(/^W\/"[\w-]{27}"$/);
    expect(a).toBe(b);
    expect(contentEtag(Buffer.from('<script nonce="BBBB">y</script>'), "'nonce-BBBB'")).not.toBe(a);
  });
});

describe("ifNoneMatchMatches (weak comparison)", () => {
  it("matches strong and weak forms, lists and *", () => {
    expect(ifNoneMatchMatches('"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchMatches('W/"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchMatches('"x", W/"abc" ,"y"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchMatches("*", '"abc"')).toBe(true);
    expect(ifNoneMatchMatches('"abd"', '"abc"')).toBe(false);
    expect(ifNoneMatchMatches("abc", '"abc"')).toBe(false);
    expect(ifNoneMatchMatches(null, '"abc"')).toBe(false);
  });
});

describe("isNotModified", () => {
  const lastModified = httpDate(new Date("2026-11-20T10:00:00.750Z"));
  it("writes whole-second HTTP dates", () => {
    expect(lastModified).toBe("Fri, 20 Nov 2026 10:00:00 GMT");
  });
  it("lets If-None-Match decide when present, else If-Modified-Since", () => {
    const v = { etag: 'W/"abc"', lastModified };
    expect(isNotModified("GET", headers({ "if-none-match": '"abc"' }), v)).toBe(true);
    expect(isNotModified("HEAD", headers({ "if-none-match": "*" }), v)).toBe(true);
    expect(isNotModified("POST", headers({ "if-none-match": "*" }), v)).toBe(false);
    // A non-matching tag wins over a date that would match.
    expect(
      isNotModified(
        "GET",
        headers({ "if-none-match": '"zzz"', "if-modified-since": lastModified }),
        v,
      ),
    ).toBe(false);
    expect(isNotModified("GET", headers({ "if-modified-since": lastModified }), v)).toBe(true);
    expect(
      isNotModified("GET", headers({ "if-modified-since": "Fri, 20 Nov 2026 09:59:59 GMT" }), v),
    ).toBe(false);
    expect(isNotModified("GET", headers({ "if-modified-since": "not a date" }), v)).toBe(false);
    expect(
      isNotModified("GET", headers({ "if-modified-since": lastModified }), { etag: "x" }),
    ).toBe(false);
  });
});

describe("preferredEncoding", () => {
  it("prefers brotli, honours q-values and *", () => {
    expect(preferredEncoding("br")).toBe("br");
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0.4, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding(null)).toBe("identity");
  });
});
