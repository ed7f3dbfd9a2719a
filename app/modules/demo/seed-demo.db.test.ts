import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, documents, payments, profiles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { signInCookie } from "../../../tests/helpers/users";
import { DEMO_PASSWORD, seedDemoIfEmpty } from "./seed-demo.server";

describe("demo seed", () => {
  it("seeds the four accounts and applications at each stage up to payment, once", async () => {
    expect(await seedDemoIfEmpty()).toBe(true);
    const db = getDb();
    const people = await db.select().from(profiles).orderBy(profiles.email);
    expect(people.map((p) => [p.email, p.role, p.metadata.additional_roles])).toEqual([
      ["admin@demo.test", "administrator", ["committee", "examiner"]],
      ["applicant@demo.test", "applicant", []],
      ["committee@demo.test", "committee", []],
      ["examiner@demo.test", "examiner", []],
    ]);
    for (const p of people) {
      expect(await signInCookie(p.email, DEMO_PASSWORD)).toContain("hap.session_token");
    }
    const apps = await db.select().from(applications);
    const byStage = apps.map((a) => `${a.status}/${a.paymentStatus}`).sort();
    expect(byStage).toEqual(["draft/pending", "submitted/audit-fee-paid", "submitted/pending"]);
    const submitted = apps.find((a) => a.status === "submitted" && a.paymentStatus === "pending")!;
    const docs = await db.select().from(documents).where(eq(documents.applicationId, submitted.id));
    expect(docs.map((d) => d.type).sort()).toEqual(["business_licence", "liability_insurance"]);
    const paid = await db.select().from(payments).where(eq(payments.status, "succeeded"));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: 75000, paymentType: "audit" });

    expect(await seedDemoIfEmpty()).toBe(false);
    expect(await db.select().from(applications)).toHaveLength(3);
  });
});
