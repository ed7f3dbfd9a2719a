/**
 * Decision 084: every form intent has a real schema at its route, so a bad
 * field is answered at the field (422, the services' own messages) before
 * any service runs, and nothing changes. These intents used to pass
 * placeholders (`z.string().default("")`) and leave every check to the
 * service, which names only its first problem: the route names each field.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { auditMessages } from "~/modules/audits";
import { certificateMessages } from "~/modules/certificates";
import { documentMessages, DELETE_REASON_MAX } from "~/modules/documents";
import { paymentMessages } from "~/modules/payments";
import { reviewMessages } from "~/modules/review";
import { databaseDigest } from "../helpers/database-digest";
import { appRequest, dataAnswer } from "../helpers/http";
import { createTestUser, type TestUser } from "../helpers/users";
import { makeApplication, makeAudit, makeDocument } from "./route-matrix/fixtures";

type Failure = {
  ok: false;
  intent: string;
  message: string;
  fieldErrors: Record<string, string>;
};

let applicant: TestUser;
let examiner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [applicant, examiner, admin] = await Promise.all([
    createTestUser("applicant"),
    createTestUser("examiner"),
    createTestUser("administrator"),
  ]);
});

/** Posts `form` and expects a 422 with messages at the fields and no change in the database. */
async function refusedAtFields(path: string, user: TestUser, form: Record<string, string>) {
  const before = await databaseDigest();
  const answer = await dataAnswer(path, { cookie: user.cookie, form });
  expect(answer.init.status).toBe(422);
  expect(await databaseDigest(), "a refused form changed nothing").toEqual(before);
  return answer.data as Failure;
}

describe("a bad field is answered at the field before any service runs (decision 084)", () => {
  it("schedule an audit: every bad field is named, not only the first", async () => {
    const id = await makeApplication(applicant.userId, {
      status: "under-review",
      paymentStatus: "audit-fee-paid",
    });
    const failure = await refusedAtFields("/dashboard/audits", admin, {
      intent: "schedule-audit",
      applicationId: id,
      examinerId: examiner.userId,
      date: "next week",
      time: "25:00",
    });
    expect(failure.fieldErrors).toEqual({
      date: auditMessages.invalidDate,
      time: auditMessages.invalidTime,
    });
    expect(failure.message).toBe(auditMessages.invalidDate);
  });

  it("schedule an audit from the application page: the same rules", async () => {
    const id = await makeApplication(applicant.userId, {
      status: "under-review",
      paymentStatus: "audit-fee-paid",
    });
    const failure = await refusedAtFields(`/dashboard/applications/${id}`, admin, {
      intent: "schedule-audit",
      examinerId: "",
      date: "2099-01-01",
      time: "10:00",
    });
    expect(failure.fieldErrors).toEqual({ examinerId: auditMessages.chooseExaminer });
  });

  it("a status change to an unknown status", async () => {
    const id = await makeApplication(applicant.userId, { status: "submitted" });
    const failure = await refusedAtFields(`/dashboard/applications/${id}`, admin, {
      intent: "status",
      status: "accredited-forever",
      feedback: "",
    });
    expect(Object.keys(failure.fieldErrors)).toEqual(["status"]);
  });

  it("a review decision: an unknown decision, and approve without a reason", async () => {
    const id = await makeApplication(applicant.userId, { status: "inspection-completed" });
    const unknown = await refusedAtFields("/dashboard/review", admin, {
      applicationId: id,
      decision: "maybe",
      feedback: "",
    });
    expect(unknown.fieldErrors).toEqual({ decision: reviewMessages.unknownDecision });
    const noReason = await refusedAtFields("/dashboard/review", admin, {
      applicationId: id,
      decision: "approved",
      feedback: "   ",
      confirm: "yes",
    });
    expect(noReason.fieldErrors).toEqual({ feedback: reviewMessages.reasonRequired.approved });
  });

  it("an offline payment: the method and the reference, the reference's text for the form", async () => {
    const id = await makeApplication(applicant.userId, { status: "submitted" });
    const failure = await refusedAtFields("/dashboard/payments/offline", admin, {
      applicationId: id,
      paymentType: "audit",
      method: "gold bars",
      reference: "",
    });
    expect(failure.fieldErrors).toEqual({
      method: "Choose cheque or bank transfer",
      reference: paymentMessages.referenceRequired,
    });
    expect(failure.message).toBe(paymentMessages.referenceRequired);
  });

  it("a test-mode card: the card number and the security code", async () => {
    const id = await makeApplication(applicant.userId, { status: "submitted" });
    const failure = await refusedAtFields(`/dashboard/applications/${id}/payment`, applicant, {
      intent: "pay-test",
      paymentType: "audit",
      cardNumber: "1234",
      expiry: "12/40",
      cvc: "x",
    });
    expect(failure.fieldErrors).toEqual({
      cardNumber: paymentMessages.invalidCardNumber,
      cvc: paymentMessages.invalidCvc,
    });
  });

  it("revoking a certificate without a reason", async () => {
    // The reason is checked before the certificate is looked up: none needs to exist.
    const failure = await refusedAtFields(
      "/dashboard/certificates/view/00000000-0000-4000-8000-000000000000",
      admin,
      { intent: "revoke", reason: "  " },
    );
    expect(failure.fieldErrors).toEqual({ reason: certificateMessages.reasonRequired });
  });

  it("deleting a document with a reason too long: the confirmation opens again, nothing deleted", async () => {
    const app = await makeApplication(applicant.userId, { status: "submitted" });
    await makeAudit(app, examiner.userId);
    const id = await makeDocument(app, applicant, "applicant");
    const before = await databaseDigest();
    const response = await appRequest(`/dashboard/documents/${id}/delete`, {
      cookie: admin.cookie,
      form: { redirectTo: "/dashboard/documents", reason: "x".repeat(DELETE_REASON_MAX + 1) },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(
      new RegExp(`confirmDelete=${id}&documents=reason_too_long#documents$`),
    );
    expect(await databaseDigest()).toEqual(before);
    expect(documentMessages.reasonTooLong).toContain(String(DELETE_REASON_MAX));
  });
});
