import { describe, expect, it } from "vitest";
import { appRequest } from "../helpers/http";
import { createTestUser } from "../helpers/users";

describe("the app over HTTP", () => {
  it("serves a public page, sends anonymous dashboard visitors to sign in, and shows a signed-in dashboard", async () => {
    const about = await appRequest("/about");
    expect(about.status).toBe(200);
    expect(await about.text()).toContain("<html");
    const anonymous = await appRequest("/dashboard");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/login?redirectTo=%2Fdashboard");
    const user = await createTestUser("applicant");
    const dashboard = await appRequest("/dashboard", { cookie: user.cookie });
    expect(dashboard.status).toBe(200);
  });

  it("says the sign-in page is never stored (issue 24)", async () => {
    for (const publicCache of [false, true]) {
      const login = await appRequest("/login", { publicCache });
      expect(login.headers.get("cache-control")).toBe("no-store");
    }
  });
});
