import { describe, expect, it } from "vitest";
import { breadcrumbLabels, buildBreadcrumbs } from "./breadcrumbs";

describe("buildBreadcrumbs", () => {
  it("starts with Home", () => {
    expect(buildBreadcrumbs("/")).toEqual([{ label: "Home", href: "/" }]);
  });

  it.each(Object.entries(breadcrumbLabels))("labels /%s as %s", (segment, label) => {
    expect(buildBreadcrumbs(`/${segment}`)).toEqual([
      { label: "Home", href: "/" },
      { label, href: `/${segment}` },
    ]);
  });

  it("labels ids by their parent", () => {
    expect(buildBreadcrumbs("/directory/abc")[2]).toEqual({
      label: "Business Details",
      href: "/directory/abc",
    });
    expect(buildBreadcrumbs("/verify/XYZ")[2]?.label).toBe("Certificate Details");
    expect(buildBreadcrumbs("/blog/my-post")[2]?.label).toBe("Details");
  });

  it("puts the concern form under the directory (its own path has no parent page)", () => {
    expect(buildBreadcrumbs("/report-concern/2026-00001")).toEqual([
      { label: "Home", href: "/" },
      { label: "Directory", href: "/directory" },
      { label: "Report a Concern", href: "/report-concern/2026-00001" },
    ]);
  });
});
