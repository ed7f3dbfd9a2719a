import { describe, expect, it } from "vitest";
import { appRequest } from "../helpers/http";
import { createTestUser, TEST_PASSWORD } from "../helpers/users";

/** As they arrive in a query string (already encoded) and as raw form values. */
const hostileQueries = [
  "%2F%09%2Fevil.example",
  "%2F%0A%2Fevil.example",
  "%2F%0D%0A%2Fevil.example",
  "%2F%5C%2Fevil.example",
  "%2F%5Cevil.example",
  "%2F%2Fevil.example",
  "%2F..%2F%2Fevil.example",
  "https%3A%2F%2Fevil.example",
  "%09%2F%2Fevil.example",
];
const hostileValues = hostileQueries.map((q) => decodeURIComponent(q));

function offSite(location: string | null) {
  if (location === null) return false;
  return new URL(location, "http://localhost:3000").origin !== "http://localhost:3000";
}

describe("redirect targets over HTTP", () => {
  it("a signed-in visitor of /login?redirectTo=<hostile> stays on the site", async () => {
    const user = await createTestUser("applicant");
    for (const query of hostileQueries) {
      const response = await appRequest(`/login?redirectTo=${query}`, { cookie: user.cookie });
      expect(response.status, query).toBe(302);
      expect(response.headers.get("location"), query).toBe("/dashboard");
    }
    const ok = await appRequest("/login?redirectTo=%2Fdashboard%2Fsettings", {
      cookie: user.cookie,
    });
    expect(ok.headers.get("location")).toBe("/dashboard/settings");
  });

  it("signing in with a hostile redirectTo lands on the dashboard", async () => {
    const user = await createTestUser("applicant");
    for (const redirectTo of hostileValues.slice(0, 4)) {
      const response = await appRequest("/login", {
        form: { intent: "sign-in", email: user.email, password: TEST_PASSWORD, redirectTo },
      });
      expect(response.status, redirectTo).toBe(302);
      expect(response.headers.get("location"), redirectTo).toBe("/dashboard");
    }
  });

  it("the role switch and document delete never send the browser off site", async () => {
    const user = await createTestUser("applicant", { additionalRoles: ["committee"] });
    for (const redirectTo of hostileValues) {
      const role = await appRequest("/dashboard/role", {
        cookie: user.cookie,
        form: { role: "committee", redirectTo },
      });
      expect(role.status).toBe(302);
      expect(offSite(role.headers.get("location")), redirectTo).toBe(false);
      expect(role.headers.get("location")).toBe("/dashboard");
      const remove = await appRequest(
        "/dashboard/documents/00000000-0000-4000-8000-000000000000/delete",
        {
          cookie: user.cookie,
          form: { redirectTo },
        },
      );
      expect(remove.status).toBe(302);
      expect(offSite(remove.headers.get("location")), redirectTo).toBe(false);
      expect(remove.headers.get("location")).toMatch(/^\/dashboard\?documents=/);
    }
  });

  it("the two-factor step keeps only same-origin targets", async () => {
    for (const query of hostileQueries) {
      const response = await appRequest(`/login/two-factor?redirectTo=${query}`);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/login?redirectTo=%2Fdashboard&expired=1");
    }
  });
});
