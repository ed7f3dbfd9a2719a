import { and, eq, inArray, sql } from "drizzle-orm";
import { accreditationKindSql } from "~/modules/certificates/index.server";
import { describe, expect, it } from "vitest";
import {
  certificateReminders,
  emailOutbox,
  applications,
  certificates,
  correctiveActions,
  documents,
  inspectionFindings,
  inspections,
  payments,
  profiles,
  standardBallots,
  standardChanges,
  standardDiscussions,
  standardItems,
  votes,
} from "~/db/schema";
import { executeRows, getDb } from "~/lib/db.server";
import { localDateTimeParts } from "~/lib/time-zones";
import { getCertificateByCode } from "~/modules/certificates/get-certificate-by-code.server";
import { publicTables } from "../../../tests/helpers/database-digest";
import { signInCookie } from "../../../tests/helpers/users";
import {
  DEMO_PASSWORD,
  DEMO_UNREAD_KEPT,
  DEMO_VERIFICATION_CODE,
  seedDemoIfEmpty,
} from "./seed-demo.server";

describe("demo seed", () => {
  it("seeds accounts and a living programme, once", { timeout: 300_000 }, async () => {
    expect(await seedDemoIfEmpty()).toBe(true);
    const db = getDb();

    const staffAndApplicant = await db
      .select()
      .from(profiles)
      .where(
        inArray(profiles.email, [
          "admin@demo.test",
          "applicant@demo.test",
          "committee@demo.test",
          "examiner@demo.test",
        ]),
      )
      .orderBy(profiles.email);
    expect(staffAndApplicant.map((p) => [p.email, p.role, p.metadata.additional_roles])).toEqual([
      ["admin@demo.test", "administrator", ["committee", "examiner"]],
      ["applicant@demo.test", "applicant", []],
      ["committee@demo.test", "committee", []],
      ["examiner@demo.test", "examiner", []],
    ]);
    for (const p of staffAndApplicant) {
      expect(await signInCookie(p.email, DEMO_PASSWORD)).toContain("hap.session_token");
    }

    // applicant@demo.test: a draft, a submitted one with documents, one with the audit fee paid.
    const applicant = staffAndApplicant.find((p) => p.email === "applicant@demo.test")!;
    const own = await db
      .select()
      .from(applications)
      .where(eq(applications.applicantId, applicant.id));
    expect(own.map((a) => `${a.status}/${a.paymentStatus}`).sort()).toEqual([
      "draft/pending",
      "submitted/audit-fee-paid",
      "submitted/pending",
    ]);
    const submitted = own.find((a) => a.status === "submitted" && a.paymentStatus === "pending")!;
    const docs = await db.select().from(documents).where(eq(documents.applicationId, submitted.id));
    expect(docs.map((d) => d.type).sort()).toEqual([
      "business_licence",
      "liability_insurance",
      "wildlife_permit",
    ]);

    // Issue 19: every application past draft (renewals included) has the three required documents.
    const everyApplication = await db
      .select({ id: applications.id, status: applications.status })
      .from(applications);
    const requiredUploads = await db
      .selectDistinct({ applicationId: documents.applicationId, type: documents.type })
      .from(documents);
    const past = everyApplication.filter((a) => a.status !== "draft");
    expect(past.length).toBeGreaterThan(10);
    for (const a of past) {
      expect(
        requiredUploads
          .filter((u) => u.applicationId === a.id)
          .map((u) => u.type)
          .sort(),
        `application ${a.id} (${a.status})`,
      ).toEqual(["business_licence", "liability_insurance", "wildlife_permit"]);
    }

    // Six certified businesses across states and provinces, one expired in its grace period,
    // one lapsed, one revoked: every accreditation state (decision 050).
    const certs = await db
      .select({ status: certificates.status, region: applications.businessAddress })
      .from(certificates)
      .innerJoin(applications, eq(applications.id, certificates.applicationId));
    const active = certs.filter((c) => c.status === "active");
    expect(active).toHaveLength(6);
    expect(new Set(active.map((c) => c.region.region)).size).toBe(6);
    expect(new Set(active.map((c) => c.region.country))).toEqual(
      new Set(["United States", "Canada", "Mexico"]),
    );
    expect(certs.filter((c) => c.status === "expired")).toHaveLength(2);
    const states = await db.select({ kind: accreditationKindSql() }).from(certificates);
    expect(states.map((s) => s.kind).sort()).toEqual(
      [
        "accredited",
        "accredited",
        // prairie, bayou and maritime, and sierra, whose renewal is in progress.
        "expiring-soon",
        "expiring-soon",
        "expiring-soon",
        "expiring-soon",
        "in-grace",
        "lapsed",
        "revoked",
      ].sort(),
    );
    expect(certs.filter((c) => c.status === "revoked")).toHaveLength(1);
    expect((await getCertificateByCode(db, DEMO_VERIFICATION_CODE))?.status).toBe("valid");

    // Issue 33: no account starts with dozens of unread notifications; the newest stay unread.
    const [unread] = await executeRows<{ most: number; total: number }>(
      db,
      sql`select coalesce(max(n), 0)::int as most, coalesce(sum(n), 0)::int as total
          from (select count(*) as n from notifications where not is_read group by user_id) u`,
    );
    expect(unread!.most).toBe(DEMO_UNREAD_KEPT);
    expect(unread!.total).toBeGreaterThan(DEMO_UNREAD_KEPT);

    // Renewals (issue 9): reminders at 7, 30 and 60 days and the expired notice in the ledger
    // and the mail log; one renewal in progress with the audit fee paid; one completed.
    const ledger = await db.select().from(certificateReminders);
    expect(ledger.map((r) => r.threshold).sort((a, b) => a - b)).toEqual([0, 7, 30, 60]);
    const reminderMails = await db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.template, ["certificate-expiring", "certificate-expired"]));
    expect(reminderMails).toHaveLength(4);
    const renewals = (await db.select().from(applications)).filter((a) => a.certificateId);
    expect(renewals.map((r) => `${r.status}/${r.paymentStatus}`).sort()).toEqual([
      "certified/membership-fee-paid",
      "submitted/audit-fee-paid",
    ]);

    // An application in the review panel with a completed audit, and a scheduled audit.
    const statuses = (await db.select({ s: applications.status }).from(applications)).map(
      (a) => a.s,
    );
    expect(statuses).toContain("review-panel");
    expect(statuses).toContain("inspection-scheduled");
    const audits = await db.select().from(inspections);
    // Desert Sun's audit is today in its time zone, under way for examiner@demo.test (issue 37).
    const today = audits.filter((a) => a.status === "in-progress");
    expect(today).toHaveLength(1);
    const zone = today[0]!.timeZone;
    expect(zone).toBe("America/Phoenix");
    expect(localDateTimeParts(today[0]!.scheduledDate, zone).date).toBe(
      localDateTimeParts(new Date(), zone).date,
    );
    expect(today[0]!.startedAt).not.toBeNull();
    // Each certified business's minor finding has its corrective action closed: answered by
    // the business, accepted by the examiner, both in the audit log.
    // Blue Ridge's, waiting for the panel, is open: approving asks for a reason to approve anyway.
    const actions = await db.select().from(correctiveActions);
    expect(actions.map((a) => `${a.standardNumber}/${a.severity}/${a.status}`).sort()).toEqual([
      ...Array(9).fill("8/minor/accepted"),
      "8/minor/open",
    ]);
    for (const a of actions.filter((x) => x.status === "accepted")) {
      expect(a.answeredAt!.getTime()).toBeLessThan(a.verifiedAt!.getTime());
      expect(a.verifiedAt!.getTime()).toBeLessThan(Date.now());
    }
    const completed = audits.filter((a) => a.status === "completed");
    expect(completed.length).toBe(10);
    // Consistent: every completed audit took place in the past and was completed after it
    // started; the one demo examiner is never booked twice within an audit's four hours.
    const now = Date.now();
    for (const audit of completed) {
      expect(audit.scheduledDate.getTime()).toBeLessThan(now);
      expect(audit.completedAt!.getTime()).toBeGreaterThan(audit.scheduledDate.getTime());
      // Carried out when its history says, not on the day the demo was seeded.
      expect(audit.startedAt!.getTime()).toBeLessThanOrEqual(audit.completedAt!.getTime());
    }
    const starts = audits
      .filter((a) => a.status !== "cancelled")
      .map((a) => a.scheduledDate.getTime())
      .sort((a, b) => a - b);
    for (let i = 1; i < starts.length; i++) {
      expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(4 * 3_600_000);
    }
    expect(audits.filter((a) => a.scheduledDate.getTime() > now)).toEqual([]);
    const findings = await db
      .select()
      .from(inspectionFindings)
      .where(eq(inspectionFindings.inspectionId, completed[0]!.id));
    expect(findings).toHaveLength(15);
    // Audits record the standards version they were made against.
    expect(completed.every((a) => a.standardsVersion === "1.0")).toBe(true);

    // Governance: an approved proposal raised standard 8 to 1.1, a rejected one, an open
    // ballot with some votes, one waiting; a pinned discussion and two FAQs.
    const proposals = await db.select().from(standardChanges);
    expect(proposals.map((p) => p.status).sort()).toEqual([
      "approved",
      "proposed",
      "rejected",
      "voting",
    ]);
    const [eight] = await db
      .select()
      .from(standardItems)
      .where(and(eq(standardItems.kind, "standard"), eq(standardItems.number, "8")));
    expect(eight!.version).toBe("1.1");
    const open = proposals.find((p) => p.status === "voting")!;
    const [ballot] = await db
      .select()
      .from(standardBallots)
      .where(eq(standardBallots.changeId, open.id));
    expect(ballot!.status).toBe("open");
    expect((await db.select().from(votes).where(eq(votes.changeId, open.id))).length).toBe(2);
    const discussions = await db.select().from(standardDiscussions);
    expect(discussions.filter((d) => d.isPinned)).toHaveLength(1);
    expect(discussions.filter((d) => d.isFaq && d.faqAnswer)).toHaveLength(2);
    expect(
      (await db.select().from(payments).where(eq(payments.status, "succeeded"))).length,
    ).toBeGreaterThanOrEqual(1 + 10 + 8);

    // The seed's shape, row by row (decision 072: the faster seed writes what the slower one did).
    expect(await seedShape()).toEqual(EXPECTED_SHAPE);

    expect(await seedDemoIfEmpty()).toBe(false);
  });
});

/**
 * Tables whose rows the seed does not decide: sessions, limits, the
 * scheduler's leases, and the gazetteer (its size follows the data packages).
 */
const UNDECIDED = new Set([
  "session",
  "rate_limits",
  "scheduled_jobs",
  "verification",
  "places",
  "place_data",
]);

/** Rows per table, and rows per status, kind, template and action where a table has them. */
async function seedShape(): Promise<Record<string, number>> {
  const db = getDb();
  const grouped: Record<string, string> = {
    applications: "status || '/' || payment_status",
    certificates: "status",
    inspections: "status",
    payments: "payment_type || '/' || status",
    email_outbox: "template",
    notifications: "type",
    audit_log: "entity_type || '/' || action",
    application_status_history: "coalesce(from_status, '-') || '>' || to_status",
    profiles: "role",
  };
  const shape: Record<string, number> = {};
  for (const name of await publicTables()) {
    if (UNDECIDED.has(name)) continue;
    const by = grouped[name];
    const rows = await executeRows<{ k: string | null; n: number }>(
      db,
      sql.raw(
        by
          ? `select ${by} as k, count(*)::int as n from "${name}" group by 1`
          : `select null as k, count(*)::int as n from "${name}"`,
      ),
    );
    for (const { k, n } of rows) if (n > 0) shape[k === null ? name : `${name}:${k}`] = n;
  }
  return shape;
}

/**
 * What the seed wrote before decision 072 (through the services, one account hash each),
 * with the application payment status's own audit rows since decision 085.
 */
const EXPECTED_SHAPE: Record<string, number> = {
  account: 17,
  "application_status_history:->draft": 14,
  "application_status_history:->submitted": 2,
  "application_status_history:approved>certified": 10,
  "application_status_history:certified>approved": 1,
  "application_status_history:draft>submitted": 13,
  "application_status_history:inspection-completed>review-panel": 10,
  // Each completed demo audit's minor non-conformity opens a corrective action (issue 37).
  "application_status_history:inspection-completed>inspection-completed": 10,
  "application_status_history:inspection-scheduled>inspection-completed": 10,
  "application_status_history:review-panel>approved": 9,
  "application_status_history:submitted>approved": 1,
  "application_status_history:submitted>inspection-scheduled": 11,
  "applications:approved/membership-fee-paid": 1,
  "applications:certified/membership-fee-paid": 9,
  "applications:draft/pending": 1,
  "applications:inspection-scheduled/audit-fee-paid": 1,
  "applications:review-panel/audit-fee-paid": 1,
  "applications:submitted/audit-fee-paid": 2,
  "applications:submitted/pending": 1,
  "audit_log:application/created": 14,
  "audit_log:application/payment_status_changed": 24,
  "audit_log:application/renewal_audit_waived": 1,
  "audit_log:application/renewal_created": 2,
  "audit_log:application/status_changed": 65,
  "audit_log:blog_post/blog_post_created": 5,
  // Each certified business's minor finding: its corrective action answered and accepted.
  "audit_log:corrective_action/corrective_action_accepted": 9,
  "audit_log:corrective_action/corrective_action_answered": 9,
  "audit_log:blog_post/blog_post_published": 3,
  "audit_log:blog_post/blog_post_scheduled": 1,
  "audit_log:certificate/certificate_expired": 2,
  "audit_log:certificate/certificate_generated": 9,
  "audit_log:certificate/certificate_renewed": 1,
  "audit_log:certificate/certificate_revoked": 1,
  "audit_log:corrective_action/corrective_action_created": 10,
  "audit_log:document/document_uploaded": 45,
  "audit_log:inspection/audit_completed": 10,
  "audit_log:inspection/audit_report_saved": 10,
  "audit_log:inspection/audit_scheduled": 11,
  // Desert Sun's audit, today, started (issue 37).
  "audit_log:inspection/audit_status_changed": 11,
  "audit_log:payment/offline_payment_recorded": 23,
  "audit_log:profile/created_by_cli": 17,
  // Valle Verde's owner works in Spanish (issue 36).
  "audit_log:profile/profile_locale_changed": 1,
  "audit_log:profile/user_invited": 1,
  "audit_log:standard_change/approved": 1,
  "audit_log:standard_change/ballot_closed": 2,
  "audit_log:standard_change/ballot_opened": 3,
  "audit_log:standard_change/passed": 1,
  "audit_log:standard_change/proposed": 4,
  "audit_log:standard_change/rejected": 1,
  "audit_log:standard_change/vote_cast": 8,
  "audit_log:standard_discussion/moderated": 3,
  blog_post_slugs: 5,
  blog_post_tags: 11,
  blog_posts: 5,
  blog_tags: 9,
  certificate_reminders: 4,
  certificate_sequences: 1,
  "certificates:active": 6,
  "certificates:expired": 2,
  "certificates:revoked": 1,
  // The built-in standards and the demo posts in French and Spanish (issue 36).
  content_translations: 178,
  corrective_actions: 10,
  credential_issuer_keys: 1,
  credential_status_lists: 2,
  credential_status_positions: 10,
  documents: 45,
  "email_outbox:application-status": 64,
  "email_outbox:audit-scheduled": 22,
  "email_outbox:certificate-expired": 1,
  "email_outbox:certificate-expiring": 3,
  "email_outbox:certificate-issued": 9,
  "email_outbox:certificate-renewed": 1,
  "email_outbox:certificate-revoked": 1,
  "email_outbox:corrective-action": 10,
  "email_outbox:invitation": 1,
  "email_outbox:payment-receipt": 23,
  "email_outbox:renewal-created": 2,
  "email_outbox:renewal-received": 1,
  "email_outbox:standard-changed": 7,
  inspection_findings: 150,
  "inspections:completed": 10,
  "inspections:in-progress": 1,
  "notifications:application_status": 67,
  "notifications:audit_fee_paid_admin_alert": 13,
  "notifications:certificate_expiring": 3,
  "notifications:certificate_issued": 10,
  "notifications:certificate_status_change": 2,
  "notifications:corrective_action": 10,
  "notifications:inspection_completed": 30,
  "notifications:inspection_scheduled": 22,
  "notifications:new_application_submitted": 30,
  "notifications:new_standard_proposal": 15,
  "notifications:payment_received": 33,
  "notifications:standard_changed": 7,
  "notifications:standard_proposal_status": 14,
  "notifications:standard_vote_required": 12,
  "payments:audit/succeeded": 13,
  "payments:membership/succeeded": 10,
  "profiles:administrator": 1,
  "profiles:applicant": 12,
  "profiles:committee": 3,
  "profiles:examiner": 2,
  service_areas: 16,
  standard_ballot_voters: 12,
  standard_ballots: 3,
  standard_categories: 3,
  standard_change_notices: 7,
  standard_changes: 4,
  standard_discussions: 4,
  standard_items: 20,
  standard_version_history: 82,
  standard_versions: 1,
  sub_standards: 61,
  user: 18,
  user_invitations: 1,
  votes: 8,
};
