/**
 * Application screens over HTTP (moved from the former route-level
 * integration tests): create, list, approved list, detail, edit, status
 * changes and the SPEC §8 failure texts.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applications } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { createApplication } from "~/modules/applications/create-application.server";
import { serviceOptions } from "~/modules/applications/application-schema";
import type { ApplicationStatus } from "~/modules/applications/application-status";
import { APPLICATIONS_PAGE_SIZE } from "~/modules/applications/list-applications.server";
import type { loader as approvedLoader } from "~/routes/dashboard/applications/approved";
import type { loader as detailLoader } from "~/routes/dashboard/applications/detail";
import type { loader as listLoader } from "~/routes/dashboard/applications/list";
import type { loader as newLoader } from "~/routes/dashboard/applications/new";
import type { loader as editLoader } from "~/routes/dashboard/applications/edit";
import { addRequiredDocuments, createSubmittedApplication } from "../helpers/applications";
import { databaseDigest } from "../helpers/database-digest";
import { appRequest, dataAnswer, routeData } from "../helpers/http";
import { createTestUser, type TestUser } from "../helpers/users";
import { certifyApplication } from "../helpers/certified-application";

type Thrown = { init?: { status?: number } | null; data?: { title?: string; message?: string } };

const completeForm: Record<string, string> = {
  businessName: "Route Test Wildlife",
  street: "1 Oak Avenue",
  city: "Toronto",
  region: "Ontario",
  postalCode: "M5V 3L9",
  country: "Canada",
  contactName: "Robin Route",
  contactEmail: "robin@example.test",
  contactPhone: "416 555 0199",
  serviceArea: "Greater Toronto Area",
};

/** A form post with repeated servicesOffered checkboxes, as the browser sends it. */
function postOptions(cookie: string, fields: Record<string, string>, services: string[]) {
  const body = new URLSearchParams(fields);
  for (const s of services) body.append("servicesOffered", s);
  return {
    method: "POST",
    cookie,
    body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  };
}

const viewer = (user: TestUser, activeRole: "applicant" | "administrator") => ({
  user: { id: user.userId },
  activeRole,
});

let applicant: TestUser;
let other: TestUser;
let committee: TestUser;
let examiner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  applicant = await createTestUser("applicant");
  other = await createTestUser("applicant");
  committee = await createTestUser("committee", { name: "Casey Committee" });
  examiner = await createTestUser("examiner");
  admin = await createTestUser("administrator");
});

describe("/dashboard/applications/new", () => {
  it("committee and examiner see and get the SPEC §5 refusal; nothing is created", async () => {
    for (const [user, role] of [
      [committee, "committee"],
      [examiner, "examiner"],
    ] as const) {
      const page = (await routeData("/dashboard/applications/new", { cookie: user.cookie }))
        .data as Awaited<ReturnType<typeof newLoader>>;
      expect(page.refusal).toBe(`Your current role (${role}) cannot create applications.`);
      const result = (await dataAnswer(
        "/dashboard/applications/new",
        postOptions(user.cookie, { ...completeForm, intent: "draft" }, []),
      )) as unknown as Thrown & { data: { message: string } };
      expect(result.init?.status).toBe(403);
      expect(result.data.message).toBe(`Your current role (${role}) cannot create applications.`);
    }
    const rows = await getDb()
      .select()
      .from(applications)
      .where(eq(applications.businessName, completeForm.businessName!));
    expect(rows).toEqual([]);
  });

  it("prefills the contact from the profile; keeps the values and shows field messages on a bad submit", async () => {
    const page = (await routeData("/dashboard/applications/new", { cookie: applicant.cookie }))
      .data as Awaited<ReturnType<typeof newLoader>>;
    expect(page.refusal).toBeNull();
    expect(page.values).toMatchObject({
      contactName: "Test applicant",
      contactEmail: applicant.email,
    });

    const bad = (await dataAnswer(
      "/dashboard/applications/new",
      postOptions(
        applicant.cookie,
        { ...completeForm, postalCode: "12345", contactPhone: "12", intent: "submit" },
        [serviceOptions[1]],
      ),
    )) as unknown as Thrown & {
      data: {
        fieldErrors: Record<string, string>;
        values: Record<string, unknown>;
        message: string;
      };
    };
    expect(bad.init?.status).toBe(422);
    expect(bad.data.message).toBe(
      "Complete the highlighted fields before submitting your application.",
    );
    expect(bad.data.fieldErrors).toEqual({
      postalCode: "Enter a Canadian postal code like A1A 1A1",
      contactPhone: "Enter a phone number of 10 to 15 digits, e.g. (555) 123-4567",
    });
    expect(bad.data.values).toMatchObject({
      businessName: "Route Test Wildlife",
      postalCode: "12345",
      servicesOffered: [serviceOptions[1]],
    });
  });

  it("Save draft creates a draft and redirects to it; a replayed Submit is refused: a new application has no documents", async () => {
    const draft = await appRequest(
      "/dashboard/applications/new",
      postOptions(applicant.cookie, { businessName: "Draft Only Co", intent: "draft" }, []),
    );
    expect(draft.status).toBe(302);
    expect(draft.headers.get("location")).toMatch(
      /^\/dashboard\/applications\/[0-9a-f-]{36}\?notice=saved$/,
    );

    const before = await databaseDigest();
    const submitted = (await dataAnswer(
      "/dashboard/applications/new",
      postOptions(applicant.cookie, { ...completeForm, intent: "submit" }, [serviceOptions[0]]),
    )) as unknown as Thrown & { data: { message: string; fieldErrors: Record<string, string> } };
    expect(submitted.init?.status).toBe(422);
    expect(submitted.data.message).toBe(
      "Upload your Business licence, Liability insurance and Wildlife permit before submitting.",
    );
    expect(submitted.data.fieldErrors.documents).toBe(submitted.data.message);
    expect(await databaseDigest()).toEqual(before);
  });
});

describe("/dashboard/applications list", () => {
  it("applicants see only their own (My Applications); staff see all with status filter, search and pages", async () => {
    const db = getDb();
    const mine = await createApplication(db, viewer(other, "applicant"), {
      businessName: "Zeta Humane Removal",
    });
    const base = Date.now() - 3_600_000;
    // 23 more applications of the first applicant, with distinct creation times.
    for (let i = 0; i < 23; i++) {
      await db.insert(applications).values({
        applicantId: applicant.userId,
        status: (i % 3 === 0 ? "under-review" : "draft") satisfies ApplicationStatus,
        businessName: `Bulk ${String(i).padStart(2, "0")} 100%_Wildlife`,
        businessAddress: {
          street: "",
          city: "Austin",
          region: "Texas",
          postalCode: "",
          country: "United States",
        },
        contactName: "",
        contactEmail: "",
        contactPhone: "",
        createdAt: new Date(base + i * 1000),
      });
    }
    const load = async (path: string, cookie: string) =>
      (await routeData(path, { cookie })).data as Exclude<
        Awaited<ReturnType<typeof listLoader>>,
        undefined
      >;

    const own = await load("/dashboard/applications", other.cookie);
    expect(own.title).toBe("My Applications");
    expect(own.rows.map((r) => r.id)).toEqual([mine.id]);
    expect(own.canCreate).toBe(true);

    const staff = await load("/dashboard/applications", committee.cookie);
    expect(staff.title).toBe("Applications");
    expect(staff.canCreate).toBe(false);
    expect(staff.total).toBeGreaterThanOrEqual(24);
    expect(staff.rows).toHaveLength(APPLICATIONS_PAGE_SIZE);
    // Newest first.
    const created = staff.rows.map((r) => r.createdAt);
    expect([...created].sort().reverse()).toEqual(created);

    const search = await load("/dashboard/applications?q=bulk%2001", committee.cookie);
    expect(search.rows.map((r) => r.businessName)).toEqual(["Bulk 01 100%_Wildlife"]);
    // LIKE wildcards are searched literally.
    const literal = await load("/dashboard/applications?q=100%25_w", committee.cookie);
    expect(literal.total).toBe(23);
    const none = await load("/dashboard/applications?q=%25%25x", committee.cookie);
    expect(none.total).toBe(0);

    const filtered = await load(
      "/dashboard/applications?status=under-review&q=Bulk",
      committee.cookie,
    );
    expect(filtered.total).toBe(8);
    expect(filtered.rows.every((r) => r.status === "under-review")).toBe(true);

    const page2 = await load("/dashboard/applications?q=Bulk&page=2", committee.cookie);
    expect(page2).toMatchObject({ total: 23, page: 2, pageCount: 2 });
    expect(page2.rows.map((r) => r.businessName)).toEqual([
      "Bulk 02 100%_Wildlife",
      "Bulk 01 100%_Wildlife",
      "Bulk 00 100%_Wildlife",
    ]);
    // Out-of-range and malformed query values fall back safely.
    const clamped = await load(
      "/dashboard/applications?q=Bulk&page=99&status=nope",
      committee.cookie,
    );
    expect(clamped).toMatchObject({ page: 2, filters: { status: "" } });

    // Examiners see only applications with an audit assigned to them: none here.
    const examinerView = await load("/dashboard/applications", examiner.cookie);
    expect(examinerView.total).toBe(0);
  });

  it("the approved list is for staff only", async () => {
    const refused = (await dataAnswer("/dashboard/applications/approved", {
      cookie: applicant.cookie,
    })) as unknown as Thrown;
    expect(refused.init?.status).toBe(403);
    expect(refused.data?.title).toBe("Access Denied");
    const db = getDb();
    const approved = await createApplication(db, viewer(applicant, "applicant"), {
      businessName: "Approved Co",
    });
    await db
      .update(applications)
      .set({ status: "approved" })
      .where(eq(applications.id, approved.id));
    const certified = await createApplication(db, viewer(applicant, "applicant"), {
      businessName: "Certified Co",
    });
    await certifyApplication(certified.id);
    const list = ((await routeData("/dashboard/applications/approved", { cookie: admin.cookie }))
      .data as Awaited<ReturnType<typeof approvedLoader>>)!;
    expect(list.rows.map((r) => r.businessName).sort()).toEqual(["Approved Co", "Certified Co"]);
    expect(list.rows.every((r) => r.status === "approved" || r.status === "certified")).toBe(true);
  });
});

describe("/dashboard/applications/:id", () => {
  it("an applicant opening another's application, a missing id or a malformed id gets 404", async () => {
    const theirs = await createApplication(getDb(), viewer(other, "applicant"), {
      businessName: "Private Co",
    });
    for (const id of [theirs.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      // The detail and edit pages answer alike.
      for (const page of [`/dashboard/applications/${id}`, `/dashboard/applications/${id}/edit`]) {
        const thrown = (await dataAnswer(page, { cookie: applicant.cookie })) as unknown as Thrown;
        expect(thrown.init?.status).toBe(404);
        expect(thrown.data).toEqual({ title: "Not found", message: "Application not found" });
      }
    }
    // Posting to it answers the same.
    const posted = (await dataAnswer(`/dashboard/applications/${theirs.id}`, {
      cookie: applicant.cookie,
      form: { intent: "submit" },
    })) as unknown as Thrown;
    expect(posted.init?.status).toBe(404);
  });

  it("shows the owner the details, timeline and next step; staff get the allowed target statuses", async () => {
    const db = getDb();
    const app = await createApplication(db, viewer(applicant, "applicant"), {
      businessName: "Detail Co",
    });
    const path = `/dashboard/applications/${app.id}`;
    const own = ((await routeData(`${path}?notice=saved`, { cookie: applicant.cookie }))
      .data as Awaited<ReturnType<typeof detailLoader>>)!;
    expect(own.application).toMatchObject({ businessName: "Detail Co", status: "draft" });
    expect(own.timeline).toEqual([expect.objectContaining({ from: null, to: "draft" })]);
    expect(own).toMatchObject({
      canEdit: true,
      canSubmit: true,
      targets: [],
      notice: "Your application is saved.",
      nextStep: { title: "Complete your draft" },
      documents: [],
      canUploadDocuments: true,
      payments: { applicationId: app.id, payments: [], payable: null, canPay: true },
    });

    // Submitting an incomplete draft from the page gives the fields to complete.
    const incomplete = (await dataAnswer(path, {
      cookie: applicant.cookie,
      form: { intent: "submit" },
    })) as unknown as Thrown & { data: { ok: boolean; fieldErrors: Record<string, string> } };
    expect(incomplete.init?.status).toBe(422);
    expect(incomplete.data.fieldErrors.street).toBe("Enter the street address");

    await db.update(applications).set({ status: "submitted" }).where(eq(applications.id, app.id));
    const staff = ((await routeData(path, { cookie: committee.cookie })).data as Awaited<
      ReturnType<typeof detailLoader>
    >)!;
    expect(staff).toMatchObject({
      canEdit: true,
      canSubmit: false,
      nextStep: null,
      targets: ["under-review", "payment-pending", "rejected"],
    });
    const applicantAfter = ((await routeData(path, { cookie: applicant.cookie })).data as Awaited<
      ReturnType<typeof detailLoader>
    >)!;
    expect(applicantAfter).toMatchObject({
      canEdit: false,
      nextStep: { title: "Pay the audit fee" },
      payments: { payable: { type: "audit", amount: 75000 }, canPay: true },
    });
    expect(staff.payments).toMatchObject({ canPay: false, canRecordOffline: true });

    // Approved, membership fee not paid: Certified is not offered (it could only be refused:
    // the certificate is generated, by staff or by the membership payment, and certifies it).
    await db
      .update(applications)
      .set({ status: "approved", paymentStatus: "audit-fee-paid" })
      .where(eq(applications.id, app.id));
    const approved = ((await routeData(path, { cookie: committee.cookie })).data as Awaited<
      ReturnType<typeof detailLoader>
    >)!;
    expect(approved.targets.length).toBeGreaterThan(0);
    expect(approved.targets).not.toContain("certified");

    // The applicant's edit form answers with the SPEC §8 refusal.
    const edit = (await dataAnswer(
      `${path}/edit`,
      postOptions(applicant.cookie, { ...completeForm, intent: "draft" }, [serviceOptions[0]]),
    )) as unknown as Thrown & { data: { message: string } };
    expect(edit.init?.status).toBe(403);
    expect(edit.data.message).toBe("You do not have permission to update this application");
  });

  it("staff change the status with feedback; rejection asks for confirmation; the applicant is refused", async () => {
    const db = getDb();
    const app = await createSubmittedApplication(db, viewer(applicant, "applicant"), {
      ...Object.fromEntries(Object.entries(completeForm)),
      servicesOffered: [serviceOptions[0]],
    });
    const path = `/dashboard/applications/${app.id}`;
    // The action's answer as the route gave it: plain data when it succeeds,
    // { data, init } for data(…, { status }) and thrown refusals.
    const post = async (cookie: string, form: Record<string, string>) => {
      const answer = await dataAnswer(path, { cookie, form });
      return (answer.init.status === 200 ? answer.data : answer) as Thrown & {
        ok?: boolean;
        message?: string;
        confirmReject?: boolean;
        data?: { message?: string };
      };
    };

    const byApplicant = await post(applicant.cookie, { intent: "status", status: "under-review" });
    expect(byApplicant.init?.status).toBe(403);
    expect(byApplicant.data?.message).toBe(
      "You do not have permission to update application status",
    );

    const moved = await post(committee.cookie, {
      intent: "status",
      status: "under-review",
      feedback: "Looks complete.",
    });
    // A success is answered through the form helper (decision 049): tagged with its intent.
    expect(moved).toEqual({
      ok: true,
      intent: "status",
      message: "Status changed to Under review. The applicant has been notified.",
    });

    const ask = await post(committee.cookie, {
      intent: "status",
      status: "rejected",
      feedback: "No permit.",
    });
    expect(ask).toEqual({ ok: false, confirmReject: true, feedback: "No permit." });
    let [row] = await db.select().from(applications).where(eq(applications.id, app.id));
    expect(row!.status).toBe("under-review");

    const confirmed = await post(committee.cookie, {
      intent: "status",
      status: "rejected",
      feedback: "No permit.",
      confirmReject: "yes",
    });
    expect(confirmed).toMatchObject({ ok: true });
    [row] = await db.select().from(applications).where(eq(applications.id, app.id));
    expect(row).toMatchObject({ status: "rejected", reviewFeedback: "No permit." });

    const page = ((await routeData(path, { cookie: applicant.cookie })).data as Awaited<
      ReturnType<typeof detailLoader>
    >)!;
    expect(page.timeline.map((t) => [t.to, t.actorName, t.note])).toEqual([
      ["draft", "Test applicant", null],
      ["submitted", "Test applicant", null],
      ["under-review", "Casey Committee", "Looks complete."],
      ["rejected", "Casey Committee", "No permit."],
    ]);
    expect(page).toMatchObject({
      canEdit: true,
      canSubmit: true,
      nextStep: { title: "Update and resubmit" },
    });
  });
});

describe("submitting needs the required documents (issue 19)", () => {
  type Failure = Thrown & {
    data: { ok: false; message: string; fieldErrors: Record<string, string> };
  };
  type Detail = Awaited<ReturnType<typeof detailLoader>>;

  it("a replayed submit post is refused with the missing documents and changes nothing; the page shows the checklist; once uploaded it submits", async () => {
    const db = getDb();
    const app = await createApplication(db, viewer(applicant, "applicant"), {
      ...completeForm,
      businessName: "Replay Wildlife",
      servicesOffered: [serviceOptions[0]],
    });
    const path = `/dashboard/applications/${app.id}`;
    const page = (await routeData(path, { cookie: applicant.cookie })).data as Detail;
    expect(page.canSubmit).toBe(true);
    expect(page.submitNeedsReason).toBe(false);
    expect(page.nextStep?.checklist?.map((c) => [c.label, c.uploaded])).toEqual([
      ["Business licence", false],
      ["Liability insurance", false],
      ["Wildlife permit", false],
    ]);
    const edit = (await routeData(`${path}/edit`, { cookie: applicant.cookie })).data as Awaited<
      ReturnType<typeof editLoader>
    >;
    expect(edit).toMatchObject({
      canSubmit: false,
      missingDocuments: ["business_licence", "liability_insurance", "wildlife_permit"],
    });

    await addRequiredDocuments(app.id, { types: ["business_licence"] });
    const expected = "Upload your Liability insurance and Wildlife permit before submitting.";
    const replays: Record<string, string>[] = [
      { intent: "submit" },
      // A forged reason changes nothing for the business.
      { intent: "submit", reason: "Trust me" },
      { intent: "status", status: "submitted", feedback: "Trust me" },
    ];
    for (const form of replays) {
      const before = await databaseDigest();
      const refused = (await dataAnswer(path, { cookie: applicant.cookie, form })) as Failure;
      expect(refused.init?.status).toBe(422);
      expect(refused.data).toMatchObject({
        ok: false,
        message: expected,
        fieldErrors: { documents: expected },
      });
      expect(await databaseDigest()).toEqual(before);
    }
    // Save and submit from the edit form: refused too, the edit not saved.
    const before = await databaseDigest();
    const viaEdit = (await dataAnswer(
      `${path}/edit`,
      postOptions(
        applicant.cookie,
        { ...completeForm, businessName: "Renamed Replay", intent: "submit" },
        [serviceOptions[0]],
      ),
    )) as unknown as Failure;
    expect(viaEdit.init?.status).toBe(422);
    expect(viaEdit.data.message).toBe(expected);
    expect(await databaseDigest()).toEqual(before);

    await addRequiredDocuments(app.id, { types: ["liability_insurance", "wildlife_permit"] });
    const ready = (await routeData(path, { cookie: applicant.cookie })).data as Detail;
    expect(ready.nextStep?.checklist?.every((c) => c.uploaded)).toBe(true);
    const done = await dataAnswer(path, { cookie: applicant.cookie, form: { intent: "submit" } });
    expect(done.data).toMatchObject({ ok: true, intent: "submit" });
    const [row] = await db.select().from(applications).where(eq(applications.id, app.id));
    expect(row!.status).toBe("submitted");
  });

  it("an administrator's own draft: the page asks for a reason; without one refused, with one submitted", async () => {
    const db = getDb();
    const app = await createApplication(db, viewer(admin, "administrator"), {
      ...completeForm,
      businessName: "Behalf Wildlife",
      servicesOffered: [serviceOptions[0]],
    });
    const path = `/dashboard/applications/${app.id}`;
    const page = (await routeData(path, { cookie: admin.cookie })).data as Detail;
    expect(page).toMatchObject({ canSubmit: true, submitNeedsReason: true });
    const before = await databaseDigest();
    const refused = (await dataAnswer(path, {
      cookie: admin.cookie,
      form: { intent: "submit", reason: " " },
    })) as Failure;
    expect(refused.init?.status).toBe(422);
    expect(refused.data.fieldErrors.reason).toMatch(/give the reason\.$/);
    expect(await databaseDigest()).toEqual(before);
    const done = await dataAnswer(path, {
      cookie: admin.cookie,
      form: { intent: "submit", reason: "Paper copies received at the office." },
    });
    expect(done.data).toMatchObject({ ok: true });
    const after = (await routeData(path, { cookie: admin.cookie })).data as Detail;
    expect(after.timeline.at(-1)).toMatchObject({
      to: "submitted",
      note: "Submitted without the Business licence, Liability insurance and Wildlife permit. Reason: Paper copies received at the office.",
    });
  });
});

describe("unexpected failures show the SPEC §8 texts", () => {
  it("list, detail, create, update and status change", async () => {
    const db = getDb();
    const app = await createApplication(db, viewer(applicant, "applicant"), {
      businessName: "Broken Co",
    });
    // With its documents, so the submission reaches the broken table.
    await addRequiredDocuments(app.id);
    const path = `/dashboard/applications/${app.id}`;
    await db.execute(sql.raw(`alter table application_status_history rename to ash_broken`));
    try {
      const detail = (await dataAnswer(path, { cookie: applicant.cookie })) as unknown as Thrown;
      expect(detail.init?.status).toBe(500);
      expect(detail.data?.message).toBe("Failed to fetch application details. Please try again.");

      const create = (await dataAnswer(
        "/dashboard/applications/new",
        postOptions(applicant.cookie, { businessName: "New Co", intent: "draft" }, []),
      )) as unknown as Thrown & { data: { message: string } };
      expect(create.init?.status).toBe(500);
      expect(create.data.message).toBe("Failed to create application. Please try again later.");

      const update = (await dataAnswer(
        `${path}/edit`,
        postOptions(applicant.cookie, { ...completeForm, intent: "submit" }, [serviceOptions[0]]),
      )) as unknown as Thrown & { data: { message: string } };
      expect(update.init?.status).toBe(500);
      expect(update.data.message).toBe("Failed to update application. Please try again.");
      // The edit rolled back with the failed submission.
      const [row] = await db.select().from(applications).where(eq(applications.id, app.id));
      expect(row).toMatchObject({ businessName: "Broken Co", status: "draft" });

      await db.update(applications).set({ status: "submitted" }).where(eq(applications.id, app.id));
      const status = (await dataAnswer(path, {
        cookie: committee.cookie,
        form: { intent: "status", status: "under-review" },
      })) as unknown as Thrown & { data: { message: string } };
      expect(status.init?.status).toBe(500);
      expect(status.data.message).toBe("Failed to update application status. Please try again.");
    } finally {
      await db.execute(sql.raw(`alter table ash_broken rename to application_status_history`));
    }

    await db.execute(sql.raw(`alter table applications rename to applications_broken`));
    try {
      const list = (await dataAnswer("/dashboard/applications", {
        cookie: applicant.cookie,
      })) as unknown as Thrown;
      expect(list.init?.status).toBe(500);
      expect(list.data?.message).toBe(
        "Failed to fetch applications. Please check your connection and try again.",
      );
    } finally {
      await db.execute(sql.raw(`alter table applications_broken rename to applications`));
    }
  });
});
