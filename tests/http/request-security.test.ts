import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  applications,
  documents,
  notifications,
  payments,
  profiles,
  session,
  standardCategories,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getLogger } from "~/lib/logger.server";
import { CROSS_SITE_REFUSED } from "~/lib/request-security.server";
import { insertApplication } from "../helpers/documents";
import { appRequest, TEST_ORIGIN } from "../helpers/http";
import { createTestUser, type TestUser } from "../helpers/users";

const EVIL = "http://evil.example";

/** Records every resource route's write would touch, for one signed-in applicant. */
async function fixtures() {
  const db = getDb();
  const owner = await createTestUser("applicant", { additionalRoles: ["committee"] });
  const applicationId = await insertApplication(owner.userId, "Cross Site Wildlife Co.");
  await db
    .update(applications)
    .set({ status: "submitted" })
    .where(eq(applications.id, applicationId));
  const [document] = await db
    .insert(documents)
    .values({
      applicationId,
      name: "permit.pdf",
      type: "wildlife_permit",
      fileUrl: `${applicationId}/1-${Math.random().toString(16).slice(2)}.pdf`,
      mimeType: "application/pdf",
      size: 10,
      uploadedBy: owner.userId,
    })
    .returning({ id: documents.id });
  const [note] = await db
    .insert(notifications)
    .values({ userId: owner.userId, type: "info", message: "Hello" })
    .returning({ id: notifications.id });
  return { owner, applicationId, documentId: document!.id, notificationId: note!.id };
}

type Fixtures = Awaited<ReturnType<typeof fixtures>>;

/** Every resource route that changes something, with a valid same-origin body. */
const resourceWrites: {
  name: string;
  path: (f: Fixtures) => string;
  form: (f: Fixtures) => Record<string, string>;
}[] = [
  { name: "switch role", path: () => "/dashboard/role", form: () => ({ role: "committee" }) },
  {
    name: "notifications",
    path: () => "/dashboard/notifications/feed",
    form: (f) => ({ intent: "mark-read", id: f.notificationId }),
  },
  {
    name: "document delete",
    path: (f) => `/dashboard/documents/${f.documentId}/delete`,
    form: () => ({ redirectTo: "/dashboard/documents" }),
  },
  {
    name: "document upload",
    path: () => "/dashboard/documents/upload",
    form: (f) => ({ applicationId: f.applicationId, type: "other" }),
  },
  { name: "sign out", path: () => "/logout", form: () => ({}) },
  {
    name: "create payment intent",
    path: () => "/api/payments/create-payment-intent",
    form: (f) => ({ applicationId: f.applicationId, paymentType: "audit" }),
  },
  {
    name: "test-mode confirm",
    path: () => "/api/payments/test-mode/confirm",
    form: () => ({
      paymentIntentId: "pi_test_00",
      clientSecret: "x",
      cardNumber: "4242424242424242",
      expiry: "12/40",
      cvc: "123",
    }),
  },
  { name: "better-auth sign-out", path: () => "/api/auth/sign-out", form: () => ({}) },
];

async function snapshot(f: Fixtures, user: TestUser) {
  const db = getDb();
  const [doc] = await db.select().from(documents).where(eq(documents.id, f.documentId));
  const [note] = await db
    .select()
    .from(notifications)
    .where(eq(notifications.id, f.notificationId));
  const sessions = await db.select().from(session).where(eq(session.userId, user.userId));
  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.applicationId, f.applicationId));
  const docs = await db
    .select()
    .from(documents)
    .where(eq(documents.applicationId, f.applicationId));
  return {
    documentExists: Boolean(doc),
    documents: docs.length,
    notificationRead: note?.isRead,
    sessions: sessions.map((s) => s.id).sort(),
    payments: paymentRows.length,
  };
}

describe("cross-site writes are refused in one place (root middleware)", () => {
  it.each(resourceWrites)(
    "refuses a cross-origin POST to $name with 403 and changes nothing",
    async (row) => {
      const f = await fixtures();
      const before = await snapshot(f, f.owner);
      for (const headers of [
        { origin: EVIL },
        { origin: "null" },
        { origin: "http://localhost:3000.evil.example" },
      ]) {
        const response = await appRequest(row.path(f), {
          cookie: f.owner.cookie,
          form: row.form(f),
          origin: headers.origin,
        });
        expect(response.status).toBe(403);
        expect(await response.text()).toBe(CROSS_SITE_REFUSED);
        expect(response.headers.getSetCookie()).toEqual([]);
      }
      // No Origin, but the browser says the request came from another site.
      for (const headers of [
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
        { referer: `${EVIL}/page` },
      ] as Record<string, string>[]) {
        const response = await appRequest(row.path(f), {
          cookie: f.owner.cookie,
          form: row.form(f),
          origin: null,
          headers,
        });
        expect(response.status).toBe(403);
      }
      expect(await snapshot(f, f.owner)).toEqual(before);
      // The signed-in session still works.
      const dashboard = await appRequest("/dashboard", { cookie: f.owner.cookie });
      expect(dashboard.status).toBe(200);
    },
  );

  it("lets same-origin writes through (Origin, Sec-Fetch-Site or Referer)", async () => {
    const f = await fixtures();
    const viaOrigin = await appRequest("/dashboard/notifications/feed", {
      cookie: f.owner.cookie,
      form: { intent: "mark-read", id: f.notificationId },
    });
    expect(viaOrigin.status).toBe(200);
    expect((await snapshot(f, f.owner)).notificationRead).toBe(true);
    const viaFetchSite = await appRequest("/dashboard/role", {
      cookie: f.owner.cookie,
      form: { role: "committee" },
      origin: null,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(viaFetchSite.status).toBe(302);
    expect(viaFetchSite.headers.get("set-cookie")).toContain("hap_active_role=committee");
    const viaReferer = await appRequest("/dashboard/role", {
      cookie: f.owner.cookie,
      form: { role: "applicant" },
      origin: null,
      headers: { referer: `${TEST_ORIGIN}/dashboard` },
    });
    expect(viaReferer.status).toBe(302);
  });

  it("refuses a cross-origin page action too, and still reaches the signed payment webhook", async () => {
    const f = await fixtures();
    const page = await appRequest("/dashboard/settings", {
      cookie: f.owner.cookie,
      form: { intent: "profile", name: "Hijacked", organization: "Evil" },
      origin: EVIL,
    });
    // React Router's own action check answers page actions first (400); either way refused.
    expect([400, 403]).toContain(page.status);
    const [profile] = await getDb()
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.id, f.owner.userId));
    expect(profile?.name).not.toBe("Hijacked");
    const webhook = await appRequest("/api/payments/webhook/test", {
      body: JSON.stringify({ id: "evt_x", type: "payment_intent.succeeded" }),
      headers: { "content-type": "application/json" },
      origin: EVIL,
    });
    // Reached the handler: refused for its missing signature, not by the origin check.
    expect(webhook.status).toBe(400);
    expect(await webhook.json()).toEqual({ error: "Invalid payment event signature" });
  });
});

describe("a POST without a body to a resource route", () => {
  it.each([
    ...resourceWrites.filter((r) => r.name !== "sign out" && r.name !== "better-auth sign-out"),
    { name: "settings page", path: () => "/dashboard/settings", form: () => ({}) },
    { name: "log in page", path: () => "/login", form: () => ({}) },
  ])("answers 400 for $name, not 500", async (row) => {
    const f = await fixtures();
    const before = await snapshot(f, f.owner);
    const response = await appRequest(row.path(f), { method: "POST", cookie: f.owner.cookie });
    expect(response.status).toBe(400);
    expect(await snapshot(f, f.owner)).toEqual(before);
  });

  it("signs out with an empty POST (it needs no body)", async () => {
    const f = await fixtures();
    const response = await appRequest("/logout", { method: "POST", cookie: f.owner.cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    // Sign-out also forgets the chosen role (issue 24).
    expect(response.headers.get("set-cookie")).toMatch(/hap_active_role=; [^,]*Max-Age=0/);
    // … and what the device kept for the dashboard offline (issue 37).
    expect(response.headers.get("clear-site-data")).toBe('"cache", "storage"');
  });

  it("serves a page, not a 500, to a signed-in user whose role cookie is damaged (%zz)", async () => {
    const f = await fixtures();
    const response = await appRequest("/dashboard", {
      cookie: `${f.owner.cookie}; hap_active_role=%zz`,
    });
    expect(response.status).toBe(200);
  });
});

describe("NUL bytes and forbidden characters at the input boundary (issue 24)", () => {
  it.each([
    "/api/verify/%00",
    "/verify/abc%00def",
    "/directory?q=%00",
    "/dashboard/applications?q=%00",
    "/dashboard/reports?region=%00",
    "/dashboard/certificates?q=a%00b",
  ])("answers 400 with a clear message for %s, not 500", async (path) => {
    const admin = await createTestUser("administrator");
    for (const publicCache of [false, true]) {
      const response = await appRequest(path, { cookie: admin.cookie, publicCache });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("not allowed (a NUL byte)");
    }
  });

  it("stores a category named with NUL and U+000B without them (one helper cleans every form)", async () => {
    const admin = await createTestUser("administrator");
    const name = `Trap\u0000 checks\u000B ${Math.random().toString(16).slice(2, 8)}`;
    const response = await appRequest("/dashboard/standards/sections", {
      cookie: admin.cookie,
      form: { intent: "createCategory", name, description: "Line\u000Bbreak" },
    });
    expect(response.status).toBeLessThan(400);
    const clean = name.replaceAll("\u0000", "").replaceAll("\u000B", "");
    const [row] = await getDb()
      .select()
      .from(standardCategories)
      .where(eq(standardCategories.name, clean));
    expect(row).toMatchObject({ name: clean, description: "Linebreak" });
  });
});

describe("a client's refused request is a warning, not a server error (issue 24)", () => {
  it("logs a cross-site write, a cross-origin page action and a wrong method at warn, none at error", async () => {
    const log = getLogger();
    const warn = vi.spyOn(log, "warn");
    const error = vi.spyOn(log, "error");
    try {
      const user = await createTestUser("applicant", { additionalRoles: ["committee"] });
      const crossSite = await appRequest("/dashboard/role", {
        cookie: user.cookie,
        form: { role: "committee" },
        origin: EVIL,
      });
      expect(crossSite.status).toBe(403);
      const pageAction = await appRequest("/dashboard/settings", {
        cookie: user.cookie,
        form: { intent: "profile", name: "Hijacked", organization: "Evil" },
        origin: EVIL,
      });
      expect([400, 403]).toContain(pageAction.status);
      // A page without an action, posted to: 405.
      const wrongMethod = await appRequest("/about", { form: { x: "1" } });
      expect(wrongMethod.status).toBe(405);
      expect(error).not.toHaveBeenCalled();
      const warned = warn.mock.calls.map((call) => call.at(-1));
      expect(warned).toContain("cross-site request refused");
      expect(warned.filter((message) => message === "request refused").length).toBeGreaterThan(0);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
