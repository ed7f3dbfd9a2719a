import { describe, expect, it } from "vitest";
import { isAppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import { makeRequest } from "../../../tests/helpers/requests";
import { cookieFrom, createTestUser, signInCookie } from "../../../tests/helpers/users";
import { changePassword } from "./change-password.server";
import { getSignInMethods } from "./get-sign-in-methods.server";
import { getSessionUser } from "./session.server";
import { setPassword } from "./set-password.server";

const settings = (cookie: string) => makeRequest("/dashboard/settings", { cookie });

describe("password in settings", () => {
  it("refuses a wrong current password at the field", async () => {
    const me = await createTestUser("applicant");
    const error = await changePassword(settings(me.cookie), {
      currentPassword: "not-the-password",
      newPassword: "a-new-password-1",
      revokeOtherSessions: false,
    }).catch((e: unknown) => e);
    expect(isAppError(error) && error.fieldErrors.currentPassword).toBe(
      "The current password is incorrect.",
    );
  });

  it("changes the password and can end the other sessions", async () => {
    const me = await createTestUser("applicant");
    const elsewhere = await signInCookie(me.email, me.password);
    const { headers } = await changePassword(settings(me.cookie), {
      currentPassword: me.password,
      newPassword: "a-new-password-1",
      revokeOtherSessions: true,
    });
    expect(await getSessionUser(settings(elsewhere))).toBeNull();
    expect(await getSessionUser(settings(cookieFrom(headers, me.cookie)))).not.toBeNull();
    await expect(signInCookie(me.email, me.password)).rejects.toThrow();
    await expect(signInCookie(me.email, "a-new-password-1")).resolves.toContain("hap.");
  });

  it("sets a password only for an account without one", async () => {
    const me = await createTestUser("applicant");
    expect(await getSignInMethods(getDb(), me.userId)).toEqual({
      hasPassword: true,
      providers: [],
    });
    const error = await setPassword(settings(me.cookie), { newPassword: "another-pass-1" }).catch(
      (e: unknown) => e,
    );
    expect(isAppError(error) && error.message).toBe(
      "Your account already has a password. Change it instead.",
    );
  });
});
