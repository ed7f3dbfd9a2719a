import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";

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

/** Each breadcrumb label's message (its English text is the label above). */
export const breadcrumbMessages = defineMessages({
  Home: { id: "crumb.home", defaultMessage: "Home" },
  About: { id: "crumb.about", defaultMessage: "About" },
  Standards: { id: "crumb.standards", defaultMessage: "Standards" },
  Process: { id: "crumb.process", defaultMessage: "Process" },
  Directory: { id: "crumb.directory", defaultMessage: "Directory" },
  "Operations Manual": { id: "crumb.operationsManual", defaultMessage: "Operations Manual" },
  Contact: { id: "crumb.contact", defaultMessage: "Contact" },
  FAQs: { id: "crumb.faqs", defaultMessage: "FAQs" },
  Blog: { id: "crumb.blog", defaultMessage: "Blog" },
  Privacy: { id: "crumb.privacy", defaultMessage: "Privacy" },
  Terms: { id: "crumb.terms", defaultMessage: "Terms" },
  Sitemap: { id: "crumb.sitemap", defaultMessage: "Sitemap" },
  Verify: { id: "crumb.verify", defaultMessage: "Verify" },
  Developers: { id: "crumb.developers", defaultMessage: "Developers" },
  "Report a Concern": { id: "crumb.reportConcern", defaultMessage: "Report a Concern" },
  "Business Details": { id: "crumb.businessDetails", defaultMessage: "Business Details" },
  "Certificate Details": { id: "crumb.certificateDetails", defaultMessage: "Certificate Details" },
  Details: { id: "crumb.details", defaultMessage: "Details" },
  Search: { id: "crumb.search", defaultMessage: "Search" },
  Login: { id: "crumb.login", defaultMessage: "Login" },
}) as Record<string, EnglishMessage>;
