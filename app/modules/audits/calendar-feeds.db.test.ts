/**
 * Calendars (decision 065): every .ics the portal builds is parsed with a
 * real parser (ical.js); ORGANIZER is the programme's mailbox; a reschedule
 * keeps the UID, raises SEQUENCE and says which date it replaces; an audit's
 * download is for those who may see it; an examiner's private feed lists
 * their upcoming and recent audits, and a regenerated or revoked address
 * answers nothing.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  auditLog,
  calendarFeeds,
  emailOutbox,
  inspections,
  profiles,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { Viewer } from "~/modules/permissions";
import type { Role } from "~/modules/permissions/permissions";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { parseCalendar } from "../../../tests/helpers/ics";
import { refusal } from "../../../tests/helpers/refusals";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { createCalendarFeed } from "./create-calendar-feed.server";
import { getAuditCalendar } from "./get-audit-calendar.server";
import { getCalendarFeed } from "./get-calendar-feed.server";
import { revokeCalendarFeed } from "./revoke-calendar-feed.server";
import { scheduleAudit } from "./schedule-audit.server";
import { updateAudit } from "./update-audit.server";
import { auditEventUid } from "./audit-invite.server";
import { changeUserRoles, deactivateUser, reactivateUser } from "~/modules/users/index.server";

const as = (user: TestUser, activeRole: Role): Viewer => ({
  user: { id: user.userId },
  activeRole,
});

let applicant: TestUser;
let otherApplicant: TestUser;
let committee: TestUser;
let examiner: TestUser;
let otherExaminer: TestUser;

beforeAll(async () => {
  applicant = await createTestUser("applicant", { name: "Cal Applicant" });
  otherApplicant = await createTestUser("applicant", { name: "Other Cal Applicant" });
  committee = await createTestUser("committee", { name: "Cal Committee" });
  examiner = await createTestUser("examiner", { name: "Ivy Ical" });
  otherExaminer = await createTestUser("examiner", { name: "Otto Other" });
});

let counter = 0;
async function makeApplication(status = "submitted") {
  counter++;
  const [row] = await getDb()
    .insert(applications)
    .values({
      applicantId: applicant.userId,
      businessName: `Calendar Wildlife ${counter}`,
      businessAddress: {
        street: "5 Lake Road",
        city: "Ottawa",
        region: "Ontario",
        postalCode: "K1P 1J9",
        country: "Canada",
      },
      contactName: "Cal Contact",
      contactEmail: `cal-contact${counter}@example.test`,
      contactPhone: "+1 555 0101",
      status,
      paymentStatus: "audit-fee-paid",
    })
    .returning();
  return row!;
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An audit row written directly (past dates the scheduling form refuses). */
async function auditRow(values: { examinerId: string; days: number; status?: string }) {
  const app = await makeApplication(
    values.status === "scheduled" ? "inspection-scheduled" : "submitted",
  );
  const [row] = await getDb()
    .insert(inspections)
    .values({
      applicationId: app.id,
      examinerId: values.examinerId,
      status: values.status ?? "scheduled",
      // Whole minutes, as the scheduling form writes them.
      scheduledDate: new Date(
        Math.floor((Date.now() + values.days * 86_400_000) / 60_000) * 60_000,
      ),
      timeZone: "America/Toronto",
    })
    .returning();
  return row!;
}

async function invitesTo(email: string, businessName: string) {
  const mails = await getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, "audit-scheduled")))
    .orderBy(desc(emailOutbox.createdAt));
  return mails.filter((m) => m.text.includes(businessName));
}

function attachedCalendar(mail: { attachments: { contentBase64: string }[] }) {
  return parseCalendar(Buffer.from(mail.attachments[0]!.contentBase64, "base64").toString("utf8"));
}

describe("the e-mailed invite", () => {
  it("names the programme's mailbox as ORGANIZER; a reschedule keeps the UID, raises SEQUENCE and says which date it replaces", async () => {
    const db = getDb();
    const app = await makeApplication("under-review");
    const audit = await scheduleAudit(db, as(committee, "committee"), {
      applicationId: app.id,
      examinerId: examiner.userId,
      date: day(20),
      time: "09:00",
    });
    const [first] = await invitesTo(app.contactEmail, app.businessName);
    const invite = attachedCalendar(first!);
    expect(invite.method).toBe("PUBLISH");
    expect(invite.events).toHaveLength(1);
    expect(invite.events[0]).toMatchObject({
      uid: auditEventUid(audit.id),
      sequence: 0,
      status: "CONFIRMED",
      organizer: `mailto:${getEnv().SUPPORT_EMAIL}`,
      timeZone: "America/Toronto",
    });
    expect(invite.events[0]!.start.toISOString()).toBe(audit.scheduledDate.toISOString());

    const moved = await updateAudit(db, as(committee, "committee"), audit.id, {
      date: day(27),
      time: "13:30",
    });
    expect(moved.calendarSequence).toBe(1);
    const mails = await invitesTo(app.contactEmail, app.businessName);
    expect(mails).toHaveLength(2);
    const rescheduled = mails.find((m) => m.subject.startsWith("Audit rescheduled:"))!;
    expect(rescheduled.text).toMatch(
      /has been rescheduled\. This replaces the earlier date, \w{3} \d{1,2}, \d{4} at 9:00 AM E[SD]T\./,
    );
    expect(rescheduled.html).toContain("This replaces the earlier date");
    const update = attachedCalendar(rescheduled);
    expect(update.events[0]).toMatchObject({ uid: auditEventUid(audit.id), sequence: 1 });
    expect(update.events[0]!.start.toISOString()).toBe(moved.scheduledDate.toISOString());
    // The examiner's copy is the same event.
    const [examinerCopy] = await invitesTo(examiner.email, app.businessName);
    expect(attachedCalendar(examinerCopy!).events[0]).toMatchObject({ sequence: 1 });
  });
});

/** SUMMARY, DESCRIPTION and LOCATION of a calendar's one event, read by ical.js (lines unfolded). */
function eventTexts(text: string) {
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
  const read = (name: string) => String(vevent.getFirstPropertyValue(name) ?? "");
  return { summary: read("summary"), description: read("description"), location: read("location") };
}

describe("the invite in its recipient's language (issue 36)", () => {
  it("a French examiner's invite is in French, the English applicant's in English; a Spanish examiner's feed is in Spanish", async () => {
    const db = getDb();
    const french = await createTestUser("examiner", { name: "Élise Examinatrice" });
    await db.update(profiles).set({ locale: "fr-CA" }).where(eq(profiles.id, french.userId));
    const app = await makeApplication("under-review");
    await scheduleAudit(db, as(committee, "committee"), {
      applicationId: app.id,
      examinerId: french.userId,
      date: day(33),
      time: "10:00",
    });
    const [toExaminer] = await invitesTo(french.email, app.businessName);
    expect(toExaminer!.locale).toBe("fr-CA");
    const fr = eventTexts(
      Buffer.from(toExaminer!.attachments[0]!.contentBase64, "base64").toString("utf8"),
    );
    expect(fr.summary).toBe(`Audit d’accréditation\u00a0: ${app.businessName}`);
    expect(fr.description).toContain(`Audit d’accréditation sur place de ${app.businessName}.`);
    expect(fr.description).toContain("Fuseau horaire\u00a0: heure de l’Est (America/Toronto)");
    expect(fr.description).toContain("Auditeur\u00a0: Élise Examinatrice");
    expect(fr.description).toContain(`Détails\u00a0: ${getEnv().baseUrl}/dashboard/audits/`);
    expect(fr.description).not.toMatch(/Time zone|Auditor:|Details:|On-site/);
    expect(fr.location).toBe("5 Lake Road, Ottawa, Ontario K1P 1J9, Canada");

    const [toApplicant] = await invitesTo(app.contactEmail, app.businessName);
    const en = eventTexts(
      Buffer.from(toApplicant!.attachments[0]!.contentBase64, "base64").toString("utf8"),
    );
    expect(en.summary).toBe(`Accreditation audit: ${app.businessName}`);
    expect(en.description).toContain("Time zone: Eastern Time (America/Toronto)");
    expect(en.description).toContain("Auditor: Élise Examinatrice");

    const spanish = await createTestUser("examiner", { name: "Sofía Feed" });
    await db.update(profiles).set({ locale: "es-MX" }).where(eq(profiles.id, spanish.userId));
    const mexican = await auditRow({ examinerId: spanish.userId, days: 12 });
    await db
      .update(applications)
      .set({
        businessAddress: {
          street: "Calle 5 de Mayo 10",
          city: "Oaxaca",
          region: "Oaxaca",
          postalCode: "68000",
          country: "Mexico",
        },
      })
      .where(eq(applications.id, mexican.applicationId));
    const { url } = await createCalendarFeed(db, as(spanish, "examiner"));
    const feed = (await getCalendarFeed(db, url.split("/").pop()))!;
    expect(parseCalendar(feed).name).toBe("Portal de Acreditación Humanitaria: mis auditorías");
    const es = eventTexts(feed);
    expect(es.summary).toMatch(/^Auditoría de acreditación: /);
    expect(es.description).toContain("Zona horaria: ");
    expect(es.location).toBe("Calle 5 de Mayo 10, Oaxaca, Oaxaca 68000, México");
  });
});

describe("an audit's .ics download", () => {
  it("is for its examiner, its business and staff; others get 'Audit not found' and nothing changes", async () => {
    const db = getDb();
    const audit = await auditRow({ examinerId: examiner.userId, days: 40 });
    for (const viewer of [
      as(examiner, "examiner"),
      as(applicant, "applicant"),
      as(committee, "committee"),
    ]) {
      const { filename, ics } = await getAuditCalendar(db, viewer, audit.id);
      expect(filename).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.ics$/);
      const parsed = parseCalendar(ics);
      expect(parsed.events.map((e) => e.uid)).toEqual([auditEventUid(audit.id)]);
      expect(parsed.events[0]!.organizer).toBe(`mailto:${getEnv().SUPPORT_EMAIL}`);
    }
    for (const viewer of [as(otherExaminer, "examiner"), as(otherApplicant, "applicant")]) {
      const error = await refusal(() => getAuditCalendar(db, viewer, audit.id), {
        unchanged: databaseDigest,
      });
      expect([error.status, error.message]).toEqual([404, "Audit not found"]);
    }
  });
});

describe("an examiner's calendar feed", () => {
  it("lists their upcoming and recent audits (cancelled ones as CANCELLED) behind a token stored hashed; regenerate and revoke end the old address", async () => {
    const db = getDb();
    const feedExaminer = await createTestUser("examiner", { name: "Fay Feed" });
    const upcoming = await auditRow({ examinerId: feedExaminer.userId, days: 12 });
    const recent = await auditRow({
      examinerId: feedExaminer.userId,
      days: -20,
      status: "completed",
    });
    const old = await auditRow({
      examinerId: feedExaminer.userId,
      days: -200,
      status: "completed",
    });
    const cancelled = await auditRow({ examinerId: feedExaminer.userId, days: 30 });
    const someoneElses = await auditRow({ examinerId: otherExaminer.userId, days: 14 });
    await updateAudit(db, as(committee, "committee"), cancelled.id, { status: "cancelled" });

    const viewer = as(feedExaminer, "examiner");
    const { url } = await createCalendarFeed(db, viewer);
    const prefix = `${getEnv().baseUrl}/calendar/`;
    expect(url.startsWith(prefix)).toBe(true);
    const file = url.slice(prefix.length);
    const token = file.replace(/\.ics$/, "");
    const [stored] = await db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, feedExaminer.userId));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    const feed = parseCalendar((await getCalendarFeed(db, file))!);
    expect(feed.method).toBe("PUBLISH");
    expect(feed.name).toContain("my audits");
    const byUid = new Map(feed.events.map((e) => [e.uid, e]));
    expect([...byUid.keys()].sort()).toEqual(
      [upcoming, recent, cancelled].map((a) => auditEventUid(a.id)).sort(),
    );
    expect(byUid.has(auditEventUid(old.id))).toBe(false);
    expect(byUid.has(auditEventUid(someoneElses.id))).toBe(false);
    expect(byUid.get(auditEventUid(cancelled.id))).toMatchObject({
      status: "CANCELLED",
      sequence: 1,
    });
    expect(byUid.get(auditEventUid(upcoming.id))).toMatchObject({
      status: "CONFIRMED",
      sequence: 0,
    });
    expect(byUid.get(auditEventUid(upcoming.id))!.start.toISOString()).toBe(
      upcoming.scheduledDate.toISOString(),
    );
    for (const event of feed.events) {
      expect(event.organizer).toBe(`mailto:${getEnv().SUPPORT_EMAIL}`);
    }

    // A new address: the old one answers nothing at once.
    const renewed = await createCalendarFeed(db, viewer);
    expect(renewed.url).not.toBe(url);
    expect(await getCalendarFeed(db, file)).toBeNull();
    const renewedFile = renewed.url.slice(prefix.length);
    expect(parseCalendar((await getCalendarFeed(db, renewedFile))!).events).toHaveLength(3);

    // Revoked: nothing.
    await revokeCalendarFeed(db, viewer);
    expect(await getCalendarFeed(db, renewedFile)).toBeNull();
    const logged = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityType, "calendar_feed"));
    expect(logged.map((l) => l.action)).toEqual(
      expect.arrayContaining(["calendar_feed_created", "calendar_feed_revoked"]),
    );
    // Not a token, or a token of the wrong shape: nothing (never an error).
    for (const bad of [undefined, "x.ics", `${token}.txt`, `${token.slice(1)}.ics`, "%00.ics"]) {
      expect(await getCalendarFeed(db, bad)).toBeNull();
    }
  });

  it("ends with the account for good: deactivation or demotion revokes the address; reactivation or the role back does not bring it back", async () => {
    const db = getDb();
    const admin = await createTestUser("administrator", { name: "Cal Admin" });
    const asAdmin = as(admin, "administrator");
    const leaving = await createTestUser("examiner", { name: "Lee Leaving" });
    const demoted = await createTestUser("examiner", { name: "Dee Demoted" });
    const fileOf = async (user: TestUser) => {
      const { url } = await createCalendarFeed(db, as(user, "examiner"));
      return url.slice(url.lastIndexOf("/") + 1);
    };
    const leavingFile = await fileOf(leaving);
    const demotedFile = await fileOf(demoted);
    expect(await getCalendarFeed(db, leavingFile)).not.toBeNull();

    await deactivateUser(db, asAdmin, { userId: leaving.userId });
    await changeUserRoles(db, asAdmin, {
      userId: demoted.userId,
      role: "applicant",
      additionalRoles: [],
    });
    expect(await getCalendarFeed(db, leavingFile)).toBeNull();
    expect(await getCalendarFeed(db, demotedFile)).toBeNull();

    await reactivateUser(db, asAdmin, { userId: leaving.userId });
    await changeUserRoles(db, asAdmin, {
      userId: demoted.userId,
      role: "examiner",
      additionalRoles: [],
    });
    expect(await getCalendarFeed(db, leavingFile)).toBeNull();
    expect(await getCalendarFeed(db, demotedFile)).toBeNull();
    const rows = await db
      .select()
      .from(calendarFeeds)
      .where(inArray(calendarFeeds.userId, [leaving.userId, demoted.userId]));
    expect(rows).toEqual([]);
    const entries = await db
      .select({ actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, "calendar_feed_revoked"), eq(auditLog.actorId, admin.userId)));
    expect(entries.map((e) => (e.details as { reason?: string }).reason).sort()).toEqual([
      "account deactivated",
      "examiner role removed",
    ]);
  });

  it("is for examiners: a business cannot create one, and nothing is written", async () => {
    const error = await refusal(() => createCalendarFeed(getDb(), as(applicant, "applicant")), {
      unchanged: databaseDigest,
    });
    expect(error.status).toBe(403);
  });
});
