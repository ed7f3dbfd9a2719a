/** SPEC §2 breadcrumb labels for public routes. */
export const breadcrumbLabels: Record<string, string> = {
  about: "About",
  standards: "Standards",
  process: "Process",
  directory: "Directory",
  "operations-manual": "Operations Manual",
  contact: "Contact",
  faqs: "FAQs",
  blog: "Blog",
  privacy: "Privacy",
  terms: "Terms",
  sitemap: "Sitemap",
  verify: "Verify",
  developers: "Developers",
  "report-concern": "Report a Concern",
};

export type Crumb = { label: string; href: string };

/** Breadcrumbs for a public path; the first item is always Home. */
export function buildBreadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: "Home", href: "/" }];
  if (pathname === "/report-concern")
    return [...crumbs, { label: "Report a Concern", href: pathname }];
  // /report-concern/{number} is reached from the directory (decision 058).
  if (segments[0] === "report-concern") {
    return [
      ...crumbs,
      { label: "Directory", href: "/directory" },
      { label: "Report a Concern", href: pathname },
    ];
  }
  let href = "";
  segments.forEach((segment, i) => {
    href += `/${segment}`;
    const parent = segments[i - 1];
    const label =
      i === 0
        ? (breadcrumbLabels[segment] ?? "Details")
        : parent === "directory"
          ? "Business Details"
          : parent === "verify"
            ? "Certificate Details"
            : "Details";
    crumbs.push({ label, href });
  });
  return crumbs;
}
