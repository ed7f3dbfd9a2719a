import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  applications,
  applicationStatusHistory,
  certificates,
  documents,
  emailOutbox,
  correctiveActions,
  inspectionFindings,
  inspections,
  payments,
  scheduledJobRunStatuses,
  scheduledJobs,
  standardBallots,
  standardChanges,
} from "~/db/schema";
import { executeRows, getDb } from "~/lib/db.server";
import { pgError } from "~/lib/pg-error";
import {
  applicationMachine,
  applicationPaymentMachine,
  applicationStatuses,
} from "~/modules/applications/application-status";
import { auditMachine, findingValues, recommendationValues } from "~/modules/audits/audit-rules";
import { certificateMachine } from "~/modules/certificates/certificate-rules";
import { documentTypes } from "~/modules/documents/document-rules";
import { outboxStatuses } from "~/domain/outbox-policy";
import { paymentTypes } from "~/modules/payments/fees";
import { paymentMachine, paymentMethods, paymentProviders } from "~/domain/payment-status";
import { ballotMachine, proposalMachine } from "~/domain/proposal-status";
import { userAccountMachine } from "~/domain/user-status";
import { correctiveActionMachine } from "~/domain/corrective-action-status";
import { createTestUser } from "../../tests/helpers/users";

/** Every status-like column with a fixed set of values, and the table (or list) it must match. */
const constrained = [
  { table: "applications", column: "status", values: applicationMachine.statuses },
  { table: "applications", column: "payment_status", values: applicationPaymentMachine.statuses },
  { table: "application_status_history", column: "from_status", values: applicationStatuses },
  { table: "application_status_history", column: "to_status", values: applicationStatuses },
  { table: "inspections", column: "status", values: auditMachine.statuses },
  { table: "inspections", column: "recommendation", values: recommendationValues },
  { table: "inspection_findings", column: "finding", values: findingValues },
  { table: "certificates", column: "status", values: certificateMachine.statuses },
  { table: "payments", column: "status", values: paymentMachine.statuses },
  { table: "payments", column: "payment_type", values: paymentTypes },
  { table: "payments", column: "payment_method", values: paymentMethods },
  { table: "payments", column: "provider", values: paymentProviders },
  { table: "documents", column: "type", values: documentTypes },
  { table: "email_outbox", column: "status", values: outboxStatuses },
  { table: "scheduled_jobs", column: "last_status", values: scheduledJobRunStatuses },
  { table: "standard_changes", column: "status", values: proposalMachine.statuses },
  { table: "standard_ballots", column: "status", values: ballotMachine.statuses },
  { table: "profiles", column: "status", values: userAccountMachine.statuses },
  { table: "corrective_actions", column: "status", values: correctiveActionMachine.statuses },
] as const;

type CheckRow = { table: string; name: string; definition: string };

async function checkConstraints(): Promise<CheckRow[]> {
  return executeRows<CheckRow>(
    getDb(),
    sql`select c.conrelid::regclass::text as "table", c.conname as "name",
               pg_get_constraintdef(c.oid) as "definition"
        from pg_constraint c
        where c.contype = 'c' and c.connamespace = 'public'::regnamespace`,
  );
}

/** The quoted values of a CHECK definition, whatever form PostgreSQL prints it in. */
function valuesOf(definition: string): string[] {
  return [...definition.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replaceAll("''", "'"));
}

describe("CHECK constraints match the state tables", () => {
  it("each status column has a constraint listing exactly its table's values", async () => {
    const checks = await checkConstraints();
    for (const { table, column, values } of constrained) {
      const name = `${table}_${column}_check`;
      const found = checks.find((c) => c.table === table && c.name === name);
      expect(found, `${name} is missing`).toBeDefined();
      expect(found!.definition).toContain(column);
      expect(valuesOf(found!.definition).sort(), name).toEqual([...values].sort());
    }
  });

  it("every column named like a status has a CHECK constraint (new tables included)", async () => {
    const columns = await executeRows<{ table: string; column: string }>(
      getDb(),
      sql`select table_name as "table", column_name as "column"
          from information_schema.columns
          where table_schema = 'public' and column_name ~ '(^|_)status$'`,
    );
    const checks = await checkConstraints();
    const unchecked = columns.filter(
      (c) =>
        !checks.some(
          (k) => k.table === c.table && new RegExp(`\\b${c.column}\\b`).test(k.definition),
        ),
    );
    expect(unchecked).toEqual([]);
  });

  it("the database refuses a value outside the table (and keeps the row as it was)", async () => {
    const db = getDb();
    const owner = await createTestUser("applicant");
    const tag = crypto.randomBytes(3).toString("hex");
    const [app] = await db
      .insert(applications)
      .values({
        applicantId: owner.userId,
        businessName: `Checked ${tag}`,
        businessAddress: {
          street: "1 Main St",
          city: "Reno",
          region: "Nevada",
          postalCode: "89501",
          country: "United States",
        },
        contactName: "Check",
        contactEmail: `check-${tag}@example.test`,
        contactPhone: "+1 775 555 0100",
      })
      .returning();
    const appId = app!.id;
    const [history] = await db
      .insert(applicationStatusHistory)
      .values({ applicationId: appId, fromStatus: null, toStatus: "draft", actorId: owner.userId })
      .returning();
    const [audit] = await db
      .insert(inspections)
      .values({ applicationId: appId, examinerId: owner.userId, scheduledDate: new Date() })
      .returning();
    const [finding] = await db
      .insert(inspectionFindings)
      .values({
        inspectionId: audit!.id,
        standardNumber: "1",
        standardTitle: "Animal welfare policy",
        finding: "compliant",
      })
      .returning();
    const [action] = await db
      .insert(correctiveActions)
      .values({
        inspectionId: audit!.id,
        applicationId: appId,
        standardNumber: "1",
        standardTitle: "Animal welfare policy",
        severity: "minor",
        dueOn: "2026-12-31",
      })
      .returning();
    // A corrective action's row keeps the shape of its status (decision 087).
    for (const shape of [
      sql`status = 'answered'`,
      sql`status = 'returned', root_cause = 'x', changes_made = 'y', answered_at = now()`,
      sql`status = 'accepted', root_cause = 'x', changes_made = 'y', answered_at = now()`,
      sql`severity = 'critical'`,
      // Texts within their length (decision 087: 4 000 characters for an answer).
      sql`status = 'answered', root_cause = ${"x".repeat(4001)}, changes_made = 'y', answered_at = now()`,
    ]) {
      const refused = await db
        .execute(sql`update corrective_actions set ${shape} where id = ${action!.id}`)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(pgError(refused)?.code, String(shape.queryChunks.length)).toBe("23514");
    }
    const [certificate] = await db
      .insert(certificates)
      .values({
        applicationId: appId,
        businessId: owner.userId,
        certificateNumber: `1998-${tag}`,
        issueDate: new Date(),
        accreditedSince: new Date(0),
        expiryDate: new Date(),
        verificationCode: `code-${tag}`,
        verificationUrl: `http://localhost/verify/code-${tag}`,
      })
      .returning();
    const [payment] = await db
      .insert(payments)
      .values({ applicationId: appId, amount: 100, paymentType: "audit", provider: "offline" })
      .returning();
    const [document] = await db
      .insert(documents)
      .values({
        applicationId: appId,
        name: "licence.pdf",
        type: "other",
        fileUrl: `${appId}/${tag}.pdf`,
        mimeType: "application/pdf",
        size: 10,
      })
      .returning();
    const [mail] = await db
      .insert(emailOutbox)
      .values({ template: "welcome", to: "x@example.test", subject: "s", html: "h", text: "t" })
      .returning();
    await db
      .insert(scheduledJobs)
      .values({ name: `check-${tag}`, nextRunAt: new Date() })
      .returning();
    const [proposal] = await db
      .insert(standardChanges)
      .values({
        sectionNumber: "1",
        sectionTitle: "Animal welfare policy",
        baseVersion: "1.0",
        currentContent: "Current text",
        proposedContent: "Proposed text",
        discussionNotes: "Why",
        proposedBy: owner.userId,
      })
      .returning();
    const [ballot] = await db
      .insert(standardBallots)
      .values({
        changeId: proposal!.id,
        openedAt: new Date(),
        closesAt: new Date(),
        quorumPercent: 50,
        approvalNumerator: 1,
        approvalDenominator: 2,
        eligibleCount: 1,
      })
      .returning();
    const ids: Record<string, string> = {
      applications: appId,
      application_status_history: history!.id,
      inspections: audit!.id,
      inspection_findings: finding!.id,
      certificates: certificate!.id,
      payments: payment!.id,
      documents: document!.id,
      email_outbox: mail!.id,
      scheduled_jobs: `check-${tag}`,
      standard_changes: proposal!.id,
      standard_ballots: ballot!.id,
      profiles: owner.userId,
      corrective_actions: action!.id,
    };
    for (const { table, column } of constrained) {
      const key = table === "scheduled_jobs" ? "name" : "id";
      const attempt = db.execute(
        sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = 'not-in-the-table'
            where ${sql.identifier(key)} = ${ids[table]}`,
      );
      const error = await attempt.then(
        () => null,
        (e: unknown) => e,
      );
      expect(pgError(error), `${table}.${column}`).toEqual({
        code: "23514",
        constraint: `${table}_${column}_check`,
      });
    }
    const [still] = await executeRows<{ status: string }>(
      db,
      sql`select status from applications where id = ${appId}`,
    );
    expect(still!.status).toBe("draft");
    const kept = await executeRows<{ status: string }>(
      db,
      sql`select status from standard_changes where id = ${proposal!.id}
          union all select status from standard_ballots where id = ${ballot!.id}
          union all select status from profiles where id = ${owner.userId}`,
    );
    expect(kept.map((r) => r.status).sort()).toEqual(["active", "open", "proposed"]);
  });
});

describe("indexes on foreign keys", () => {
  it("every foreign-key column is the leading column of some index", async () => {
    const missing = await executeRows<{ table: string; column: string; constraint: string }>(
      getDb(),
      sql`select c.conrelid::regclass::text as "table", a.attname as "column", c.conname as "constraint"
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f'
            and c.connamespace = 'public'::regnamespace
            and not exists (
              select 1 from pg_index i
              where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
            )
          order by 1, 2`,
    );
    expect(missing).toEqual([]);
  });
});
