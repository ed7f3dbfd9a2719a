import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  emailOutbox,
  inspectionFindings,
  inspections,
  notifications,
  standardChangeNotices,
  standardItems,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { Viewer } from "~/modules/permissions";
import { createCertifiedBusiness } from "../../../tests/helpers/certified-business";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { acknowledgeStandardNotices } from "./acknowledge-standard-notices.server";
import { getPublicStandards } from "./get-public-standards.server";
import { listStandardNotices } from "./list-standard-notices.server";
import { notifyStandardChange } from "./notify-standard-change.server";
import { updateStandardItem } from "./update-standard-item.server";

let examiner: TestUser;
let admin: TestUser;
const business = (userId: string): Viewer => ({ user: { id: userId }, activeRole: "applicant" });

async function standard(number: string) {
  const [row] = await getDb()
    .select()
    .from(standardItems)
    .where(and(eq(standardItems.kind, "standard"), eq(standardItems.number, number)));
  return row!;
}

/** A completed audit of the business's application with findings on `standards` at their versions. */
async function audited(applicationId: string, standards: Record<string, string>) {
  const db = getDb();
  const at = new Date(Date.now() - 30 * 86_400_000);
  const [audit] = await db
    .insert(inspections)
    .values({
      applicationId,
      examinerId: examiner.userId,
      scheduledDate: at,
      status: "completed",
      completedAt: at,
      standardsVersion: "1.0",
    })
    .returning();
  for (const [number, version] of Object.entries(standards)) {
    await db.insert(inspectionFindings).values({
      inspectionId: audit!.id,
      standardNumber: number,
      standardTitle: `Standard ${number}`,
      standardItemVersion: version,
      finding: "compliant",
    });
  }
}

async function notesOf(userId: string) {
  return getDb()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "standard_changed")))
    .orderBy(asc(notifications.createdAt));
}

beforeAll(async () => {
  examiner = await createTestUser("examiner", { name: "Evan Examiner" });
  admin = await createTestUser("administrator", { name: "Ada Admin" });
});

describe("businesses told what changed (decision 059)", () => {
  it("a new version of a standard reaches accredited businesses audited against an earlier version only: notice, notification, e-mail with the word diff", async () => {
    const db = getDb();
    const eight = await standard("8");
    expect(eight.version).toBe("1.0");
    const affected = await createCertifiedBusiness({ businessName: "Old Version Wildlife" });
    await audited(affected.applicationId, { "8": "1.0", "9": "1.0" });
    const current = await createCertifiedBusiness({ businessName: "Current Version Wildlife" });
    await audited(current.applicationId, { "8": "1.1" });
    const expiringSoon = await createCertifiedBusiness({
      businessName: "Expiring Soon Wildlife",
      expiresInDays: 20,
    });
    await audited(expiringSoon.applicationId, { "8": "1.0" });
    const revoked = await createCertifiedBusiness({ status: "revoked" });
    await audited(revoked.applicationId, { "8": "1.0" });
    const lapsed = await createCertifiedBusiness({ expiresInDays: -200 });
    await audited(lapsed.applicationId, { "8": "1.0" });
    const otherStandard = await createCertifiedBusiness();
    await audited(otherStandard.applicationId, { "9": "1.0" });

    await updateStandardItem(
      db,
      { user: { id: admin.userId }, activeRole: "administrator" },
      eight.id,
      {
        number: eight.number,
        title: eight.title,
        categoryId: eight.categoryId,
        content: `${eight.content} Every live-capture trap is checked at least twice a day.`,
        version: null,
        changeSummary: "Checks twice a day",
        expectedVersion: eight.version,
      },
    );
    expect((await standard("8")).version).toBe("1.1");

    const notices = await db
      .select()
      .from(standardChangeNotices)
      .where(eq(standardChangeNotices.itemId, eight.id));
    expect(notices.map((n) => n.businessId).sort()).toEqual(
      [affected.userId, expiringSoon.userId].sort(),
    );
    expect(notices[0]).toMatchObject({
      fromVersion: "1.0",
      toVersion: "1.1",
      auditedVersion: "1.0",
    });
    const headline = "Standard 8 changed from 1.0 to 1.1 — what changed";
    const [note] = await notesOf(affected.userId);
    expect(note).toMatchObject({
      message: headline,
      metadata: { link: `/dashboard/standards/sections/${eight.id}#history` },
    });
    for (const none of [current, revoked, lapsed, otherStandard]) {
      expect(await notesOf(none.userId)).toHaveLength(0);
    }
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, "standard-changed"), eq(emailOutbox.subject, headline)));
    expect(mails).toHaveLength(2);
    const mail = mails.find((m) => m.text.includes("Old Version Wildlife"));
    expect(mail).toBeDefined();
    expect(mail!.text).toContain("{+ Every live-capture trap is checked at least twice a day.+}");
    expect(mail!.html).toContain("<ins");
    expect(mail!.text).toContain(`/dashboard/standards/sections/${eight.id}#history`);

    // Telling again about the same version changes nothing (idempotent).
    const before = await databaseDigest();
    const again = await notifyStandardChange(db, {
      item: await standard("8"),
      fromVersion: "1.0",
      toVersion: "1.1",
      fromContent: eight.content,
      toContent: (await standard("8")).content,
      historyId: null,
    });
    expect(again).toEqual({ notified: 0 });
    expect(await databaseDigest()).toEqual(before);

    // The dashboard lists it until the business acknowledges; each business its own.
    const listed = await listStandardNotices(db, business(affected.userId));
    expect(listed.rows).toMatchObject([
      { headline, auditedVersion: "1.0", toVersion: "1.1", title: eight.title },
    ]);
    expect((await listStandardNotices(db, business(current.userId))).rows).toHaveLength(0);
    expect(await acknowledgeStandardNotices(db, business(affected.userId))).toEqual({
      acknowledged: 1,
    });
    expect((await listStandardNotices(db, business(affected.userId))).rows).toHaveLength(0);
    expect((await listStandardNotices(db, business(expiringSoon.userId))).rows).toHaveLength(1);
    // Nothing left to acknowledge: nothing changes.
    const unchanged = await databaseDigest();
    expect(await acknowledgeStandardNotices(db, business(affected.userId))).toEqual({
      acknowledged: 0,
    });
    expect(await databaseDigest()).toEqual(unchanged);

    // /standards: the latest change and each standard's own version and date.
    const pub = await getPublicStandards(db, "America/Toronto");
    expect(pub.current).toMatchObject({ version: "1.0", releaseDate: "2024-06-01" });
    expect(pub.lastChange).toMatchObject({ label: "Standard 8", version: "1.1" });
    expect(Date.now() - new Date(pub.lastChange!.at).getTime()).toBeLessThan(60_000);
    const shown8 = pub.standards.find((s) => s.number === "8")!;
    expect(shown8.version).toBe("1.1");
    expect(shown8.versionDate).toBe(pub.lastChange!.at);
    const shown9 = pub.standards.find((s) => s.number === "9")!;
    expect(shown9).toMatchObject({ version: "1.0" });
    expect(shown9.versionDate!.slice(0, 10)).toBe("2024-06-01");
  });

  it("a change that keeps the version (title only) tells nobody; the acknowledgement is the business's own", async () => {
    const db = getDb();
    const nine = await standard("9");
    const count = async () => (await db.select().from(standardChangeNotices)).length;
    const before = await count();
    await updateStandardItem(
      db,
      { user: { id: admin.userId }, activeRole: "administrator" },
      nine.id,
      {
        number: nine.number,
        title: `${nine.title} (renamed)`,
        categoryId: nine.categoryId,
        content: nine.content,
        version: null,
        changeSummary: null,
        expectedVersion: nine.version,
      },
    );
    expect(await count()).toBe(before);
    // Acknowledging touches the viewer's own notices only: another account's stay open.
    const open = (await db.select().from(standardChangeNotices)).filter((n) => !n.acknowledgedAt);
    expect(open.length).toBeGreaterThan(0);
    expect(
      await acknowledgeStandardNotices(db, {
        user: { id: admin.userId },
        activeRole: "administrator",
      }),
    ).toEqual({ acknowledged: 0 });
    expect(
      (await db.select().from(standardChangeNotices)).filter((n) => !n.acknowledgedAt),
    ).toHaveLength(open.length);
  });
});
