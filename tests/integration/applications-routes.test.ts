import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applications } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { createApplication } from "~/modules/applications/create-application.server";
import { serviceOptions } from "~/modules/applications/application-schema";
import type { ApplicationStatus } from "~/modules/applications/application-status";
import { APPLICATIONS_PAGE_SIZE } from "~/modules/applications/list-applications.server";
import { loader as approvedLoader } from "~/routes/dashboard/applications/approved";
import {
  action as detailAction,
  loader as detailLoader,
} from "~/routes/dashboard/applications/detail";
import { action as editAction, loader as editLoader } from "~/routes/dashboard/applications/edit";
import { loader as listLoader } from "~/routes/dashboard/applications/list";
import { action as newAction, loader as newLoader } from "~/routes/dashboard/applications/new";
import { makeRequest, routeArgs, settle } from "../helpers/requests";
import { createTestUser, type TestUser } from "../helpers/users";

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

/** Posts a form with repeated servicesOffered checkboxes, as the browser does. */
function postForm(
  path: string,
  cookie: string,
  fields: Record<string, string>,
  services: string[],
) {
  const body = new URLSearchParams(fields);
  for (const s of services) body.append("servicesOffered", s);
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
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
      const page = await newLoader(
        routeArgs(makeRequest("/dashboard/applications/new", { cookie: user.cookie })),
      );
      expect(page.refusal).toBe(`Your current role (${role}) cannot create applications.`);
      const result = (await newAction(
        routeArgs(
          postForm(
            "/dashboard/applications/new",
            user.cookie,
            { ...completeForm, intent: "draft" },
            [],
          ),
        ),
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
    const page = await newLoader(
      routeArgs(makeRequest("/dashboard/applications/new", { cookie: applicant.cookie })),
    );
    expect(page.refusal).toBeNull();
    expect(page.values).toMatchObject({
      contactName: "Test applicant",
      contactEmail: applicant.email,
    });

    const bad = (await newAction(
      routeArgs(
        postForm(
          "/dashboard/applications/new",
          applicant.cookie,
          { ...completeForm, postalCode: "12345", contactPhone: "12", intent: "submit" },
          [serviceOptions[1]],
        ),
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

  it("Save draft creates a draft; Submit creates and submits; both redirect to the application", async () => {
    const draft = (await newAction(
      routeArgs(
        postForm(
          "/dashboard/applications/new",
          applicant.cookie,
          { businessName: "Draft Only Co", intent: "draft" },
          [],
        ),
      ),
    )) as Response;
    expect(draft.status).toBe(302);
    expect(draft.headers.get("location")).toMatch(
      /^\/dashboard\/applications\/[0-9a-f-]{36}\?notice=saved$/,
    );

    const submitted = (await newAction(
      routeArgs(
        postForm(
          "/dashboard/applications/new",
          applicant.cookie,
          { ...completeForm, intent: "submit" },
          [serviceOptions[0]],
        ),
      ),
    )) as Response;
    const location = submitted.headers.get("location")!;
    expect(location).toMatch(/\?notice=submitted$/);
    const id = location.split("/").at(-1)!.split("?")[0]!;
    const [row] = await getDb().select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ status: "submitted", applicantId: applicant.userId });
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
      (await listLoader(routeArgs(makeRequest(path, { cookie })))) as Exclude<
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
    const refused = (await settle(() =>
      approvedLoader(
        routeArgs(makeRequest("/dashboard/applications/approved", { cookie: applicant.cookie })),
      ),
    )) as Thrown;
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
    await db
      .update(applications)
      .set({ status: "certified" })
      .where(eq(applications.id, certified.id));
    const list = (await approvedLoader(
      routeArgs(makeRequest("/dashboard/applications/approved", { cookie: admin.cookie })),
    ))!;
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
      for (const load of [detailLoader, editLoader] as ((args: never) => Promise<unknown>)[]) {
        const thrown = (await settle(() =>
          load(
            routeArgs(makeRequest(`/dashboard/applications/${id}`, { cookie: applicant.cookie }), {
              id,
            }),
          ),
        )) as Thrown;
        expect(thrown.init?.status).toBe(404);
        expect(thrown.data).toEqual({ title: "Not found", message: "Application not found" });
      }
    }
    // Posting to it answers the same.
    const posted = (await settle(() =>
      detailAction(
        routeArgs(
          makeRequest(`/dashboard/applications/${theirs.id}`, {
            cookie: applicant.cookie,
            form: { intent: "submit" },
          }),
          { id: theirs.id },
        ),
      ),
    )) as Thrown;
    expect(posted.init?.status).toBe(404);
  });

  it("shows the owner the details, timeline and next step; staff get the allowed target statuses", async () => {
    const db = getDb();
    const app = await createApplication(db, viewer(applicant, "applicant"), {
      businessName: "Detail Co",
    });
    const path = `/dashboard/applications/${app.id}`;
    const own = (await detailLoader(
      routeArgs(makeRequest(`${path}?notice=saved`, { cookie: applicant.cookie }), { id: app.id }),
    ))!;
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
    const incomplete = (await detailAction(
      routeArgs(makeRequest(path, { cookie: applicant.cookie, form: { intent: "submit" } }), {
        id: app.id,
      }),
    )) as unknown as Thrown & { data: { ok: boolean; fieldErrors: Record<string, string> } };
    expect(incomplete.init?.status).toBe(422);
    expect(incomplete.data.fieldErrors.street).toBe("Enter the street address");

    await db.update(applications).set({ status: "submitted" }).where(eq(applications.id, app.id));
    const staff = (await detailLoader(
      routeArgs(makeRequest(path, { cookie: committee.cookie }), { id: app.id }),
    ))!;
    expect(staff).toMatchObject({
      canEdit: true,
      canSubmit: false,
      nextStep: null,
      targets: ["under-review", "payment-pending", "rejected"],
    });
    const applicantAfter = (await detailLoader(
      routeArgs(makeRequest(path, { cookie: applicant.cookie }), { id: app.id }),
    ))!;
    expect(applicantAfter).toMatchObject({
      canEdit: false,
      nextStep: { title: "Pay the audit fee" },
      payments: { payable: { type: "audit", amount: 75000 }, canPay: true },
    });
    expect(staff.payments).toMatchObject({ canPay: false, canRecordOffline: true });

    // The applicant's edit form answers with the SPEC §8 refusal.
    const edit = (await editAction(
      routeArgs(
        postForm(`${path}/edit`, applicant.cookie, { ...completeForm, intent: "draft" }, [
          serviceOptions[0],
        ]),
        {
          id: app.id,
        },
      ),
    )) as unknown as Thrown & { data: { message: string } };
    expect(edit.init?.status).toBe(403);
    expect(edit.data.message).toBe("You do not have permission to update this application");
  });

  it("staff change the status with feedback; rejection asks for confirmation; the applicant is refused", async () => {
    const db = getDb();
    const app = await createApplication(
      db,
      viewer(applicant, "applicant"),
      { ...Object.fromEntries(Object.entries(completeForm)), servicesOffered: [serviceOptions[0]] },
      { submit: true },
    );
    const path = `/dashboard/applications/${app.id}`;
    const post = (cookie: string, form: Record<string, string>) =>
      detailAction(
        routeArgs(makeRequest(path, { cookie, form }), { id: app.id }),
      ) as unknown as Promise<
        Thrown & {
          ok?: boolean;
          message?: string;
          confirmReject?: boolean;
          data?: { message?: string };
        }
      >;

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
    expect(moved).toEqual({
      ok: true,
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

    const page = (await detailLoader(
      routeArgs(makeRequest(path, { cookie: applicant.cookie }), { id: app.id }),
    ))!;
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

describe("unexpected failures show the SPEC §8 texts", () => {
  it("list, detail, create, update and status change", async () => {
    const db = getDb();
    const app = await createApplication(db, viewer(applicant, "applicant"), {
      businessName: "Broken Co",
    });
    const path = `/dashboard/applications/${app.id}`;
    await db.execute(sql.raw(`alter table application_status_history rename to ash_broken`));
    try {
      const detail = (await settle(() =>
        detailLoader(routeArgs(makeRequest(path, { cookie: applicant.cookie }), { id: app.id })),
      )) as Thrown;
      expect(detail.init?.status).toBe(500);
      expect(detail.data?.message).toBe("Failed to fetch application details. Please try again.");

      const create = (await newAction(
        routeArgs(
          postForm(
            "/dashboard/applications/new",
            applicant.cookie,
            { businessName: "New Co", intent: "draft" },
            [],
          ),
        ),
      )) as unknown as Thrown & { data: { message: string } };
      expect(create.init?.status).toBe(500);
      expect(create.data.message).toBe("Failed to create application. Please try again later.");

      const update = (await editAction(
        routeArgs(
          postForm(`${path}/edit`, applicant.cookie, { ...completeForm, intent: "submit" }, [
            serviceOptions[0],
          ]),
          {
            id: app.id,
          },
        ),
      )) as unknown as Thrown & { data: { message: string } };
      expect(update.init?.status).toBe(500);
      expect(update.data.message).toBe("Failed to update application. Please try again.");
      // The edit rolled back with the failed submission.
      const [row] = await db.select().from(applications).where(eq(applications.id, app.id));
      expect(row).toMatchObject({ businessName: "Broken Co", status: "draft" });

      await db.update(applications).set({ status: "submitted" }).where(eq(applications.id, app.id));
      const status = (await detailAction(
        routeArgs(
          makeRequest(path, {
            cookie: committee.cookie,
            form: { intent: "status", status: "under-review" },
          }),
          {
            id: app.id,
          },
        ),
      )) as unknown as Thrown & { data: { message: string } };
      expect(status.init?.status).toBe(500);
      expect(status.data.message).toBe("Failed to update application status. Please try again.");
    } finally {
      await db.execute(sql.raw(`alter table ash_broken rename to application_status_history`));
    }

    await db.execute(sql.raw(`alter table applications rename to applications_broken`));
    try {
      const list = (await settle(() =>
        listLoader(routeArgs(makeRequest("/dashboard/applications", { cookie: applicant.cookie }))),
      )) as Thrown;
      expect(list.init?.status).toBe(500);
      expect(list.data?.message).toBe(
        "Failed to fetch applications. Please check your connection and try again.",
      );
    } finally {
      await db.execute(sql.raw(`alter table applications_broken rename to applications`));
    }
  });
});
