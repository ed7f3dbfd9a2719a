/**
 * Sign-in, password reset, single sign-on and settings answered over HTTP
 * (moved from the former route-level integration tests).
 */
import { describe, expect, it } from "vitest";
import { getSessionUser } from "~/modules/auth/session.server";
import { appRequest, routeData } from "../helpers/http";
import { makeRequest } from "../helpers/requests";
import { createTestUser } from "../helpers/users";

describe("auth routes", () => {
  it("/login/sso is 404 when single sign-on is not configured", async () => {
    const fromAction = await routeData("/login/sso", { form: { redirectTo: "/dashboard" } });
    expect(fromAction.status).toBe(404);
    const fromLoader = await routeData("/login/sso");
    expect(fromLoader.status).toBe(404);
  });

  it("answers a reset request and a code request the same for unknown and known e-mails", async () => {
    const known = await createTestUser("applicant");
    for (const email of [known.email, "unknown-person@example.test"]) {
      const reset = await routeData("/forgot-password", { form: { email } });
      expect(reset.data).toEqual({ sent: true, values: { email } });
      const code = await routeData("/login?method=code", { form: { intent: "send-code", email } });
      expect(code.data).toEqual({ intent: "send-code", codeSent: true, values: { email } });
    }
  });

  it("shows the code field error and keeps step 2 for a malformed code", async () => {
    const result = await routeData("/login?method=code", {
      form: { intent: "code-sign-in", email: "a@example.test", otp: "12ab" },
    });
    // The failure names its intent: the screen stays on step 2 (the code field).
    expect(result.status).toBe(422);
    expect(result.data).toMatchObject({
      intent: "code-sign-in",
      fieldErrors: { otp: "Enter the 6-digit code" },
      values: { email: "a@example.test" },
    });
  });

  it("settings needs a signed-in user and returns there after sign-in", async () => {
    const response = await appRequest("/dashboard/settings");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?redirectTo=%2Fdashboard%2Fsettings");
  });

  it("settings refuses to revoke another user's session", async () => {
    const me = await createTestUser("applicant");
    const other = await createTestUser("applicant");
    const theirs = (await getSessionUser(makeRequest("/", { cookie: other.cookie })))!;
    const result = await routeData("/dashboard/settings", {
      cookie: me.cookie,
      form: { intent: "revoke-session", sessionId: theirs.sessionId },
    });
    expect(result.status).toBe(404);
    expect(result.data).toMatchObject({
      section: "sessions",
      formError: "That session has already ended.",
    });
    expect(await getSessionUser(makeRequest("/", { cookie: other.cookie }))).not.toBeNull();
  });

  it("settings saves the profile and validates at the field", async () => {
    const me = await createTestUser("applicant");
    const bad = await routeData("/dashboard/settings", {
      cookie: me.cookie,
      form: { intent: "profile", name: "", organization: "Org" },
    });
    expect(bad.data).toMatchObject({ fieldErrors: { name: "Enter your full name" } });
    const ok = await routeData("/dashboard/settings", {
      cookie: me.cookie,
      form: { intent: "profile", name: "Renamed Person", organization: "New Org" },
    });
    expect(ok.data).toMatchObject({ success: "Your profile has been saved." });
    const session = await getSessionUser(makeRequest("/", { cookie: me.cookie }));
    expect(session?.profile).toMatchObject({ name: "Renamed Person", organization: "New Org" });
  });
});
