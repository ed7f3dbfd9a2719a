import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applications, certificates, inspections } from "~/db/schema";
import { accreditationOf, certificateAccreditation } from "~/domain/accreditation-state";
import { getDb } from "~/lib/db.server";
import { createTestUser } from "../../../tests/helpers/users";
import { accreditationKindSql } from "./accreditation-sql.server";
import { accreditationClock, certificateFacts, getAccreditation } from "./get-accreditation.server";

const TZ = "America/Toronto";
const DAY = 86_400_000;
// 10:00 in Toronto: the instant and the programme's calendar day agree.
const now = new Date("2026-11-24T15:00:00Z");

let ownerId: string;
let n = 0;

async function certificate(status: "active" | "expired" | "revoked", expiresInMs: number) {
  n++;
  const applicationId = await application(`State Table Wildlife ${n}`);
  const expiryDate = new Date(now.getTime() + expiresInMs);
  const [row] = await getDb()
    .insert(certificates)
    .values({
      applicationId,
      businessId: ownerId,
      certificateNumber: `2026-9${String(n).padStart(4, "0")}`,
      issueDate: new Date(expiryDate.getTime() - 365 * DAY),
      accreditedSince: new Date(expiryDate.getTime() - 365 * DAY),
      expiryDate,
      status,
      verificationCode: `code-${n}-${Math.random().toString(36).slice(2)}`,
      verificationUrl: `http://localhost:3000/verify/x${n}`,
      ...(status === "revoked"
        ? { revokedAt: new Date(now.getTime() - 3 * DAY), revocationReason: "Traps left unchecked" }
        : {}),
    })
    .returning();
  return row!;
}

async function application(businessName: string) {
  const [app] = await getDb()
    .insert(applications)
    .values({
      applicantId: ownerId,
      status: "approved",
      paymentStatus: "membership-fee-paid",
      businessName,
      businessAddress: {
        street: "1 Main St",
        city: "Reno",
        region: "Nevada",
        postalCode: "89501",
        country: "United States",
      },
      contactName: "Table",
      contactEmail: "state-table@example.test",
      contactPhone: "+1 775 555 0100",
    })
    .returning();
  return app!.id;
}

beforeAll(async () => {
  ownerId = (await createTestUser("applicant")).userId;
});

describe("accreditation state: the SQL expression and the function agree", () => {
  // Every certificate status × expiry around each boundary (renewal window, expiry, grace end).
  const offsets = [
    400 * DAY,
    61 * DAY,
    60 * DAY,
    59 * DAY,
    DAY,
    60_000,
    -60_000,
    -DAY,
    -89 * DAY,
    -90 * DAY,
    -91 * DAY,
    -400 * DAY,
  ];
  const statuses = ["active", "expired", "revoked"] as const;

  it("on every combination of certificate status and expiry", async () => {
    const db = getDb();
    const kindSql = accreditationKindSql(TZ, sql`${now.toISOString()}::timestamptz`);
    const seen = new Set<string>();
    for (const status of statuses) {
      for (const offset of offsets) {
        const row = await certificate(status, offset);
        const [fromSql] = await db
          .select({ kind: kindSql })
          .from(certificates)
          .where(sql`${certificates.id} = ${row.id}`);
        const fromFunction = certificateAccreditation(
          certificateFacts(row, null, TZ),
          accreditationClock(now, TZ),
        );
        expect(fromSql!.kind, `${status}, expiring ${offset / DAY} days from now`).toBe(
          fromFunction.kind,
        );
        seen.add(fromFunction.kind);
      }
    }
    // The combinations reach every state a certificate can give.
    expect([...seen].sort()).toEqual(
      ["accredited", "expiring-soon", "in-grace", "lapsed", "revoked"].sort(),
    );
  });

  it("getAccreditation reads a business's certificates and its audited standards version", async () => {
    const owner = await createTestUser("applicant");
    expect((await getAccreditation(getDb(), { businessId: owner.userId }, now)).kind).toBe("never");
    const [app] = await getDb()
      .insert(applications)
      .values({
        applicantId: owner.userId,
        // Certified once its certificate is in force (decision 051), below.
        status: "approved",
        paymentStatus: "membership-fee-paid",
        businessName: "Versioned Wildlife",
        businessAddress: {
          street: "2 Main St",
          city: "Reno",
          region: "Nevada",
          postalCode: "89501",
          country: "United States",
        },
        contactName: "V",
        contactEmail: "versioned@example.test",
        contactPhone: "+1 775 555 0101",
      })
      .returning();
    await getDb()
      .insert(inspections)
      .values({
        applicationId: app!.id,
        examinerId: (await createTestUser("examiner")).userId,
        scheduledDate: new Date(now.getTime() - 30 * DAY),
        status: "completed",
        completedAt: new Date(now.getTime() - 29 * DAY),
        standardsVersion: "1.1",
      });
    const [row] = await getDb()
      .insert(certificates)
      .values({
        applicationId: app!.id,
        businessId: owner.userId,
        certificateNumber: "2026-98888",
        issueDate: new Date(now.getTime() - 20 * DAY),
        accreditedSince: new Date(now.getTime() - 20 * DAY),
        expiryDate: new Date(now.getTime() + 345 * DAY),
        status: "active",
        verificationCode: `versioned-${Math.random().toString(36).slice(2)}`,
        verificationUrl: "http://localhost:3000/verify/versioned",
      })
      .returning();
    await getDb()
      .update(applications)
      .set({ status: "certified" })
      .where(eq(applications.id, app!.id));
    for (const subject of [
      { businessId: owner.userId },
      { applicationId: app!.id },
      { certificateId: row!.id },
    ]) {
      const state = await getAccreditation(getDb(), subject, now);
      expect(state).toMatchObject({ kind: "accredited", standardsVersion: "1.1" });
    }
  });

  it("several certificates: one in force wins over a revoked or lapsed one", () => {
    const clock = accreditationClock(now, TZ);
    const facts = (status: "active" | "revoked", expiresIn: number, id: string) =>
      certificateFacts(
        {
          id,
          certificateNumber: id,
          status,
          issueDate: new Date(now.getTime() + expiresIn - 365 * DAY),
          expiryDate: new Date(now.getTime() + expiresIn),
          revokedAt: status === "revoked" ? now : null,
          revocationReason: null,
        },
        null,
        TZ,
      );
    expect(
      accreditationOf([facts("revoked", 100 * DAY, "a"), facts("active", 200 * DAY, "b")], clock)
        .kind,
    ).toBe("accredited");
    expect(
      accreditationOf([facts("active", -400 * DAY, "a"), facts("revoked", 100 * DAY, "b")], clock)
        .kind,
    ).toBe("revoked");
  });
});
