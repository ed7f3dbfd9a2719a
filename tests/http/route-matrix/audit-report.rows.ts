import { getDb } from "~/lib/db.server";
import { inspectionFindings } from "~/db/schema";
import { makeApplication, makeAudit } from "./fixtures";
import { defineGroup, type Asker, type Expected, type MatrixUsers } from "./types";

/**
 * The audit report PDF (issue 37, policy `audit.downloadReport`): staff, the
 * audit's examiner, the business on its own completed audit; anyone else,
 * or an audit not completed yet, answers like a missing one.
 */
type F = { users: MatrixUsers; ownCompleted: string; othersCompleted: string; ownOpen: string };

const signedIn = (e: Partial<Record<Asker, Expected>>): Record<Asker, Expected> => ({
  anonymous: "login",
  applicant: "ok",
  examiner: "ok",
  committee: "ok",
  administrator: "ok",
  ...e,
});

async function completedAudit(applicantId: string, examinerId: string): Promise<string> {
  const application = await makeApplication(applicantId, {
    status: "under-review",
    paymentStatus: "audit-fee-paid",
  });
  const audit = await makeAudit(application, examinerId, { status: "completed", daysAhead: -3 });
  await getDb().insert(inspectionFindings).values({
    inspectionId: audit,
    standardNumber: "1",
    standardTitle: "Humane methods",
    standardItemVersion: "1.0",
    finding: "compliant",
  });
  return audit;
}

export default defineGroup<F>({
  name: "audit report",
  setup: async (users) => {
    const openApplication = await makeApplication(users.applicant.userId, {
      status: "inspection-scheduled",
      paymentStatus: "audit-fee-paid",
    });
    return {
      users,
      // The matrix's examiner audits the applicant's business; another business's audit is
      // carried out by someone else (outside both their scopes).
      ownCompleted: await completedAudit(users.applicant.userId, users.examiner.userId),
      othersCompleted: await completedAudit(
        users.otherApplicant.userId,
        users.administrator.userId,
      ),
      ownOpen: await makeAudit(openApplication, users.examiner.userId, { daysAhead: 40 }),
    };
  },
  rows: [
    {
      route: "/dashboard/audits/:id/report.pdf",
      method: "GET",
      note: "the business's own completed audit, examined by the examiner",
      path: (f) => `/dashboard/audits/${f.ownCompleted}/report.pdf`,
      expect: signedIn({}),
    },
    {
      route: "/dashboard/audits/:id/report.pdf",
      method: "GET",
      note: "another business's completed audit, another examiner",
      path: (f) => `/dashboard/audits/${f.othersCompleted}/report.pdf`,
      expect: signedIn({ applicant: "not-found", examiner: "not-found" }),
    },
    {
      route: "/dashboard/audits/:id/report.pdf",
      method: "GET",
      note: "an audit not completed yet: no report",
      path: (f) => `/dashboard/audits/${f.ownOpen}/report.pdf`,
      expect: signedIn({
        applicant: "not-found",
        examiner: "not-found",
        committee: "not-found",
        administrator: "not-found",
      }),
    },
    {
      route: "/dashboard/audits/:id/report.pdf",
      method: "GET",
      note: "in another language on request (?lang=fr)",
      path: (f) => `/dashboard/audits/${f.ownCompleted}/report.pdf?lang=fr`,
      expect: signedIn({}),
    },
  ],
});
