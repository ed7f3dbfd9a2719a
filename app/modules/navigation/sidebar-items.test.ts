import { describe, expect, it } from "vitest";
import { can, roles, scopeFor, type Role, type Viewer } from "~/modules/permissions";
import { navigationItems, showsNavigationItem, sidebarItemsFor } from "./sidebar-items";

const as = (role: Role): Viewer => ({ user: { id: `${role}-1` }, activeRole: role });
// The entries' English names (their messages' default text).
const labels = (role: Role) => sidebarItemsFor(as(role)).map((i) => i.label.defaultMessage);

/**
 * SPEC §2's sidebar per role is checked in the browser (tests/e2e/roles.spec.ts);
 * here each role's entries are checked against the policy.
 */
describe("sidebar items follow the policy (SPEC §2)", () => {
  for (const role of roles) {
    describe(role, () => {
      const viewer = as(role);
      const shown = sidebarItemsFor(viewer);

      it("shows exactly the entries whose action the role may take, in the catalogue's order", () => {
        const expected = navigationItems.filter(
          (item) =>
            can(viewer, item.action) &&
            (!item.scope ||
              item.scope.kinds.includes(scopeFor(viewer, item.scope.collection).kind)),
        );
        expect(shown.map((i) => [i.label, i.to])).toEqual(expected.map((i) => [i.label, i.to]));
        for (const item of navigationItems) {
          if (!can(viewer, item.action)) expect(showsNavigationItem(viewer, item)).toBe(false);
        }
      });

      it("names each entry once (the label's id keys it)", () => {
        const ids = shown.map((i) => i.label.id);
        expect(new Set(ids).size).toBe(ids.length);
      });

      it("links each screen once, and always the dashboard, standards, manual and settings", () => {
        const targets = shown.map((i) => i.to);
        expect(new Set(targets).size).toBe(targets.length);
        expect(targets).toEqual(
          expect.arrayContaining([
            "/dashboard",
            "/dashboard/standards",
            "/dashboard/operations-manual",
            "/dashboard/settings",
          ]),
        );
        expect(targets[0]).toBe("/dashboard");
        expect(targets.at(-1)).toBe("/dashboard/settings");
      });

      it("names a business's own lists as theirs", () => {
        const own = scopeFor(viewer, "applications").kind === "own";
        expect(labels(role).includes("My Applications")).toBe(own);
        expect(labels(role).includes("Applications")).toBe(!own);
      });

      it("shows the standards sub-items to those who manage standards", () => {
        const standards = shown.find((i) => i.label.defaultMessage === "Standards");
        expect(standards?.children?.map((c) => c.label.defaultMessage)).toEqual(
          can(viewer, "standards.manage")
            ? ["View All", "Manage Standards", "Proposed Changes"]
            : undefined,
        );
      });
    });
  }

  it("the administrator sees the committee's entries plus those only the administrator may open", () => {
    const committee = as("committee");
    expect(labels("administrator").filter((label) => labels("committee").includes(label))).toEqual(
      labels("committee"),
    );
    const extra = navigationItems.filter(
      (item) =>
        labels("administrator").includes(item.label.defaultMessage) &&
        !labels("committee").includes(item.label.defaultMessage),
    );
    expect(extra.length).toBeGreaterThan(0);
    for (const item of extra) expect(can(committee, item.action)).toBe(false);
  });

  it("gives applicants and examiners only their own or assigned work", () => {
    for (const role of ["applicant", "examiner"] as const) {
      for (const item of navigationItems) {
        if (!showsNavigationItem(as(role), item) || !item.scope) continue;
        expect(scopeFor(as(role), item.scope.collection).kind).not.toBe("all");
      }
    }
  });
});
