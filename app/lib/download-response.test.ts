import { describe, expect, it } from "vitest";
import { contentDisposition } from "./download-response";

describe("contentDisposition", () => {
  it("encodes names without header injection", () => {
    expect(contentDisposition("a\r\nSet-Cookie: x=1.pdf")).toBe(
      `attachment; filename="a__Set-Cookie: x=1.pdf"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3D1.pdf`,
    );
    expect(contentDisposition("it's (final)*.pdf")).toContain(
      "filename*=UTF-8''it%27s%20%28final%29%2A.pdf",
    );
  });
});
