import { afterEach, describe, expect, it } from "vitest";
import { messages } from "~/domain/app-error";
import { action as switchRole } from "~/routes/dashboard/switch-role";
import { loader as layoutLoader } from "~/routes/dashboard/layout";
import { makeRequest, routeArgs, settle } from "../../../tests/helpers/requests";
import { createTestUser } from "../../../tests/helpers/users";
import { assertCan } from "~/modules/permissions/policy";
import { resetEnvForTests } from "~/lib/env.server";
import {
  ACTIVE_ROLE_COOKIE,
  activeRoleCookie,
  clearActiveRoleCookie,
  requireAccess,
  requireUser,
} from "./session.server";

function withRole(cookie: string, role: string) {
  return `${cookie}; ${ACTIVE_ROLE_COOKIE}=${role}`;
}

describe("requireUser", () => {
  it("sends a signed-out visitor to /login and back to the asked page", async () => {
    const thrown = await settle(() => requireUser(makeRequest("/dashboard/settings?tab=mfa")));
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/dashboard/settings?tab=mfa")}`,
    );
  });

  it("returns the user, profile and roles for a valid session", async () => {
    const admin = await createTestUser("administrator", { additionalRoles: ["committee"] });
    const session = await requireUser(makeRequest("/dashboard", { cookie: admin.cookie }));
    expect(session.user.id).toBe(admin.userId);
    expect(session.roles).toEqual(["administrator", "committee"]);
    expect(session.activeRole).toBe("administrator");
  });

  it("treats a forged session cookie as signed out", async () => {
    const thrown = await settle(() =>
      requireUser(makeRequest("/dashboard", { cookie: "hap.session_token=forged.value" })),
    );
    expect((thrown as Response).status).toBe(302);
  });
});

describe("active role (SPEC §2, §6)", () => {
  it("uses the per-browser choice when it is one of the user's roles", async () => {
    const admin = await createTestUser("administrator", { additionalRoles: ["examiner"] });
    const session = await requireUser(
      makeRequest("/dashboard", { cookie: withRole(admin.cookie, "examiner") }),
    );
    expect(session.activeRole).toBe("examiner");
  });

  it("falls back to the profile role when the choice is not the user's", async () => {
    const applicant = await createTestUser("applicant");
    const session = await requireUser(
      makeRequest("/dashboard", { cookie: withRole(applicant.cookie, "administrator") }),
    );
    expect(session.activeRole).toBe("applicant");
  });
});

describe("route guard", () => {
  it("refuses a screen whose roles exclude the active role with the Access Denied texts", async () => {
    const admin = await createTestUser("administrator", { additionalRoles: ["applicant"] });
    const thrown = await settle(() =>
      requireAccess(
        makeRequest("/dashboard/users", { cookie: withRole(admin.cookie, "applicant") }),
        "users.view",
      ),
    );
    // React Router turns this thrown data() into a 403 error response for the boundary.
    const error = thrown as { init: { status: number }; data: { title: string; message: string } };
    expect(error.init.status).toBe(403);
    expect(error.data).toEqual({
      title: messages.accessDeniedTitle,
      message: messages.accessDeniedBody,
    });
    expect(error.data.title).toBe("Access Denied");
    expect(error.data.message).toBe(
      "You don't have permission to access this page with your current role.",
    );
  });

  it("lets the same user in with the matching active role", async () => {
    const admin = await createTestUser("administrator", { additionalRoles: ["applicant"] });
    const session = await requireAccess(
      makeRequest("/dashboard/users", { cookie: admin.cookie }),
      "users.view",
    );
    expect(session.activeRole).toBe("administrator");
  });

  it("assertCan refuses restricted actions with the SPEC §8 text", () => {
    const as = (activeRole: "examiner" | "committee") => ({ user: { id: "u" }, activeRole });
    expect(() => assertCan(as("examiner"), "audit.schedule")).toThrow(
      "You do not have permission to schedule audits",
    );
    expect(() => assertCan(as("committee"), "audit.schedule")).not.toThrow();
  });
});

const baseUrl = process.env.PUBLIC_BASE_URL;
afterEach(() => {
  process.env.PUBLIC_BASE_URL = baseUrl;
  resetEnvForTests();
});

describe("role switching", () => {
  it("sets the active-role cookie for one of the user's roles and reloads the page", async () => {
    const admin = await createTestUser("administrator", { additionalRoles: ["committee"] });
    const response = (await switchRole(
      routeArgs(
        makeRequest("/dashboard/role", {
          cookie: admin.cookie,
          form: { role: "committee", redirectTo: "/dashboard/settings" },
        }),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard/settings");
    expect(response.headers.get("Set-Cookie")).toContain(`${ACTIVE_ROLE_COOKIE}=committee`);
    // Only the server reads it (issue 24: it was readable by scripts).
    expect(response.headers.get("Set-Cookie")).toContain("HttpOnly");
  });

  it("marks the role cookie Secure (setting and clearing) when the site is served over HTTPS (issue 24)", () => {
    expect(activeRoleCookie("committee")).not.toContain("Secure");
    process.env.PUBLIC_BASE_URL = "https://portal.example.org";
    resetEnvForTests();
    for (const cookie of [activeRoleCookie("committee"), clearActiveRoleCookie()]) {
      expect(cookie).toMatch(/; HttpOnly;/);
      expect(cookie).toMatch(/; Secure$/);
    }
  });

  it("treats a damaged role cookie (%zz) as absent instead of failing every page (issue 24)", async () => {
    const admin = await createTestUser("administrator", { additionalRoles: ["committee"] });
    const session = await requireUser(
      makeRequest("/dashboard", { cookie: withRole(admin.cookie, "%zz") }),
    );
    expect(session.activeRole).toBe("administrator");
  });

  it("ignores a role the user does not hold", async () => {
    const applicant = await createTestUser("applicant");
    const response = (await switchRole(
      routeArgs(
        makeRequest("/dashboard/role", {
          cookie: applicant.cookie,
          form: { role: "administrator", redirectTo: "/dashboard" },
        }),
      ),
    )) as Response;
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("refuses an off-site redirect target", async () => {
    const admin = await createTestUser("administrator", { additionalRoles: ["committee"] });
    const response = (await switchRole(
      routeArgs(
        makeRequest("/dashboard/role", {
          cookie: admin.cookie,
          form: { role: "committee", redirectTo: "//evil.example/steal" },
        }),
      ),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/dashboard");
  });

  it("the dashboard layout exposes the roles for the switcher and the active role", async () => {
    const admin = await createTestUser("administrator", {
      additionalRoles: ["committee", "examiner"],
    });
    const result = (await layoutLoader(
      routeArgs(makeRequest("/dashboard", { cookie: withRole(admin.cookie, "examiner") })),
    )) as unknown as { data: { roles: string[]; activeRole: string } };
    expect(result.data.roles).toEqual(["administrator", "committee", "examiner"]);
    expect(result.data.activeRole).toBe("examiner");
  });
});
