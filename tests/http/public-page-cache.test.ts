/**
 * The anonymous public page cache (decision 035), through the whole app as
 * the production server answers: cached answers carry an ETag and revalidate;
 * signed-in visitors never get them; a new certificate, a revocation, a
 * published post and a manual edit show on the cached pages at once (the blog
 * and the manual tell the cache themselves, decision 082); cached verification
 * answers still take the client's rate-limit token.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applications, certificates } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { CLIENT_IP_HEADER } from "~/lib/client-address.server";
import { publicPageCache } from "~/modules/public-cache/public-page-cache.server";
import { setVerifyClockForTests } from "~/modules/verification/verify-certificate.server";
import { createCertifiedBusiness } from "../helpers/certified-business";
import { createTestManualSection, createTestPost } from "../helpers/blog";
import { appRequest } from "../helpers/http";
import { createTestUser } from "../helpers/users";

const anonymous = (path: string, headers: Record<string, string> = {}) =>
  appRequest(path, { publicCache: true, headers });

beforeEach(() => publicPageCache.clear());
afterEach(() => setVerifyClockForTests(undefined));

describe("public page cache", () => {
  it("answers the second anonymous request from memory with an ETag, and 304 on revalidation", async () => {
    const first = await anonymous("/about");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-public-cache")).toBe("miss");
    const body = await first.text();
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");

    const second = await anonymous("/about");
    expect(second.headers.get("x-public-cache")).toBe("hit");
    expect(await second.text()).toBe(body);

    const revalidated = await anonymous("/about", { "if-none-match": etag! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });

  it("never serves or stores a signed-in visitor's page", async () => {
    const user = await createTestUser("applicant", { name: "Signed In Sam" });
    await anonymous("/about");
    const signedIn = await appRequest("/about", { cookie: user.cookie, publicCache: true });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("x-public-cache")).toBeNull();
    expect(await signedIn.text()).toContain("Signed In Sam");
    const again = await anonymous("/about");
    expect(again.headers.get("x-public-cache")).toBe("hit");
    expect(await again.text()).not.toContain("Signed In Sam");
  });

  it("shows a newly issued certificate in the directory and verification at once", async () => {
    const admin = await createTestUser("administrator");
    const owner = await createTestUser("applicant");
    const db = getDb();
    const name = "Brand New Humane Wildlife Cache Co.";
    const [app] = await db
      .insert(applications)
      .values({
        applicantId: owner.userId,
        status: "approved",
        paymentStatus: "membership-fee-paid",
        businessName: name,
        businessAddress: {
          street: "1 Cache Road",
          city: "Burlington",
          region: "Vermont",
          postalCode: "05401",
          country: "United States",
        },
        contactName: "Casey",
        contactEmail: "casey@cache.example",
        contactPhone: "+1 802 555 0100",
        metadata: { services_offered: ["Bat exclusion"], service_area: "Burlington" },
      })
      .returning();

    const before = await anonymous(`/directory?q=${encodeURIComponent("Cache Co")}`);
    expect(await before.text()).not.toContain(name);
    expect(
      (await anonymous(`/directory?q=${encodeURIComponent("Cache Co")}`)).headers.get(
        "x-public-cache",
      ),
    ).toBe("hit");

    const generated = await appRequest(`/dashboard/applications/${app!.id}`, {
      cookie: admin.cookie,
      form: { intent: "generate-certificate" },
    });
    expect(generated.status).toBe(302);

    const after = await anonymous(`/directory?q=${encodeURIComponent("Cache Co")}`);
    expect(after.headers.get("x-public-cache")).toBe("miss");
    expect(await after.text()).toContain(name);
    const [certificate] = await db
      .select()
      .from(certificates)
      .where(eq(certificates.applicationId, app!.id));
    const verified = await anonymous(`/api/verify/${certificate!.verificationCode}`, {
      [CLIENT_IP_HEADER]: "198.51.100.20",
    });
    expect(((await verified.json()) as { status: string }).status).toBe("valid");
  });

  it("shows a revocation on the cached verification page, JSON, business page and directory at once", async () => {
    const admin = await createTestUser("administrator");
    const business = await createCertifiedBusiness({ businessName: "Revoked Soon Wildlife Ltd." });
    const ip = { [CLIENT_IP_HEADER]: "198.51.100.21" };
    const paths = [
      `/verify/${business.verificationCode}`,
      `/api/verify/${business.verificationCode}`,
      `/directory/${business.certificateId}`,
    ];
    for (const path of paths) {
      expect((await anonymous(path, ip)).status).toBe(200);
      expect((await anonymous(path, ip)).headers.get("x-public-cache")).toBe("hit");
    }
    expect(await (await anonymous("/directory")).text()).toContain("Revoked Soon Wildlife Ltd.");

    const view = `/dashboard/certificates/view/${business.certificateId}`;
    const reason = "Glue traps found in use at a client site (standard 3).";
    const revoked = await appRequest(view, {
      cookie: admin.cookie,
      form: { reason, confirm: "yes" },
    });
    expect(revoked.status).toBe(200);

    const page = await anonymous(`/verify/${business.verificationCode}`, ip);
    expect(page.headers.get("x-public-cache")).toBe("miss");
    expect(await page.text()).toMatch(/revoked/i);
    const json = await anonymous(`/api/verify/${business.verificationCode}`, ip);
    expect(((await json.json()) as { status: string }).status).toBe("revoked");
    expect((await anonymous(`/directory/${business.certificateId}`)).status).toBe(404);
    expect(await (await anonymous("/directory")).text()).not.toContain(
      "Revoked Soon Wildlife Ltd.",
    );
  });

  it("shows a renewed certificate's new expiry on the cached verification answer at once", async () => {
    const committee = await createTestUser("committee");
    const business = await createCertifiedBusiness({
      businessName: "Renewing Soon Wildlife Ltd.",
      expiresInDays: 10,
    });
    const db = getDb();
    // A renewal without declared changes, both renewal fees paid (started and paid through
    // the renewal screens in tests/http/renewals.test.ts).
    const [original] = await db
      .select()
      .from(applications)
      .where(eq(applications.id, business.applicationId));
    const [renewal] = await db
      .insert(applications)
      .values({
        applicantId: business.userId,
        certificateId: business.certificateId,
        status: "submitted",
        paymentStatus: "membership-fee-paid",
        businessName: original!.businessName,
        businessAddress: original!.businessAddress,
        contactName: original!.contactName,
        contactEmail: original!.contactEmail,
        contactPhone: original!.contactPhone,
        metadata: {
          ...original!.metadata,
          renewal_type: "standard",
          original_application_id: original!.id,
        },
      })
      .returning();
    const ip = { [CLIENT_IP_HEADER]: "198.51.100.22" };
    const path = `/api/verify/${business.verificationCode}`;
    const before = (await (await anonymous(path, ip)).json()) as { expiryDate: string };
    expect((await anonymous(path, ip)).headers.get("x-public-cache")).toBe("hit");

    const approved = await appRequest("/dashboard/renewals", {
      cookie: committee.cookie,
      form: { intent: "approve", renewalId: renewal!.id, waiveReason: "Nothing changed." },
    });
    expect(approved.status).toBe(200);

    const after = await anonymous(path, ip);
    expect(after.headers.get("x-public-cache")).toBe("miss");
    const { expiryDate } = (await after.json()) as { expiryDate: string };
    expect(new Date(expiryDate).getTime()).toBeGreaterThan(
      new Date(before.expiryDate).getTime() + 300 * 86_400_000,
    );
  });

  it("shows a published post on the cached blog list at once", async () => {
    const admin = await createTestUser("administrator");
    await anonymous("/blog");
    expect((await anonymous("/blog")).headers.get("x-public-cache")).toBe("hit");
    const title = "Cached pages learn about new posts";
    const post = await createTestPost(admin.userId, { status: "published", title });
    const list = await anonymous("/blog");
    expect(list.headers.get("x-public-cache")).toBe("miss");
    expect(await list.text()).toContain(title);
    expect((await anonymous(`/blog/${post.slug}`)).status).toBe(200);
  });

  it("shows a new manual section on the cached manual at once", async () => {
    const admin = await createTestUser("administrator");
    await anonymous("/operations-manual");
    expect((await anonymous("/operations-manual")).headers.get("x-public-cache")).toBe("hit");
    const section = await createTestManualSection(admin.userId);
    const manual = await anonymous("/operations-manual");
    expect(manual.headers.get("x-public-cache")).toBe("miss");
    expect(await manual.text()).toContain(`/operations-manual/${section.slug}"`);
  });

  it("still limits verification per client when the answer comes from memory", async () => {
    setVerifyClockForTests(() => 1_000_000);
    const business = await createCertifiedBusiness();
    const path = `/verify/${business.certificateNumber}`;
    const client = { [CLIENT_IP_HEADER]: "203.0.113.77" };
    const statuses: (string | number)[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await anonymous(path, client);
      statuses.push(res.status === 200 ? (res.headers.get("x-public-cache") ?? "") : res.status);
    }
    // A burst of 10 look-ups by number (decision 018): one render, nine from memory, then refused.
    expect(statuses).toEqual(["miss", ...Array(9).fill("hit"), 429]);
    // Another client is not affected, and is served from memory.
    const other = await anonymous(path, { [CLIENT_IP_HEADER]: "203.0.113.78" });
    expect(other.status).toBe(200);
    expect(other.headers.get("x-public-cache")).toBe("hit");
  });
});
