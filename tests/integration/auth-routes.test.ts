import { describe, expect, it } from "vitest";
import { getSessionUser } from "~/modules/auth/session.server";
import { action as forgotPasswordAction } from "~/routes/auth/forgot-password";
import { action as loginAction } from "~/routes/auth/login";
import { action as ssoAction, loader as ssoLoader } from "~/routes/auth/sso";
import { action as settingsAction, loader as settingsLoader } from "~/routes/dashboard/settings";
import { makeRequest, routeArgs, settle } from "../helpers/requests";
import { createTestUser } from "../helpers/users";

type DataResult = { data: Record<string, unknown>; init?: { status?: number } | null };

describe("auth routes", () => {
  it("/login/sso is 404 when single sign-on is not configured", async () => {
    const fromAction = (await settle(() =>
      ssoAction(routeArgs(makeRequest("/login/sso", { form: { redirectTo: "/dashboard" } }))),
    )) as DataResult;
    expect(fromAction.init?.status).toBe(404);
    const fromLoader = (await settle(() => ssoLoader())) as DataResult;
    expect(fromLoader.init?.status).toBe(404);
  });

  it("answers a reset request and a code request the same for unknown and known e-mails", async () => {
    const known = await createTestUser("applicant");
    for (const email of [known.email, "unknown-person@example.test"]) {
      const reset = (await forgotPasswordAction(
        routeArgs(makeRequest("/forgot-password", { form: { email } })),
      )) as DataResult;
      expect(reset.data).toEqual({ sent: true, values: { email } });
      const code = (await loginAction(
        routeArgs(makeRequest("/login?method=code", { form: { intent: "send-code", email } })),
      )) as DataResult;
      expect(code.data).toEqual({ intent: "send-code", codeSent: true, values: { email } });
    }
  });

  it("shows the code field error and keeps step 2 for a malformed code", async () => {
    const result = (await loginAction(
      routeArgs(
        makeRequest("/login?method=code", {
          form: { intent: "code-sign-in", email: "a@example.test", otp: "12ab" },
        }),
      ),
    )) as DataResult;
    expect(result.data).toMatchObject({
      codeSent: true,
      fieldErrors: { otp: "Enter the 6-digit code" },
    });
  });

  it("settings needs a signed-in user and returns there after sign-in", async () => {
    const response = (await settle(() =>
      settingsLoader(routeArgs(makeRequest("/dashboard/settings"))),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?redirectTo=%2Fdashboard%2Fsettings");
  });

  it("settings refuses to revoke another user's session", async () => {
    const me = await createTestUser("applicant");
    const other = await createTestUser("applicant");
    const theirs = (await getSessionUser(makeRequest("/", { cookie: other.cookie })))!;
    const result = (await settingsAction(
      routeArgs(
        makeRequest("/dashboard/settings", {
          cookie: me.cookie,
          form: { intent: "revoke-session", sessionId: theirs.sessionId },
        }),
      ),
    )) as DataResult;
    expect(result.init?.status).toBe(404);
    expect(result.data).toMatchObject({
      section: "sessions",
      formError: "That session has already ended.",
    });
    expect(await getSessionUser(makeRequest("/", { cookie: other.cookie }))).not.toBeNull();
  });

  it("settings saves the profile and validates at the field", async () => {
    const me = await createTestUser("applicant");
    const bad = (await settingsAction(
      routeArgs(
        makeRequest("/dashboard/settings", {
          cookie: me.cookie,
          form: { intent: "profile", name: "", organization: "Org" },
        }),
      ),
    )) as DataResult;
    expect(bad.data).toMatchObject({ fieldErrors: { name: "Enter your full name" } });
    const ok = (await settingsAction(
      routeArgs(
        makeRequest("/dashboard/settings", {
          cookie: me.cookie,
          form: { intent: "profile", name: "Renamed Person", organization: "New Org" },
        }),
      ),
    )) as DataResult;
    expect(ok.data).toMatchObject({ success: "Your profile has been saved." });
    const session = await getSessionUser(makeRequest("/", { cookie: me.cookie }));
    expect(session?.profile).toMatchObject({ name: "Renamed Person", organization: "New Org" });
  });
});
