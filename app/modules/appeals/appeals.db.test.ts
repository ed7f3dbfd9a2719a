import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  appeals,
  appealPanelMembers,
  appealVotes,
  applications,
  auditLog,
  certificates,
  appealDocuments,
  credentials,
  documents,
  emailOutbox,
  examinerConflicts,
  inspections,
  profiles,
} from "~/db/schema";
import { addDays } from "~/domain/renewal-status";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isoDate } from "~/lib/format";
import { recordStatusChange } from "~/modules/applications/index.server";
import {
  generateCertificate,
  getAccreditation,
  revokeCertificate,
  suspendCertificate,
} from "~/modules/certificates/index.server";
import type { Viewer } from "~/modules/permissions";
import { verifyCertificate } from "~/modules/verification/index.server";
import { refusal } from "../../../tests/helpers/refusals";
import { createTestUser } from "../../../tests/helpers/users";
import { panelOf } from "./open-appeal-panel.server";
import {
  appealsPage,
  getAppealPage,
  castAppealVote,
  getAppealFigures,
  closeDueAppeals,
  openAppealPanel,
  submitAppeal,
  withdrawAppeal,
} from "./index.server";

const as = (userId: string, activeRole: Viewer["activeRole"]): Viewer => ({
  user: { id: userId },
  activeRole,
});
const day = 86_400_000;
const clientIp = "192.0.2.45";

async function newApplication(name: string, status: string) {
  const applicant = await createTestUser("applicant");
  const [application] = await getDb()
    .insert(applications)
    .values({
      applicantId: applicant.userId,
      status,
      paymentStatus: "membership-fee-paid",
      businessName: name,
      businessAddress: {
        street: "5 Lake Road",
        city: "Halifax",
        region: "Nova Scotia",
        postalCode: "B3H 1A1",
        country: "Canada",
      },
      contactName: "Sam Lee",
      contactEmail: `${name.replace(/\W+/g, "-").toLowerCase()}@example.test`,
      contactPhone: "+1 902 555 0100",
      metadata: { services_offered: ["Bat exclusion"], service_area: "Halifax County" },
    })
    .returning();
  return { applicant, business: as(applicant.userId, "applicant"), application: application! };
}

/** A certified business whose certificate a committee member suspended. */
async function suspendedBusiness(name: string) {
  const admin = await createTestUser("administrator");
  const decider = await createTestUser("committee");
  const { business, application } = await newApplication(name, "approved");
  const { certificate } = await generateCertificate(
    getDb(),
    as(admin.userId, "administrator"),
    application.id,
  );
  const zone = getEnv().PROGRAMME_TIME_ZONE;
  await suspendCertificate(getDb(), as(decider.userId, "committee"), certificate.id, {
    reason: "Complaint under investigation",
    reviewOn: addDays(isoDate(new Date(), zone), 14),
  });
  return { admin, decider, business, application, certificate };
}

async function appealsOf(applicationId: string) {
  return getDb().select().from(appeals).where(eq(appeals.applicationId, applicationId));
}

describe("appeals (decision 057)", () => {
  it("refuses another account and a late appeal, writing nothing", async () => {
    const { certificate, application, business } = await suspendedBusiness("Late Appeal Co");
    const stranger = await createTestUser("applicant");
    await expect(
      submitAppeal(getDb(), as(stranger.userId, "applicant"), {
        subject: { certificateId: certificate.id },
        grounds: "Not us",
      }),
    ).rejects.toMatchObject({ code: "forbidden" });
    await expect(
      submitAppeal(
        getDb(),
        business,
        { subject: { certificateId: certificate.id }, grounds: "Too late" },
        new Date(Date.now() + 31 * day),
      ),
    ).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("ended on") });
    await expect(
      submitAppeal(getDb(), business, { subject: { certificateId: certificate.id }, grounds: " " }),
    ).rejects.toMatchObject({ code: "validation", fieldErrors: { grounds: expect.any(String) } });
    expect(await appealsOf(application.id)).toHaveLength(0);
  });

  it("suspension appeal: the roll leaves out the decision-maker; upheld reinstates, verification valid again", async () => {
    const { certificate, application, business, admin, decider } =
      await suspendedBusiness("Upheld Appeal Wildlife");
    const member1 = await createTestUser("committee");
    const member2 = await createTestUser("committee");
    const appeal = await submitAppeal(getDb(), business, {
      subject: { certificateId: certificate.id },
      grounds: "The complaint concerned another business.",
    });
    expect(appeal).toMatchObject({ status: "submitted", kind: "suspension" });
    expect(appeal.reference).toMatch(/^AP-\d{4}-\d{5}$/);
    await expect(
      submitAppeal(getDb(), business, {
        subject: { certificateId: certificate.id },
        grounds: "Again",
      }),
    ).rejects.toMatchObject({ code: "conflict" });
    // The business may not open a panel or vote.
    await expect(openAppealPanel(getDb(), business, appeal.id)).rejects.toMatchObject({
      code: "forbidden",
    });

    const { roll } = await openAppealPanel(getDb(), as(admin.userId, "administrator"), appeal.id);
    expect(roll).toEqual(expect.arrayContaining([member1.userId, member2.userId]));
    expect(roll).not.toContain(decider.userId);
    expect(roll).not.toContain(admin.userId); // generated the certificate: in its audit log
    expect(await panelOf(getDb(), appeal.id)).toHaveLength(roll.length);

    // The decision-maker is off the roll: refused, nothing written.
    await expect(
      castAppealVote(getDb(), as(decider.userId, "committee"), appeal.id, { vote: "dismiss" }),
    ).rejects.toMatchObject({ code: "forbidden" });
    expect(
      await getDb().select().from(appealVotes).where(eq(appealVotes.appealId, appeal.id)),
    ).toHaveLength(0);

    const [first, ...rest] = roll;
    await castAppealVote(getDb(), as(first!, "committee"), appeal.id, { vote: "uphold" });
    await expect(
      castAppealVote(getDb(), as(first!, "committee"), appeal.id, { vote: "dismiss" }),
    ).rejects.toMatchObject({ code: "conflict" });
    let last: Awaited<ReturnType<typeof castAppealVote>> = { closed: null };
    for (const userId of rest) {
      last = await castAppealVote(getDb(), as(userId, "committee"), appeal.id, { vote: "uphold" });
    }
    expect(last.closed?.appeal).toMatchObject({ status: "upheld", result: "passed" });

    const [row] = await getDb()
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    expect(row).toMatchObject({ status: "active", suspendedAt: null });
    expect((await getAccreditation(getDb(), { certificateId: certificate.id })).kind).not.toBe(
      "suspended",
    );
    expect(
      (await verifyCertificate(getDb(), certificate.verificationCode, { clientIp })).status,
    ).toBe("valid");
    const mails = await getDb()
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "decision-notice"));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Appeal ${appeal.reference} received`,
        `Appeal ${appeal.reference} upheld`,
      ]),
    );
    const actions = (
      await getDb().select().from(auditLog).where(eq(auditLog.entityId, appeal.id))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "appeal_submitted",
        "appeal_panel_opened",
        "appeal_vote_cast",
        "appeal_upheld",
      ]),
    );
    const reinstated = await getDb()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, certificate.id), eq(auditLog.action, "certificate_reinstated")),
      );
    expect(reinstated).toHaveLength(1);
    expect(application.id).toBe(row!.applicationId);
  });

  it("one person across roles: the administrator who opened the panel is off the roll and may not vote as committee, writing nothing", async () => {
    const { certificate, business, decider } = await suspendedBusiness("Two Hats Wildlife");
    const chair = await createTestUser("administrator", { additionalRoles: ["committee"] });
    await createTestUser("committee");
    const appeal = await submitAppeal(getDb(), business, {
      subject: { certificateId: certificate.id },
      grounds: "The suspension rests on a complaint about another business.",
    });
    const { roll } = await openAppealPanel(getDb(), as(chair.userId, "administrator"), appeal.id);
    expect(roll).not.toContain(chair.userId);
    expect(roll).not.toContain(decider.userId);
    // A roll taken before the rule (or changed by hand) still does not let them vote.
    await getDb()
      .insert(appealPanelMembers)
      .values([
        { appealId: appeal.id, userId: chair.userId },
        { appealId: appeal.id, userId: decider.userId },
      ]);
    const votes = () =>
      getDb().select().from(appealVotes).where(eq(appealVotes.appealId, appeal.id));
    for (const userId of [chair.userId, decider.userId]) {
      const refused = await refusal(
        () => castAppealVote(getDb(), as(userId, "committee"), appeal.id, { vote: "uphold" }),
        { unchanged: votes },
      );
      expect([refused.status, refused.message]).toEqual([
        403,
        "You administer this appeal or took part in the decision appealed, so you cannot vote on it, in any role.",
      ]);
      const page = await getAppealPage(getDb(), as(userId, "committee"), appeal.id);
      expect(page).toMatchObject({ canVote: false });
    }
  });

  it("rejection appeal: the rejecting reviewer is off the roll; no votes by the closing date → dismissed; upheld reopens", async () => {
    const reviewer = await createTestUser("committee");
    const admin = await createTestUser("administrator");
    await createTestUser("committee");
    const reject = async (name: string) => {
      const { business, application } = await newApplication(name, "under-review");
      await getDb().transaction((tx) =>
        recordStatusChange(tx, {
          application,
          by: { viewer: as(reviewer.userId, "committee") },
          to: "rejected",
          note: "Standards not met",
        }),
      );
      return { business, application };
    };

    const dismissed = await reject("Dismissed Appeal Pest Co");
    const appeal = await submitAppeal(getDb(), dismissed.business, {
      subject: { applicationId: dismissed.application.id },
      grounds: "The examiner misread our exclusion method.",
    });
    const { roll } = await openAppealPanel(getDb(), as(admin.userId, "administrator"), appeal.id);
    expect(roll).not.toContain(reviewer.userId);
    expect(await closeDueAppeals(getDb(), new Date(Date.now() + 13 * day))).toEqual({ closed: 0 });
    await closeDueAppeals(getDb(), new Date(Date.now() + 15 * day));
    const [closed] = await appealsOf(dismissed.application.id);
    expect(closed).toMatchObject({ status: "dismissed", result: "no-quorum" });
    const [still] = await getDb()
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, dismissed.application.id));
    expect(still!.status).toBe("rejected");

    const upheld = await reject("Reopened Appeal Pest Co");
    const second = await submitAppeal(getDb(), upheld.business, {
      subject: { applicationId: upheld.application.id },
      grounds: "We sent the missing permit.",
    });
    const opened = await openAppealPanel(getDb(), as(admin.userId, "administrator"), second.id);
    for (const userId of opened.roll) {
      await castAppealVote(getDb(), as(userId, "committee"), second.id, { vote: "uphold" });
    }
    const [reopened] = await getDb()
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, upheld.application.id));
    expect(reopened!.status).toBe("under-review");
  });

  it("revocation appeal: the examiner who audited, the revoker, a member with a recorded conflict and deactivated members are off the roll; the rules are recorded on opening; a majority to dismiss confirms the revocation", async () => {
    const admin = await createTestUser("administrator");
    const revoker = await createTestUser("committee");
    const auditor = await createTestUser("examiner", { additionalRoles: ["committee"] });
    const conflicted = await createTestUser("committee");
    const gone = await createTestUser("committee");
    await createTestUser("committee");
    const { applicant, business, application } = await newApplication(
      "Revoked Appeal Wildlife",
      "approved",
    );
    await getDb()
      .insert(inspections)
      .values({
        applicationId: application.id,
        examinerId: auditor.userId,
        status: "completed",
        scheduledDate: new Date(Date.now() - 20 * day),
      });
    await getDb().insert(examinerConflicts).values({
      examinerId: conflicted.userId,
      businessId: applicant.userId,
      reason: "Former employee",
    });
    await getDb()
      .update(profiles)
      .set({ status: "deactivated" })
      .where(eq(profiles.id, gone.userId));
    const { certificate } = await generateCertificate(
      getDb(),
      as(admin.userId, "administrator"),
      application.id,
    );
    await revokeCertificate(
      getDb(),
      as(revoker.userId, "committee"),
      certificate.id,
      "Repeated use of glue traps",
    );
    const appeal = await submitAppeal(getDb(), business, {
      subject: { certificateId: certificate.id },
      grounds: "The traps belonged to a neighbour.",
    });
    expect(appeal.kind).toBe("revocation");
    const { appeal: opened, roll } = await openAppealPanel(
      getDb(),
      as(admin.userId, "administrator"),
      appeal.id,
    );
    for (const off of [revoker, auditor, conflicted, gone, admin, applicant]) {
      expect(roll).not.toContain(off.userId);
    }
    expect(roll.length).toBeGreaterThanOrEqual(1);
    // Quorum, majority and the roll's size are recorded when the panel opens.
    expect(opened).toMatchObject({
      status: "voting",
      quorumPercent: 50,
      approvalNumerator: 1,
      approvalDenominator: 2,
      eligibleCount: roll.length,
    });
    expect(opened.closesAt!.getTime()).toBeGreaterThan(Date.now() + 13 * day);
    await expect(
      castAppealVote(getDb(), as(auditor.userId, "committee"), appeal.id, { vote: "uphold" }),
    ).rejects.toMatchObject({ code: "forbidden" });

    let last: Awaited<ReturnType<typeof castAppealVote>> = { closed: null };
    for (const userId of roll) {
      last = await castAppealVote(getDb(), as(userId, "committee"), appeal.id, {
        vote: "dismiss",
      });
    }
    expect(last.closed?.appeal).toMatchObject({ status: "dismissed", result: "failed" });
    const [row] = await getDb()
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    expect(row).toMatchObject({ status: "revoked", revokedBy: revoker.userId });
    const [mail] = await getDb()
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Appeal ${appeal.reference} dismissed`));
    expect(mail!.text).toContain("did not find grounds to overturn the decision");
  });

  it("revocation appeal upheld: the certificate is in force again, its credential's revocation bit cleared, the application certified again", async () => {
    const admin = await createTestUser("administrator");
    const revoker = await createTestUser("committee");
    const { business, application } = await newApplication("Reinstated Appeal Co", "approved");
    const { certificate } = await generateCertificate(
      getDb(),
      as(admin.userId, "administrator"),
      application.id,
    );
    await revokeCertificate(getDb(), as(revoker.userId, "committee"), certificate.id, "Fraud");
    const statusOf = async () =>
      (
        await getDb()
          .select({ status: applications.status })
          .from(applications)
          .where(eq(applications.id, application.id))
      )[0]!.status;
    expect(await statusOf()).toBe("approved");
    const appeal = await submitAppeal(getDb(), business, {
      subject: { certificateId: certificate.id },
      grounds: "The invoice was forged by someone else.",
    });
    const { roll } = await openAppealPanel(getDb(), as(admin.userId, "administrator"), appeal.id);
    for (const userId of roll) {
      await castAppealVote(getDb(), as(userId, "committee"), appeal.id, { vote: "uphold" });
    }
    const [row] = await getDb()
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    expect(row).toMatchObject({ status: "active", revokedAt: null, revokedBy: null });
    expect(await statusOf()).toBe("certified");
    const bits = await getDb()
      .select({ revoked: credentials.revoked })
      .from(credentials)
      .where(eq(credentials.certificateId, certificate.id));
    expect(bits.length).toBeGreaterThan(0);
    expect(bits.every((b) => !b.revoked)).toBe(true);
    expect(
      (await verifyCertificate(getDb(), certificate.verificationCode, { clientIp })).status,
    ).toBe("valid");
  });

  it("documents with an appeal: stored as the application's documents and linked; a bad file or too many refuse the appeal, writing nothing", async () => {
    const { certificate, application, business } = await suspendedBusiness("Documented Appeal Co");
    const pdf = (name: string) => ({
      name,
      bytes: new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
    });
    const script = {
      name: "evidence.pdf",
      bytes: new TextEncoder().encode("<script>alert('x')</script>"),
    };
    const documentsOf = () =>
      getDb().select().from(documents).where(eq(documents.applicationId, application.id));
    const before = (await documentsOf()).length;
    await expect(
      submitAppeal(getDb(), business, {
        subject: { certificateId: certificate.id },
        grounds: "Our job log.",
        files: [pdf("log.pdf"), script],
      }),
    ).rejects.toMatchObject({ code: "validation", fieldErrors: { files: expect.any(String) } });
    await expect(
      submitAppeal(getDb(), business, {
        subject: { certificateId: certificate.id },
        grounds: "Our job log.",
        files: [1, 2, 3, 4, 5, 6].map((n) => pdf(`log-${n}.pdf`)),
      }),
    ).rejects.toMatchObject({ fieldErrors: { files: "Choose at most 5 documents" } });
    expect(await appealsOf(application.id)).toHaveLength(0);
    expect(await documentsOf()).toHaveLength(before);

    const appeal = await submitAppeal(getDb(), business, {
      subject: { certificateId: certificate.id },
      grounds: "Our job log shows the crew elsewhere.",
      files: [pdf("job-log.pdf"), pdf("photos.pdf")],
    });
    const linked = await getDb()
      .select({ name: documents.name, type: documents.type, uploadedBy: documents.uploadedBy })
      .from(appealDocuments)
      .innerJoin(documents, eq(documents.id, appealDocuments.documentId))
      .where(eq(appealDocuments.appealId, appeal.id));
    expect(linked.map((d) => d.name).sort()).toEqual(["job-log.pdf", "photos.pdf"]);
    expect(linked.every((d) => d.type === "other" && d.uploadedBy === business.user.id)).toBe(true);
    expect(await documentsOf()).toHaveLength(before + 2);
  });

  it("the business withdraws its own appeal; another account is told it is not found", async () => {
    const { certificate, business } = await suspendedBusiness("Withdrawn Appeal Co");
    const stranger = await createTestUser("applicant");
    const appeal = await submitAppeal(getDb(), business, {
      subject: { certificateId: certificate.id },
      grounds: "We want to appeal.",
    });
    await expect(
      withdrawAppeal(getDb(), as(stranger.userId, "applicant"), appeal.id),
    ).rejects.toMatchObject({ code: "not_found" });
    expect((await withdrawAppeal(getDb(), business, appeal.id)).status).toBe("withdrawn");
    await expect(withdrawAppeal(getDb(), business, appeal.id)).rejects.toMatchObject({
      code: "conflict",
    });
  });
});

describe("appeals figures (reports)", () => {
  it("counts appeals lodged in the period and upheld ones, with the median days and the overdue now, each linking to the list", async () => {
    // Report periods are UTC days (dayRangeCondition, as every report figure).
    const today = new Date().toISOString().slice(0, 10);
    const figures = await getAppealFigures(getDb(), { from: today, to: today });
    // The earlier tests of this file lodged four appeals today and upheld two.
    expect(figures.received.count).toBeGreaterThanOrEqual(4);
    expect(figures.upheld.count).toBeGreaterThanOrEqual(2);
    expect(figures.medianDaysToDecide.days).not.toBeNull();
    expect(figures.upheld.href).toBe(`/dashboard/appeals?from=${today}&to=${today}&status=upheld`);
    const admin = await createTestUser("administrator");
    const list = await appealsPage(
      getDb(),
      as(admin.userId, "administrator"),
      new URLSearchParams(figures.upheld.href.split("?")[1]),
    );
    expect(list.total).toBe(figures.upheld.count);
    expect(list.rows.every((r) => r.status === "upheld")).toBe(true);
    const none = await getAppealFigures(getDb(), { from: "2001-01-01", to: "2001-01-31" });
    expect(none.received.count).toBe(0);

    // Overdue: still undecided 30 days after lodging (whenever lodged), the list filter agrees.
    expect(figures.overdue).toEqual({ count: 0, href: "/dashboard/appeals?overdue=1" });
    const later = new Date(Date.now() + 31 * day);
    const late = await getAppealFigures(getDb(), { from: today, to: today }, later);
    const open = (await getDb().select().from(appeals)).filter(
      (a) => a.status === "submitted" || a.status === "voting",
    );
    expect(open.length).toBeGreaterThan(0);
    expect(late.overdue.count).toBe(open.length);
    const overdueList = await appealsPage(
      getDb(),
      as(admin.userId, "administrator"),
      new URLSearchParams(late.overdue.href.split("?")[1]),
      later,
    );
    expect(overdueList.total).toBe(late.overdue.count);
    expect(overdueList.filters.overdue).toBe(true);
    expect(overdueList.rows.every((r) => r.status === "submitted" || r.status === "voting")).toBe(
      true,
    );
  });
});
