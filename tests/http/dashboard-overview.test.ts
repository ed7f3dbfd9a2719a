/**
 * The dashboard overview per active role over HTTP (issue 12): what each
 * role's /dashboard shows, with links only to pages and filters that exist.
 */
import { describe, expect, it } from "vitest";
import { createCertifiedBusiness } from "../helpers/certified-business";
import { insertApplication, insertAudit, insertOpenBallot } from "../helpers/dashboard";
import { appRequest, visibleText } from "../helpers/http";
import { createTestUser, signInCookie, TEST_PASSWORD } from "../helpers/users";

async function overview(cookie: string) {
  const response = await appRequest("/dashboard", { cookie });
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, text: visibleText(html) };
}

describe("the dashboard overview", () => {
  it("applicant: a progress tracker per application with the current step and the next action", async () => {
    const applicant = await createTestUser("applicant", { name: "Tracy Tracker" });
    const app = await insertApplication({
      applicantId: applicant.userId,
      businessName: "Tracker Wildlife Co.",
      status: "submitted",
    });
    const { html, text } = await overview(applicant.cookie);
    expect(text).toContain("Your accreditation");
    expect(text).toContain("Step 3 of 7: Pay the audit fee");
    expect(html).toMatch(/<li[^>]*aria-current="step"[^>]*>/);
    expect(text).toContain("Register Done");
    expect(text).toContain("Pay the audit fee Current step");
    expect(text).toContain("Certified To do");
    expect(html).toContain(`href="/dashboard/applications/${app.id}/payment?type=audit"`);
    expect(text).toContain("Payments made");
    expect(text).toContain("No payments yet.");
    expect(text).not.toContain("Needs action today");
    expect(text).not.toContain("Review queue");
  });

  it("applicant after a renewal: one accreditation with its current certificate and its history", async () => {
    const business = await createCertifiedBusiness({ businessName: "Renewed Once Wildlife" });
    const renewal = await insertApplication({
      applicantId: business.userId,
      businessName: "Renewed Once Wildlife",
      status: "certified",
      paymentStatus: "membership-fee-paid",
      certificateId: business.certificateId,
      metadata: { renewal_type: "standard", renewal_completed_at: "2026-11-20T15:00:00.000Z" },
    });
    const cookie = await signInCookie(business.email, TEST_PASSWORD);
    const { html, text } = await overview(cookie);
    expect(html.match(/data-testid="overview-application"/g)).toHaveLength(1);
    expect(text).toMatch(
      new RegExp(
        `Certificate ${business.certificateNumber} ?: accredited since \\w{3} \\d{1,2}, \\d{4} ?, valid until \\w{3} \\d{1,2}, \\d{4} ?\\.`,
      ),
    );
    expect(text).toContain("Renewed: Nov 20, 2026 (renewal application)");
    expect(html).toContain(`href="/dashboard/applications/${renewal.id}"`);
  });

  it("applicant without applications: the empty state offers to start one", async () => {
    const applicant = await createTestUser("applicant");
    const { html, text } = await overview(applicant.cookie);
    expect(text).toContain("You have no application yet.");
    expect(html).toContain('href="/dashboard/applications/new"');
  });

  it("examiner: their next audits in the audit's time zone and the reports to finish", async () => {
    const examiner = await createTestUser("examiner");
    const other = await createTestUser("examiner");
    const applicant = await createTestUser("applicant");
    const mine = await insertApplication({
      applicantId: applicant.userId,
      businessName: "Examined Bats Inc.",
    });
    const late = await insertApplication({
      applicantId: applicant.userId,
      businessName: "Report Pending LLC",
    });
    const theirs = await insertApplication({
      applicantId: applicant.userId,
      businessName: "Someone Elses Audit",
    });
    const next = await insertAudit({
      applicationId: mine.id,
      examinerId: examiner.userId,
      scheduledDate: new Date("2099-03-02T18:00:00Z"),
      timeZone: "America/Vancouver",
    });
    await insertAudit({
      applicationId: late.id,
      examinerId: examiner.userId,
      scheduledDate: new Date(Date.now() - 86_400_000),
      status: "in-progress",
    });
    await insertAudit({
      applicationId: theirs.id,
      examinerId: other.userId,
      scheduledDate: new Date("2099-03-01T18:00:00Z"),
    });
    const { html, text } = await overview(examiner.cookie);
    expect(text).toContain("Your next audits (1)");
    expect(text).toContain("Examined Bats Inc.");
    expect(text).toContain("Mar 2, 2099, 10:00 AM PST");
    expect(html).toContain(`href="/dashboard/audits/${next.id}"`);
    expect(text).toContain("Reports to finish (1)");
    expect(text).toContain("Report Pending LLC");
    expect(text).not.toContain("Someone Elses Audit");
  });

  it("examiner with nothing assigned: both panels say so", async () => {
    const examiner = await createTestUser("examiner");
    const { text } = await overview(examiner.cookie);
    expect(text).toContain("No audits are scheduled for you.");
    expect(text).toContain("No reports are waiting");
  });

  it("committee: the review queue with links and the open ballots with closing time and their vote", async () => {
    const committee = await createTestUser("committee");
    const applicant = await createTestUser("applicant");
    const waiting = await insertApplication({
      applicantId: applicant.userId,
      businessName: "Awaiting Decision Ltd.",
      status: "review-panel",
      updatedAt: new Date("2000-01-01T00:00:00Z"),
    });
    const ballot = await insertOpenBallot({
      closesAt: new Date(Date.now() + 60_000),
      voterIds: [committee.userId],
      sectionTitle: "Zero tolerance for cruelty",
    });
    const { html, text } = await overview(committee.cookie);
    expect(text).toContain("Review queue");
    expect(text).toContain("Awaiting Decision Ltd.");
    expect(html).toContain(`href="/dashboard/applications/${waiting.id}"`);
    expect(html).toContain('href="/dashboard/review"');
    expect(text).toContain("Open ballots");
    expect(text).toContain("Standard 12 (Zero tolerance for cruelty)");
    expect(html).toContain(`href="/dashboard/standards/proposals/${ballot.proposalId}"`);
    expect(text).toMatch(/Closes [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T/);
    expect(text).toContain("You have not voted yet");
    expect(html).toContain('href="/dashboard/standards/proposals?needs=vote"');
    expect(text).not.toContain("Needs action today");
  });

  it("administrator: needs action today, each count linking to its filtered list", async () => {
    const admin = await createTestUser("administrator");
    const applicant = await createTestUser("applicant");
    await insertApplication({ applicantId: applicant.userId, status: "submitted" });
    await createCertifiedBusiness({ expiresInDays: 5, businessName: "Lapsing Soon Wildlife" });
    const { html, text } = await overview(admin.cookie);
    expect(text).toContain("Needs action today");
    for (const href of [
      "/dashboard/applications?status=submitted",
      "/dashboard/applications?status=payment-pending",
      "/dashboard/audits#schedule-h",
      "/dashboard/review",
      "/dashboard/renewals?status=submitted",
      "/dashboard/renewals?status=under-review",
      "/dashboard/standards/proposals?status=voting",
    ]) {
      expect(html).toContain(`href="${href.replace(/&/g, "&amp;")}"`);
      // The linked page and filter exist for the administrator.
      const linked = await appRequest(href.split("#")[0]!, { cookie: admin.cookie });
      expect(linked.status, href).toBe(200);
    }
    // The labels agree with their counts (one certificate, several applications).
    expect(text).toMatch(/Applications? awaiting the completeness check/);
    expect(text).toMatch(/Certificates? expiring within 30 days/);
    expect(text).toContain("Lapsing Soon Wildlife");
  });

  it("the same user sees the panels of the role they act in", async () => {
    const person = await createTestUser("administrator", { additionalRoles: ["examiner"] });
    const cookie = person.cookie;
    const switched = await appRequest("/dashboard/role", {
      cookie,
      form: { role: "examiner", redirectTo: "/dashboard" },
    });
    const roleCookie = switched.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { text } = await overview(`${cookie}; ${roleCookie}`);
    expect(text).toContain("Your next audits");
    expect(text).not.toContain("Needs action today");
  });
});
