import { describe, expect, it } from "vitest";
import {
  buildContentSecurityPolicy,
  originOf,
  strictTransportSecurity,
} from "./content-security-policy";

describe("buildContentSecurityPolicy", () => {
  it("allows only this origin and the nonce by default", () => {
    expect(buildContentSecurityPolicy({ nonce: "abc" })).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("adds Stripe, the chat widget and the SSO issuer only when asked", () => {
    const csp = buildContentSecurityPolicy({
      nonce: "n",
      features: ["stripe"],
      chatWidgetOrigin: "https://chat.example.com",
      ssoOrigin: "https://id.example.org",
    });
    expect(csp).toContain(
      "script-src 'self' 'nonce-n' https://js.stripe.com https://*.js.stripe.com https://chat.example.com",
    );
    expect(csp).toContain(
      "frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://chat.example.com",
    );
    expect(csp).toContain("connect-src 'self' https://api.stripe.com https://chat.example.com");
    expect(csp).toContain("form-action 'self' https://id.example.org");
  });

  it("reads origins and decides HSTS from the base URL", () => {
    expect(originOf("https://chat.example.com/widget.js?x=1")).toBe("https://chat.example.com");
    expect(originOf("not a url")).toBeNull();
    expect(originOf(undefined)).toBeNull();
    expect(strictTransportSecurity("https://portal.example.org")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(strictTransportSecurity("http://localhost:3000")).toBeNull();
  });
});
