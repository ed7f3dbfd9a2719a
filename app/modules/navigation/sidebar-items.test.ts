import { describe, expect, it } from "vitest";
import { sidebarItems } from "./sidebar-items";

const labels = (role: keyof typeof sidebarItems) => sidebarItems[role].map((i) => i.label);

describe("sidebar items (SPEC §2)", () => {
  it("applicant", () => {
    expect(labels("applicant")).toEqual([
      "Dashboard",
      "My Applications",
      "Documents",
      "My Certificates",
      "Standards",
      "Operations Manual",
      "Settings",
    ]);
  });

  it("examiner", () => {
    expect(labels("examiner")).toEqual([
      "Dashboard",
      "Applications",
      "Audits",
      "Standards",
      "Operations Manual",
      "Settings",
    ]);
  });

  it("committee, with the standards sub-items", () => {
    expect(labels("committee")).toEqual([
      "Dashboard",
      "Applications",
      "Review Panel",
      "Users",
      "Standards",
      "Audits",
      "Certificates",
      "Certificate Renewals",
      "Blog Management",
      "Reports",
      "Operations Manual",
      "Settings",
    ]);
    const standards = sidebarItems.committee.find((i) => i.label === "Standards");
    expect(standards?.children?.map((c) => c.label)).toEqual([
      "View All",
      "Manage Standards",
      "Proposed Changes",
    ]);
  });

  it("administrator has the committee list plus the mail log", () => {
    expect(labels("administrator")).toEqual([
      ...labels("committee").slice(0, -1),
      "Mail Log",
      "Settings",
    ]);
  });
});
