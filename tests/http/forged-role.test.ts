import { describe, expect, it } from "vitest";
import { appRequest } from "../helpers/http";
import { createTestUser } from "../helpers/users";

describe("the active-role cookie is not a key", () => {
  it("an applicant who sets the role cookie to administrator is still an applicant", async () => {
    const applicant = await createTestUser("applicant");
    const cookie = `${applicant.cookie}; hap_active_role=administrator`;
    for (const path of [
      "/dashboard/mail-log",
      "/dashboard/review",
      "/dashboard/applications/approved",
    ]) {
      const response = await appRequest(path, { cookie });
      expect(response.status, path).toBe(403);
      expect(await response.text()).toContain("Access Denied");
    }
    const own = await appRequest("/dashboard/applications", { cookie });
    expect(await own.text()).toContain("My Applications");
  });

  it("a user holding several roles acts in the one chosen", async () => {
    const admin = await createTestUser("administrator", { additionalRoles: ["applicant"] });
    const asApplicant = `${admin.cookie}; hap_active_role=applicant`;
    expect((await appRequest("/dashboard/mail-log", { cookie: asApplicant })).status).toBe(403);
    expect((await appRequest("/dashboard/mail-log", { cookie: admin.cookie })).status).toBe(200);
  });
});
