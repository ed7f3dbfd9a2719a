import { describe, expect, it } from "vitest";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/form-data.server";
import { appRequest } from "../helpers/http";
import { createTestUser } from "../helpers/users";

/**
 * A write without a form body (a broken client, a probe) is the client's
 * mistake: every page action answers 400 with a plain message, never a 500.
 */
describe("page actions with a missing or non-form body", () => {
  it("answer 400 with the clear message for every role's screens", async () => {
    const admin = await createTestUser("administrator", { additionalRoles: ["applicant"] });
    const asApplicant = `${admin.cookie}; hap_active_role=applicant`;
    const cases: Array<[string, string]> = [
      ["/dashboard/applications/new", asApplicant],
      ["/dashboard/review", admin.cookie],
      ["/dashboard/certificates", admin.cookie],
      ["/dashboard/audits", admin.cookie],
      ["/dashboard/operations-manual", admin.cookie],
      ["/dashboard/renewals", admin.cookie],
      ["/dashboard/users", admin.cookie],
      [`/dashboard/users/${admin.userId}`, admin.cookie],
      ["/accept-invitation", ""],
    ];
    for (const [path, cookie] of cases) {
      for (const body of [null, "{not a form"]) {
        const response = await appRequest(path, {
          method: "POST",
          cookie,
          body,
          headers: body ? { "content-type": "application/json" } : {},
        });
        expect(response.status, `${path} ${body ?? "no body"}`).toBe(400);
        expect(await response.text()).toContain(UNREADABLE_FORM_MESSAGE);
      }
    }
  });
});
