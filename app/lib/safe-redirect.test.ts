import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./safe-redirect";

const site = "https://portal.example.org";

describe("sameOriginPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    [
      "/dashboard/applications/42?tab=documents#documents",
      "/dashboard/applications/42?tab=documents#documents",
    ],
    ["/verify/2026-00012", "/verify/2026-00012"],
    ["/dashboard/../dashboard/settings", "/dashboard/settings"],
    // Encoded characters stay encoded inside the path: still on this site.
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%09/evil.example", "/%09/evil.example"],
  ])("keeps the same-origin path %j", (input, expected) => {
    expect(sameOriginPath(input, site)).toBe(expected);
  });

  const hostile = [
    "//evil.example",
    "///evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\r\n/evil.example",
    "/\u0000/evil.example",
    "/\u000b/evil.example",
    "/\u007f/evil.example",
    "/\u0085/evil.example",
    "\t//evil.example",
    " //evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "/.\\evil.example",
    "/..//evil.example",
    "/./%2e%2e//evil.example",
    "https://evil.example",
    "https://portal.example.org.evil.example/",
    "http://portal.example.org/dashboard",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "dashboard",
    "",
    `/${"a".repeat(3000)}`,
  ];
  it.each(hostile)("refuses %j", (input) => {
    expect(sameOriginPath(input, site)).toBe("/dashboard");
  });

  it("refuses anything that is not a string, and uses the given fallback", () => {
    for (const input of [null, undefined, 42, {}, ["/dashboard"]]) {
      expect(sameOriginPath(input, site)).toBe("/dashboard");
    }
    expect(sameOriginPath("//evil.example", site, "/dashboard/documents")).toBe(
      "/dashboard/documents",
    );
  });
});
