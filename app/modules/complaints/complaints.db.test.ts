import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  complaintAttachments,
  complaintEvents,
  complaints,
  emailOutbox,
  examinerConflicts,
  inspections,
  auditLog,
} from "~/db/schema";
import { complaintMachine } from "~/domain/complaint-status";
import { getDb } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import type { Viewer } from "~/modules/permissions";
import { createCertifiedBusiness } from "../../../tests/helpers/certified-business";
import { refusal } from "../../../tests/helpers/refusals";
import { createTestUser } from "../../../tests/helpers/users";
import { countActionsDue } from "~/modules/dashboard/count-actions-due.server";
import { anonymiseComplaintReporters } from "./anonymise-complaint-reporters.server";
import { assignComplaint, listEligibleAssignees } from "./assign-complaint.server";
import { addComplaintNote } from "./add-complaint-note.server";
import { changeComplaintStatus } from "./change-complaint-status.server";
import { getBusinessConcernPage } from "./get-business-concern-page.server";
import {
  countNewComplaints,
  countOverdueComplaints,
  getComplaintFigures,
  publicResolvedComplaintCount,
} from "./get-complaint-figures.server";
import { getComplaintPage } from "./get-complaint-page.server";
import { listComplaints, parseComplaintListQuery } from "./list-complaints.server";
import { respondToComplaint } from "./respond-to-complaint.server";
import { getStorage } from "~/modules/storage/index.server";
import { COMPLAINTS_BUCKET, submitConcern } from "./submit-concern.server";

const fields = {
  description: "The technician set a leg-hold trap and left a raccoon in it overnight.",
  occurredOn: "2026-10-02",
  location: "Springfield, IL",
  reporterName: "Robin Alvarez",
  reporterEmail: "Robin@Example.test",
  consent: "on",
  website: "",
};

let ip = 0;
const nextIp = () => `198.51.100.${(ip += 1)}`;

async function setup() {
  const business = await createCertifiedBusiness();
  const admin = await createTestUser("administrator");
  const staff: Viewer = { user: { id: admin.userId }, activeRole: "administrator" };
  const owner: Viewer = { user: { id: business.userId }, activeRole: "applicant" };
  return { business, staff, owner, admin };
}

/**
 * Staff around a business: a committee member who audited it, one (of `conflictedRole`) with a
 * recorded conflict of interest, and an impartial committee member.
 */
async function staffAround(
  business: { applicationId: string; userId: string },
  conflictedRole: "committee" | "administrator" = "committee",
) {
  const auditor = await createTestUser("committee", { additionalRoles: ["examiner"] });
  const conflicted = await createTestUser(conflictedRole);
  const impartial = await createTestUser("committee");
  await getDb()
    .insert(inspections)
    .values({
      applicationId: business.applicationId,
      examinerId: auditor.userId,
      status: "completed",
      scheduledDate: new Date("2026-01-10T15:00:00Z"),
    });
  await getDb().insert(examinerConflicts).values({
    examinerId: conflicted.userId,
    businessId: business.userId,
    reason: "Former employee",
  });
  return { auditor, conflicted, impartial };
}

async function newCase(certificateNumber: string, now?: Date, email = fields.reporterEmail) {
  const result = await submitConcern(
    getDb(),
    { certificateNumber, fields: { ...fields, reporterEmail: email } },
    { clientIp: nextIp(), now },
  );
  if (result.status !== "received") throw new Error("not received");
  return result;
}

const versionOf = async (id: string) =>
  (await getDb().select().from(complaints).where(eq(complaints.id, id)))[0]!.version;

beforeEach(() => {
  // Many cases from the same reporter in this file; the limit itself is tested below.
  process.env.COMPLAINT_EMAIL_RATE_LIMIT_MAX = "1000";
  resetEnvForTests();
});

afterEach(() => {
  delete process.env.COMPLAINT_EMAIL_RATE_LIMIT_MAX;
  resetEnvForTests();
});

describe("complaint state table", () => {
  it("allows only the documented edges, and the database refuses unknown statuses", async () => {
    expect(complaintMachine.edges.map((e) => `${e.from}>${e.to}`)).toEqual([
      "received>acknowledged",
      "acknowledged>investigating",
      "investigating>resolved",
      "received>withdrawn",
      "acknowledged>withdrawn",
      "investigating>withdrawn",
    ]);
    expect(complaintMachine.final).toEqual(["resolved", "withdrawn"]);
    const { business } = await setup();
    const c = await newCase(business.certificateNumber);
    await expect(
      getDb().update(complaints).set({ status: "closed" }).where(eq(complaints.id, c.id)),
    ).rejects.toThrow();
    // An outcome only on a resolved case.
    await expect(
      getDb().update(complaints).set({ outcome: "upheld" }).where(eq(complaints.id, c.id)),
    ).rejects.toThrow();
  });

  it("refuses a step the table does not have and changes nothing", async () => {
    const { business, staff } = await setup();
    const c = await newCase(business.certificateNumber);
    const version = await versionOf(c.id);
    const before = await getDb().select().from(complaints).where(eq(complaints.id, c.id));
    const error = await refusal(() =>
      changeComplaintStatus(getDb(), staff, {
        complaintId: c.id,
        version,
        step: { to: "resolved", outcome: "upheld", findings: "Skipped the investigation" },
      }),
    );
    expect(error.code).toBe("conflict");
    expect(await getDb().select().from(complaints).where(eq(complaints.id, c.id))).toEqual(before);
  });
});

describe("submitting a concern", () => {
  it("opens a case with a reference, deadlines in business days, and e-mails the reporter", async () => {
    const { business } = await setup();
    // Friday 2026-11-27 at 20:00 in Toronto is already Saturday in UTC.
    const now = new Date("2026-11-28T01:00:00Z");
    const c = await newCase(business.certificateNumber, now);
    expect(c.reference).toMatch(/^C-2026-\d{4}$/);
    const [row] = await getDb().select().from(complaints).where(eq(complaints.id, c.id));
    expect(row).toMatchObject({ status: "received", reporterEmail: "robin@example.test" });
    // Counted from Friday in Toronto: 5 business days → Friday Dec 4, end of day in Toronto (EST).
    expect(row!.acknowledgeDueAt.toISOString()).toBe("2026-12-05T04:59:59.999Z");
    // 30 business days → Friday Jan 8, 2027.
    expect(row!.resolveDueAt.toISOString()).toBe("2027-01-09T04:59:59.999Z");
    const mails = await getDb()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "complaint-received"));
    const mine = mails.filter((m) => m.text.includes(c.reference));
    expect(mine.map((m) => m.to)).toEqual(["robin@example.test"]);
    expect(mine[0]!.text).toContain("within 5 business days");
    // The address is not confirmed: nothing the sender typed is echoed to it.
    expect(mine[0]!.text).toMatch(/^Hello,\n/);
    expect(mine[0]!.text + mine[0]!.html).not.toContain(fields.reporterName);
  });

  it("writes to the reporter in the language of the form, the outcome too (issue 36)", async () => {
    const { business, staff } = await setup();
    const result = await submitConcern(
      getDb(),
      { certificateNumber: business.certificateNumber, fields, locale: "fr-CA" },
      { clientIp: nextIp() },
    );
    if (result.status !== "received") throw new Error("not received");
    const [row] = await getDb().select().from(complaints).where(eq(complaints.id, result.id));
    expect(row!.reporterLocale).toBe("fr-CA");
    const [received] = (
      await getDb().select().from(emailOutbox).where(eq(emailOutbox.template, "complaint-received"))
    ).filter((m) => m.text.includes(result.reference));
    expect(received).toMatchObject({ locale: "fr-CA", to: "robin@example.test" });
    expect(received!.text).toMatch(/^Bonjour,\n/);
    expect(received!.text).toContain("dans un délai de 5 jours ouvrables");
    // The contact page in the reporter's language.
    expect(received!.text).toContain("/fr/contact");
    for (const step of [
      { to: "acknowledged", withhold: false },
      { to: "investigating" },
      { to: "resolved", outcome: "not-upheld", findings: "Le piège était vérifié." },
    ] as const) {
      await changeComplaintStatus(getDb(), staff, {
        complaintId: result.id,
        version: await versionOf(result.id),
        step,
      });
    }
    const [outcome] = (
      await getDb()
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.template, "complaint-outcome-reporter"))
    ).filter((m) => m.subject.includes(result.reference));
    expect(outcome!.locale).toBe("fr-CA");
    expect(outcome!.subject).toBe(
      `Résultat de votre préoccupation ${result.reference}\u00a0: plainte non fondée`,
    );
  });

  it("keeps a photo's picture but not its location or author (EXIF GPS, Artist)", async () => {
    const { business } = await setup();
    const photo = await sharp({
      create: { width: 16, height: 8, channels: 3, background: "#4a7" },
    })
      .jpeg()
      .withExif({
        IFD0: { Artist: "Robin Alvarez", Copyright: "Robin Alvarez" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 26/1 46/1" },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const c = await submitConcern(
      getDb(),
      {
        certificateNumber: business.certificateNumber,
        fields,
        files: [{ name: "attic.jpg", bytes: new Uint8Array(photo) }],
      },
      { clientIp: nextIp() },
    );
    if (c.status !== "received") throw new Error("not received");
    const [attachment] = await getDb()
      .select()
      .from(complaintAttachments)
      .where(eq(complaintAttachments.complaintId, c.id));
    const stored = await getStorage().get(COMPLAINTS_BUCKET, attachment!.objectPath);
    const bytes = Buffer.from(await new Response(stored!.body).arrayBuffer());
    expect(attachment!.size).toBe(bytes.byteLength);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 16, height: 8 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.includes("Robin")).toBe(false);
  });

  it("takes the programme's configured deadlines; each case keeps the ones it was given", async () => {
    const { business } = await setup();
    process.env.COMPLAINT_ACKNOWLEDGE_BUSINESS_DAYS = "2";
    process.env.COMPLAINT_RESOLVE_BUSINESS_DAYS = "10";
    resetEnvForTests();
    try {
      // Wednesday 2026-12-02, noon in Toronto.
      const c = await newCase(business.certificateNumber, new Date("2026-12-02T17:00:00Z"));
      const [row] = await getDb().select().from(complaints).where(eq(complaints.id, c.id));
      // 2 business days → Friday Dec 4; 10 → Wednesday Dec 16 (end of day in Toronto).
      expect(row!.acknowledgeDueAt.toISOString()).toBe("2026-12-05T04:59:59.999Z");
      expect(row!.resolveDueAt.toISOString()).toBe("2026-12-17T04:59:59.999Z");
      const [mail] = (
        await getDb()
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.template, "complaint-received"))
      ).filter((m) => m.text.includes(c.reference));
      expect(mail!.text).toContain("within 2 business days");
      expect(mail!.text).toContain("within 10 business days");
    } finally {
      delete process.env.COMPLAINT_ACKNOWLEDGE_BUSINESS_DAYS;
      delete process.env.COMPLAINT_RESOLVE_BUSINESS_DAYS;
      resetEnvForTests();
    }
  });

  it("counts a Saturday concern from Monday", async () => {
    const { business } = await setup();
    const c = await newCase(business.certificateNumber, new Date("2026-11-28T15:00:00Z"));
    const [row] = await getDb().select().from(complaints).where(eq(complaints.id, c.id));
    // Saturday + 5 business days = Friday Dec 4.
    expect(row!.acknowledgeDueAt.toISOString()).toBe("2026-12-05T04:59:59.999Z");
  });

  it("refuses a concern about a business that is not accredited, with the right channel", async () => {
    const revoked = await createCertifiedBusiness({ status: "revoked" });
    const count = () =>
      getDb()
        .select({ n: sql<number>`count(*)::int` })
        .from(complaints);
    const error = await refusal(
      () =>
        submitConcern(
          getDb(),
          { certificateNumber: revoked.certificateNumber, fields },
          { clientIp: nextIp() },
        ),
      { unchanged: count },
    );
    expect(error.code).toBe("conflict");
    expect(error.message).toContain("is not accredited by the programme");
    expect(error.message).toContain("wildlife agency");
  });

  it("drops a concern whose honeypot is filled, and limits concerns per e-mail", async () => {
    process.env.COMPLAINT_EMAIL_RATE_LIMIT_MAX = "1";
    resetEnvForTests();
    const { business } = await setup();
    const trap = await submitConcern(
      getDb(),
      {
        certificateNumber: business.certificateNumber,
        fields: { ...fields, reporterEmail: "bot@example.test", website: "http://spam.test" },
      },
      { clientIp: nextIp() },
    );
    expect(trap).toEqual({ status: "discarded" });
    await newCase(business.certificateNumber, undefined, "once@example.test");
    const error = await refusal(() =>
      newCase(business.certificateNumber, undefined, "once@example.test"),
    );
    expect([error.code, error.message]).toEqual([
      "rate_limited",
      "Too many concerns have been sent with this e-mail address today. Please try again tomorrow, or write to us through the contact page.",
    ]);
    const stored = await getDb()
      .select()
      .from(complaints)
      .where(eq(complaints.reporterEmail, "once@example.test"));
    expect(stored).toHaveLength(1);
  });
});

describe("handling a case", () => {
  it("acknowledge, investigate, resolve upheld: outcome e-mails, timeline and audit log", async () => {
    const { business, staff, owner } = await setup();
    const c = await newCase(business.certificateNumber);
    const go = async (step: Parameters<typeof changeComplaintStatus>[2]["step"]) =>
      changeComplaintStatus(getDb(), staff, {
        complaintId: c.id,
        version: await versionOf(c.id),
        step,
      });
    await go({ to: "acknowledged", withhold: false });
    const told = await getDb()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "complaint-business-informed"));
    const toBusiness = told.filter((m) => m.text.includes(c.reference));
    expect(toBusiness.length).toBeGreaterThan(0);
    expect(toBusiness.every((m) => !m.text.includes("Robin") && !m.text.includes("robin@"))).toBe(
      true,
    );
    await respondToComplaint(getDb(), owner, {
      complaintId: c.id,
      response: "The trap was checked at 6 a.m. as our procedure requires.",
    });
    await go({ to: "investigating" });
    await go({ to: "resolved", outcome: "upheld", findings: "The trap was left unchecked." });
    const outcomes = await getDb()
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.template} like 'complaint-outcome-%'`);
    const mine = outcomes.filter((m) => m.subject.includes(c.reference));
    expect(mine.map((m) => m.template).sort()).toEqual(
      expect.arrayContaining(["complaint-outcome-business", "complaint-outcome-reporter"]),
    );
    expect(mine.find((m) => m.template === "complaint-outcome-reporter")!.to).toBe(
      "robin@example.test",
    );
    const events = await getDb()
      .select()
      .from(complaintEvents)
      .where(eq(complaintEvents.complaintId, c.id));
    expect(events.map((e) => e.kind)).toEqual([
      "status",
      "status",
      "business-response",
      "status",
      "status",
    ]);
    const audits = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "complaint"), eq(auditLog.entityId, c.id)));
    expect(audits).toHaveLength(5);
    const page = await getComplaintPage(getDb(), staff, c.id);
    expect(page.complaint).toMatchObject({ status: "resolved", outcome: "upheld" });
    expect(page.next).toEqual([]);
  });

  it("two staff resolving at once: the second is told, nothing half-written", async () => {
    const { business, staff } = await setup();
    const other = await createTestUser("committee");
    const second: Viewer = { user: { id: other.userId }, activeRole: "committee" };
    const c = await newCase(business.certificateNumber);
    let v = await versionOf(c.id);
    await changeComplaintStatus(getDb(), staff, {
      complaintId: c.id,
      version: v,
      step: { to: "acknowledged", withhold: true },
    });
    v = await versionOf(c.id);
    await changeComplaintStatus(getDb(), staff, {
      complaintId: c.id,
      version: v,
      step: { to: "investigating" },
    });
    v = await versionOf(c.id);
    const results = await Promise.allSettled([
      changeComplaintStatus(getDb(), staff, {
        complaintId: c.id,
        version: v,
        step: { to: "resolved", outcome: "upheld", findings: "First finding" },
      }),
      changeComplaintStatus(getDb(), second, {
        complaintId: c.id,
        version: v,
        step: { to: "resolved", outcome: "not-upheld", findings: "Second finding" },
      }),
    ]);
    const rejected = results.filter((r) => r.status === "rejected");
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason.message).toBe(
      "Someone else changed this case while you were working on it (it is now Resolved). Nothing was saved: reload the page to see the change.",
    );
    const [row] = await getDb().select().from(complaints).where(eq(complaints.id, c.id));
    const outcomes = await getDb()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "complaint-outcome-reporter"));
    expect(outcomes.filter((m) => m.subject.includes(c.reference))).toHaveLength(1);
    const statusEvents = await getDb()
      .select()
      .from(complaintEvents)
      .where(and(eq(complaintEvents.complaintId, c.id), eq(complaintEvents.toStatus, "resolved")));
    expect(statusEvents).toHaveLength(1);
    expect(statusEvents[0]!.body).toBe(row!.findings);
  });

  it("refuses as assignee the examiner who audited the business and anyone with a conflict", async () => {
    const { business, staff } = await setup();
    const { auditor, conflicted, impartial } = await staffAround(business);
    const c = await newCase(business.certificateNumber);
    const eligible = (await listEligibleAssignees(getDb(), business.userId)).map((a) => a.id);
    expect(eligible).toContain(impartial.userId);
    expect(eligible).not.toContain(auditor.userId);
    expect(eligible).not.toContain(conflicted.userId);
    const snapshot = () => getDb().select().from(complaints).where(eq(complaints.id, c.id));
    const audited = await refusal(
      async () =>
        assignComplaint(getDb(), staff, {
          complaintId: c.id,
          version: await versionOf(c.id),
          assigneeId: auditor.userId,
        }),
      { unchanged: snapshot },
    );
    expect(audited.fieldErrors.assigneeId).toBe(
      "This person audited the business and cannot handle a complaint about it. Choose someone else.",
    );
    const conflict = await refusal(
      async () =>
        assignComplaint(getDb(), staff, {
          complaintId: c.id,
          version: await versionOf(c.id),
          assigneeId: conflicted.userId,
        }),
      { unchanged: snapshot },
    );
    expect(conflict.fieldErrors.assigneeId).toContain("recorded conflict of interest");
    await assignComplaint(getDb(), staff, {
      complaintId: c.id,
      version: await versionOf(c.id),
      assigneeId: impartial.userId,
    });
    const [row] = await snapshot();
    expect(row!.assigneeId).toBe(impartial.userId);
  });
  it("every step is refused to staff who audited the business or have a conflict; nothing changes", async () => {
    const { business, staff } = await setup();
    const { auditor, conflicted, impartial } = await staffAround(business, "administrator");
    const c = await newCase(business.certificateNumber);
    const asAuditor: Viewer = { user: { id: auditor.userId }, activeRole: "committee" };
    const asConflicted: Viewer = { user: { id: conflicted.userId }, activeRole: "administrator" };
    const snapshot = async () => [
      await getDb().select().from(complaints).where(eq(complaints.id, c.id)),
      await getDb().select().from(complaintEvents).where(eq(complaintEvents.complaintId, c.id)),
      await getDb().select().from(auditLog).where(eq(auditLog.entityId, c.id)),
      await getDb().select({ id: emailOutbox.id }).from(emailOutbox),
    ];
    const refusedText =
      "You audited this business or have a recorded conflict of interest with it, so you cannot take part in this complaint. Another committee member or administrator without a conflict must handle it.";
    for (const viewer of [asAuditor, asConflicted]) {
      const version = await versionOf(c.id);
      const steps: (() => Promise<unknown>)[] = [
        () =>
          changeComplaintStatus(getDb(), viewer, {
            complaintId: c.id,
            version,
            step: { to: "acknowledged", withhold: false },
          }),
        () =>
          changeComplaintStatus(getDb(), viewer, {
            complaintId: c.id,
            version,
            step: { to: "withdrawn", reason: "Sent twice" },
          }),
        () =>
          assignComplaint(getDb(), viewer, {
            complaintId: c.id,
            version,
            assigneeId: impartial.userId,
          }),
        () => addComplaintNote(getDb(), viewer, { complaintId: c.id, body: "Looks fine to me." }),
      ];
      for (const step of steps) {
        const error = await refusal(step, { unchanged: snapshot });
        expect([error.status, error.message]).toEqual([403, refusedText]);
      }
      // The screen offers no step to them, and says why.
      const page = await getComplaintPage(getDb(), viewer, c.id);
      expect([page.canManage, page.next, page.impartialityRefusal]).toEqual([
        false,
        [],
        refusedText,
      ]);
    }
    // Someone without a conflict takes the steps (not only the assignee, decision 080).
    const other: Viewer = { user: { id: impartial.userId }, activeRole: "committee" };
    await changeComplaintStatus(getDb(), other, {
      complaintId: c.id,
      version: await versionOf(c.id),
      step: { to: "acknowledged", withhold: false },
    });
    await changeComplaintStatus(getDb(), staff, {
      complaintId: c.id,
      version: await versionOf(c.id),
      step: { to: "investigating" },
    });
    // A conflict recorded after the case was taken on still refuses the next step.
    await getDb().insert(examinerConflicts).values({
      examinerId: impartial.userId,
      businessId: business.userId,
      reason: "Became a client",
    });
    const late = await refusal(
      async () =>
        changeComplaintStatus(getDb(), other, {
          complaintId: c.id,
          version: await versionOf(c.id),
          step: { to: "resolved", outcome: "upheld", findings: "The trap was left overnight." },
        }),
      { unchanged: snapshot },
    );
    expect(late.status).toBe(403);
  });
});

describe("privacy", () => {
  it("the business sees the substance without the reporter; a withheld case is not found", async () => {
    const { business, staff, owner } = await setup();
    const c = await newCase(business.certificateNumber);
    // Not told yet (received): not found for the business.
    expect((await refusal(() => getBusinessConcernPage(getDb(), owner, c.id))).status).toBe(404);
    await changeComplaintStatus(getDb(), staff, {
      complaintId: c.id,
      version: await versionOf(c.id),
      step: { to: "acknowledged", withhold: false },
    });
    const page = await getBusinessConcernPage(getDb(), owner, c.id);
    const json = JSON.stringify(page);
    expect(json).toContain(fields.description);
    expect(json).not.toMatch(/robin|reporter/i);
    expect(Object.keys(page.concern)).not.toContain("reporterName");
    // Another business: not found.
    const stranger = await createCertifiedBusiness();
    const outsider: Viewer = { user: { id: stranger.userId }, activeRole: "applicant" };
    expect((await refusal(() => getBusinessConcernPage(getDb(), outsider, c.id))).status).toBe(404);
  });

  it("a committee member not assigned does not see the reporter; the assignee does", async () => {
    const { business, staff } = await setup();
    const member = await createTestUser("committee");
    const viewer: Viewer = { user: { id: member.userId }, activeRole: "committee" };
    const c = await newCase(business.certificateNumber);
    expect((await getComplaintPage(getDb(), viewer, c.id)).reporter).toBeNull();
    expect((await getComplaintPage(getDb(), staff, c.id)).reporter?.email).toBe(
      "robin@example.test",
    );
    await assignComplaint(getDb(), staff, {
      complaintId: c.id,
      version: await versionOf(c.id),
      assigneeId: member.userId,
    });
    expect((await getComplaintPage(getDb(), viewer, c.id)).reporter?.name).toBe("Robin Alvarez");
  });

  it("removes the reporter's data and files once the retention period after closing has passed", async () => {
    const { business, staff } = await setup();
    const c = await newCase(business.certificateNumber);
    await getDb()
      .insert(complaintAttachments)
      .values({
        complaintId: c.id,
        name: "photo.png",
        objectPath: `${c.id}/1700000000000-abcdef01.png`,
        mimeType: "image/png",
        size: 10,
      });
    await changeComplaintStatus(getDb(), staff, {
      complaintId: c.id,
      version: await versionOf(c.id),
      step: { to: "withdrawn", reason: "The reporter asked to withdraw it" },
    });
    const closed = (await getDb().select().from(complaints).where(eq(complaints.id, c.id)))[0]!;
    const early = await anonymiseComplaintReporters(
      getDb(),
      new Date(closed.closedAt!.getTime() + 86_400_000),
    );
    expect(early.anonymised).toBe(0);
    const later = new Date(closed.closedAt!.getTime() + 3 * 365 * 86_400_000);
    expect((await anonymiseComplaintReporters(getDb(), later)).anonymised).toBeGreaterThanOrEqual(
      1,
    );
    const [row] = await getDb().select().from(complaints).where(eq(complaints.id, c.id));
    expect(row).toMatchObject({ reporterName: null, reporterEmail: null });
    expect(row!.description).toBe(fields.description);
    expect(
      await getDb()
        .select()
        .from(complaintAttachments)
        .where(eq(complaintAttachments.complaintId, c.id)),
    ).toEqual([]);
    // Idempotent.
    expect((await anonymiseComplaintReporters(getDb(), later)).anonymised).toBe(0);
  });
});

describe("lists and figures", () => {
  it("flags overdue cases in the list, the figures and the dashboard count", async () => {
    const { business, staff } = await setup();
    const old = await newCase(business.certificateNumber, new Date("2026-01-05T15:00:00Z"));
    const now = new Date("2026-03-02T15:00:00Z");
    const list = await listComplaints(
      getDb(),
      staff,
      parseComplaintListQuery(new URLSearchParams("overdue=1")),
      now,
    );
    expect(list.rows.find((r) => r.id === old.id)?.overdue).toBe(true);
    expect(await countOverdueComplaints(getDb(), now)).toBeGreaterThanOrEqual(1);
    const figures = await getComplaintFigures(
      getDb(),
      { from: "2026-01-01", to: "2026-01-31" },
      now,
    );
    expect(figures.received.count).toBeGreaterThanOrEqual(1);
    expect(figures.received.href).toBe("/dashboard/complaints?from=2026-01-01&to=2026-01-31");
    expect(figures.upheld.href).toBe(
      "/dashboard/complaints?from=2026-01-01&to=2026-01-31&outcome=upheld",
    );
    expect(figures.overdue.href).toBe("/dashboard/complaints?overdue=1");
    const due = await countActionsDue(getDb(), staff, now);
    const item = due.items.find((i) => i.key === "overdueComplaints");
    expect(item).toMatchObject({ href: "/dashboard/complaints?overdue=1" });
    expect(item!.count).toBe(await countOverdueComplaints(getDb(), now));
    // New concerns have their own tile (issue 33): received, not yet acknowledged.
    const fresh = due.items.find((i) => i.key === "newComplaints");
    expect(fresh).toMatchObject({ href: "/dashboard/complaints?status=received" });
    expect(fresh!.count).toBeGreaterThanOrEqual(1);
    expect(fresh!.count).toBe(await countNewComplaints(getDb()));
  });

  it("the business page's resolved count is off by default and counts the last 12 months when on", async () => {
    const { business, staff } = await setup();
    const c = await newCase(business.certificateNumber);
    for (const step of [
      { to: "acknowledged", withhold: false },
      { to: "investigating" },
      { to: "resolved", outcome: "not-upheld", findings: "No evidence of harm was found." },
    ] as const) {
      await changeComplaintStatus(getDb(), staff, {
        complaintId: c.id,
        version: await versionOf(c.id),
        step,
      });
    }
    expect(await publicResolvedComplaintCount(getDb(), business.certificateNumber)).toBeNull();
    process.env.COMPLAINTS_PUBLIC_COUNT = "true";
    resetEnvForTests();
    try {
      expect(await publicResolvedComplaintCount(getDb(), business.certificateNumber)).toBe(1);
      const nextYear = new Date(Date.now() + 400 * 86_400_000);
      expect(
        await publicResolvedComplaintCount(getDb(), business.certificateNumber, nextYear),
      ).toBe(0);
    } finally {
      delete process.env.COMPLAINTS_PUBLIC_COUNT;
      resetEnvForTests();
    }
  });
});
