import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { insertApplication } from "../helpers/documents";
import { appRequest } from "../helpers/http";
import { createTestUser } from "../helpers/users";

const saved = { ...process.env };
afterEach(() => {
  for (const key of [
    "CHAT_WIDGET_SRC",
    "PUBLIC_BASE_URL",
    "STRIPE_SECRET_KEY",
    "STRIPE_PUBLISHABLE_KEY",
    "STRIPE_WEBHOOK_SECRET",
  ]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvForTests();
});

/**
 * The CSP of an HTML response, checked against the page's own script tags.
 * `scripts: "none"`: a document-only page for anonymous visitors (decision 045).
 */
async function policyOf(path: string, cookie?: string, scripts: "some" | "none" | "any" = "some") {
  const response = await appRequest(path, { cookie });
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/html");
  const csp = response.headers.get("content-security-policy");
  expect(csp, `CSP on ${path}`).toBeTruthy();
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(csp!)?.[1];
  expect(nonce, `nonce on ${path}`).toBeTruthy();
  const html = await response.text();
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  if (scripts === "some") expect(tags.length, path).toBeGreaterThan(0);
  if (scripts === "none") expect(tags, path).toEqual([]);
  for (const tag of tags) {
    // Inline scripts carry the nonce; external ones come from this origin or an allowed host.
    if (!/\ssrc=/.test(tag)) expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonce}"`);
  }
  const directives = Object.fromEntries(
    csp!.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  ) as Record<string, string[]>;
  return { csp: csp!, nonce: nonce!, directives, html };
}

describe("Content-Security-Policy on every HTML response", () => {
  it("is present with a fresh nonce on public, sign-in and dashboard pages", async () => {
    const user = await createTestUser("applicant");
    const applicationId = await insertApplication(user.userId, "Policy Wildlife Co.");
    const publicPages = [
      "/",
      "/about",
      "/process",
      "/faqs",
      "/verify",
      "/directory",
      "/contact",
      "/sitemap",
      "/privacy",
      "/terms",
    ];
    const authPages = ["/login", "/login?register=true", "/login?method=code", "/forgot-password"];
    const dashboardPages = [
      "/dashboard",
      "/dashboard/applications",
      `/dashboard/applications/${applicationId}`,
      "/dashboard/documents",
      "/dashboard/settings",
      "/dashboard/certificates",
    ];
    const nonces = new Set<string>();
    const withScripts = new Set(["/contact", ...authPages]);
    for (const path of [...publicPages, ...authPages]) {
      const { nonce, directives } = await policyOf(
        path,
        undefined,
        withScripts.has(path) ? "some" : "none",
      );
      nonces.add(nonce);
      expect(directives["default-src"]).toEqual(["'self'"]);
      expect(directives["object-src"]).toEqual(["'none'"]);
      expect(directives["frame-ancestors"]).toEqual(["'none'"]);
      expect(directives["script-src"]).not.toContain("'unsafe-inline'");
      expect(directives["script-src"]!.join(" ")).not.toContain("stripe");
    }
    for (const path of dashboardPages) {
      const { nonce, directives } = await policyOf(path, user.cookie);
      nonces.add(nonce);
      expect(directives["frame-src"]).toEqual(["'none'"]);
    }
    // A new nonce for every response.
    expect(nonces.size).toBe(publicPages.length + authPages.length + dashboardPages.length);
  });

  it("allows Stripe only on the card payment page, and only when card payments go through Stripe", async () => {
    const user = await createTestUser("applicant");
    const applicationId = await insertApplication(user.userId, "Stripe Page Wildlife Co.");
    // Test mode or card payments off: the page loads no Stripe.js (issue 24).
    const off = await policyOf(`/dashboard/applications/${applicationId}/payment`, user.cookie);
    expect(off.csp).not.toContain("stripe.com");
    process.env.STRIPE_SECRET_KEY = "sk_test_csp_only";
    process.env.STRIPE_PUBLISHABLE_KEY = "pk_test_csp_only";
    process.env.STRIPE_WEBHOOK_SECRET = "whsec_csp_only";
    resetEnvForTests();
    const { directives } = await policyOf(
      `/dashboard/applications/${applicationId}/payment`,
      user.cookie,
    );
    expect(directives["script-src"]).toContain("https://js.stripe.com");
    expect(directives["frame-src"]).toContain("https://js.stripe.com");
    expect(directives["connect-src"]).toContain("https://api.stripe.com");
    const other = await policyOf(`/dashboard/applications/${applicationId}`, user.cookie);
    expect(other.csp).not.toContain("stripe.com");
  });

  it("allows the configured chat widget's origin on public pages only", async () => {
    process.env.CHAT_WIDGET_SRC = "https://chat.example.com/widget.js";
    resetEnvForTests();
    const page = await policyOf("/about", undefined, "any");
    expect(page.directives["script-src"]).toContain("https://chat.example.com");
    expect(page.html).toContain('src="https://chat.example.com/widget.js"');
    const user = await createTestUser("applicant");
    const dashboard = await policyOf("/dashboard", user.cookie);
    expect(dashboard.csp).not.toContain("chat.example.com");
    expect(dashboard.html).not.toContain('src="https://chat.example.com');
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent only when the public base URL is https", async () => {
    const plain = await appRequest("/about");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    process.env.PUBLIC_BASE_URL = "https://portal.example.org";
    resetEnvForTests();
    for (const path of ["/about", "/healthz", "/robots.txt"]) {
      const secure = await appRequest(path);
      expect(secure.headers.get("strict-transport-security"), path).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
  });

  it("is also sent on the sign-in redirects and the refusals before any route (issue 24)", async () => {
    process.env.PUBLIC_BASE_URL = "https://portal.example.org";
    resetEnvForTests();
    const user = await createTestUser("applicant");
    const answers = {
      "anonymous dashboard": await appRequest("/dashboard"),
      "sign-in form": await appRequest("/login", {
        form: { intent: "sign-in", email: user.email, password: user.password },
      }),
      "signed-in login page": await appRequest("/login", { cookie: user.cookie }),
      "sign-out": await appRequest("/logout", {
        cookie: user.cookie,
        form: {},
      }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect([301, 302, 303, 307, 308], name).toContain(response.status);
      expect(response.headers.get("strict-transport-security"), name).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
    // The answers the root middleware gives before any route: a cross-site
    // sign-in post and an address with a NUL byte (they had none).
    const refusals = {
      "cross-site sign-in": await appRequest("/login", {
        form: { intent: "sign-in", email: user.email, password: user.password },
        headers: { "sec-fetch-site": "cross-site" },
        origin: null,
      }),
      "NUL byte": await appRequest("/login?redirectTo=%00"),
    };
    for (const [name, response] of Object.entries(refusals)) {
      expect([400, 403], name).toContain(response.status);
      expect(await response.text(), name).not.toBe("Bad Request");
      expect(response.headers.get("strict-transport-security"), name).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
  });
});
