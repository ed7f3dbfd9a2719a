import crypto from "node:crypto";
import { getDb } from "~/lib/db.server";
import type { Role } from "~/modules/permissions/permissions";
import { createUserAccount } from "~/modules/users/create-user-account.server";
import { addExaminerConflict } from "~/modules/users/add-examiner-conflict.server";
import { deactivateUser } from "~/modules/users/deactivate-user.server";
import { inviteUser } from "~/modules/users/invite-user.server";
import { TEST_PASSWORD } from "../../helpers/users";
import { makeApplication } from "./fixtures";
import {
  adminOnly,
  defineGroup,
  publicPage,
  staffOnly,
  type Asker,
  type Expected,
  type MatrixRow,
} from "./types";

type F = { adminId: string; examinerId: string; businessId: string };

const USERS = "/dashboard/users";

async function makeUser(role: Role = "applicant", additionalRoles: Role[] = []) {
  const { userId } = await createUserAccount({
    email: `matrix-${crypto.randomBytes(4).toString("hex")}@example.test`,
    name: "Matrix Person",
    password: TEST_PASSWORD,
    role,
    additionalRoles,
  });
  return userId;
}

const admin = (f: F) => ({ user: { id: f.adminId }, activeRole: "administrator" as const });

/** A POST to a user's page with `intent`, on a fresh target prepared for each asker. */
const userAction = (
  intent: string,
  prepare: (f: F) => Promise<Record<string, string>>,
  form: (f: F, p: Record<string, string | undefined>) => Record<string, string> = () => ({}),
  expect: Record<Asker, Expected> = adminOnly,
): MatrixRow<F> => ({
  route: `${USERS}/:id`,
  method: "POST",
  intent,
  prepare: (f) => prepare(f),
  path: (_f, p) => `${USERS}/${p.id}`,
  form: (f, p) => ({ intent, ...form(f, p) }),
  expect,
});

export default defineGroup<F>({
  name: "users and reports",
  setup: async (users) => {
    const examinerId = users.examiner.userId;
    await makeApplication(users.applicant.userId, { status: "submitted" });
    return {
      adminId: users.administrator.userId,
      examinerId,
      businessId: users.applicant.userId,
    };
  },
  rows: [
    { route: USERS, method: "GET", path: () => USERS, expect: staffOnly },
    {
      route: USERS,
      method: "GET",
      note: "search and filters",
      path: () => `${USERS}?q=matrix&role=examiner&status=active&page=2`,
      expect: staffOnly,
    },
    {
      route: USERS,
      method: "POST",
      intent: "invite",
      path: () => USERS,
      form: () => ({
        name: "Invited Matrix",
        email: `invite-${crypto.randomBytes(4).toString("hex")}@example.test`,
        role: "examiner",
      }),
      expect: adminOnly,
    },
    {
      route: `${USERS}/:id`,
      method: "GET",
      path: (f) => `${USERS}/${f.examinerId}`,
      expect: staffOnly,
    },
    {
      route: `${USERS}/:id`,
      method: "GET",
      note: "unknown user",
      path: () => `${USERS}/no-such-user`,
      expect: { ...staffOnly, committee: "not-found", administrator: "not-found" },
    },
    userAction(
      "change-roles",
      async () => ({ id: await makeUser("examiner") }),
      () => ({ role: "examiner", additionalRoles: "committee" }),
    ),
    userAction("deactivate", async () => ({ id: await makeUser() })),
    userAction("reactivate", async (f) => {
      const id = await makeUser();
      await deactivateUser(getDb(), admin(f), { userId: id });
      return { id };
    }),
    userAction("revoke-sessions", async () => ({ id: await makeUser() })),
    userAction("reset-two-factor", async () => ({ id: await makeUser() })),
    userAction("resend-invitation", async (f) => {
      const { userId } = await inviteUser(getDb(), admin(f), {
        email: `resend-${crypto.randomBytes(4).toString("hex")}@example.test`,
        name: "Resend Matrix",
        role: "applicant",
      });
      return { id: userId };
    }),
    userAction("revoke-invitation", async (f) => {
      const { userId } = await inviteUser(getDb(), admin(f), {
        email: `revoke-${crypto.randomBytes(4).toString("hex")}@example.test`,
        name: "Revoke Matrix",
        role: "applicant",
      });
      return { id: userId };
    }),
    userAction(
      "add-conflict",
      async (f) => ({ id: await makeUser("examiner"), businessId: f.businessId }),
      (_f, p) => ({ businessId: p.businessId!, reason: "Former employer" }),
    ),
    userAction(
      "remove-conflict",
      async (f) => {
        const id = await makeUser("examiner");
        const { id: conflictId } = await addExaminerConflict(getDb(), admin(f), {
          examinerId: id,
          businessId: f.businessId,
          reason: "Family member",
        });
        return { id, conflictId };
      },
      (_f, p) => ({ conflictId: p.conflictId! }),
    ),
    {
      route: "/dashboard/reports",
      method: "GET",
      path: () => "/dashboard/reports",
      expect: staffOnly,
    },
    {
      route: "/dashboard/reports",
      method: "GET",
      note: "date range and state filter",
      path: () => "/dashboard/reports?from=2026-01-01&to=2026-12-01&region=Vermont",
      expect: staffOnly,
    },
    {
      route: "/dashboard/reports",
      method: "GET",
      note: "reversed dates refused at the end date's field (decision 066)",
      path: () => "/dashboard/reports?from=2026-12-01&to=2026-01-01&region=Vermont",
      expect: { ...staffOnly, committee: "bad-request", administrator: "bad-request" },
    },
    {
      route: "/dashboard/reports/export",
      method: "GET",
      path: () => "/dashboard/reports/export?table=funnel&region=Vermont",
      expect: adminOnly,
    },
    {
      route: "/dashboard/reports/export",
      method: "GET",
      note: "unknown table",
      path: () => "/dashboard/reports/export?table=nope",
      expect: { ...adminOnly, administrator: "bad-request" },
    },
    {
      route: "/accept-invitation",
      method: "GET",
      path: () => "/accept-invitation?token=unknown",
      expect: publicPage,
    },
    {
      route: "/accept-invitation",
      method: "POST",
      note: "an unknown link is refused",
      path: () => "/accept-invitation?token=unknown",
      form: () => ({
        token: "unknown",
        password: "a-long-password-1",
        confirmPassword: "a-long-password-1",
      }),
      expect: {
        anonymous: { status: 422 },
        applicant: { status: 422 },
        examiner: { status: 422 },
        committee: { status: 422 },
        administrator: { status: 422 },
      },
    },
  ],
});
