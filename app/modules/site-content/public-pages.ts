import { siteName } from "~/lib/site-config";

/**
 * The public pages that exist today: the one list behind the /sitemap page,
 * /sitemap.xml and each page's <title> and meta description. Add a page here
 * when its feature ships (standards). Blog posts are listed by the blog
 * module and added to both sitemaps by their routes.
 */
export type PublicPageGroup = "Programme" | "Help and contact" | "Legal" | "Account";

export type PublicPage = {
  path: string;
  /** Short name used in the <title> ("<title> | Humane Accreditation Portal"). */
  title: string;
  /** Meta description and the summary shown on the sitemap page. */
  description: string;
  group: PublicPageGroup;
  changefreq: "weekly" | "monthly" | "yearly";
  priority: number;
};

export const publicPages = [
  {
    path: "/",
    title: "Home",
    description:
      "Independent accreditation for humane wildlife control businesses in the United States, Canada and Mexico: published standards, on-site audits and a verifiable yearly certificate.",
    group: "Programme",
    changefreq: "weekly",
    priority: 1,
  },
  {
    path: "/about",
    title: "About",
    description:
      "Our mission, the standards committee, examiners and administrators who run the programme, how we stay independent and the humane principles behind every decision.",
    group: "Programme",
    changefreq: "monthly",
    priority: 0.8,
  },
  {
    path: "/standards",
    title: "Humane Wildlife Control Standards",
    description:
      "The 15 standards and 5 appendices every accredited business meets — welfare policy, exclusion and humane eviction, live capture, release, lethal control — with their versions and what changed.",
    group: "Programme",
    changefreq: "monthly",
    priority: 0.9,
  },
  {
    path: "/process",
    title: "Accreditation Process",
    description:
      "The steps to accreditation: account, application and documents, audit fee, on-site audit, committee review, membership fee, certificate, directory listing and annual renewal.",
    group: "Programme",
    changefreq: "monthly",
    priority: 0.9,
  },
  {
    path: "/directory",
    title: "Directory of Certified Businesses",
    description:
      "Find a humane wildlife control business holding a current certificate of accreditation: search by name, filter by state or province and by service.",
    group: "Programme",
    changefreq: "weekly",
    priority: 0.9,
  },
  {
    path: "/verify",
    title: "Verify a Certificate",
    description:
      "Check that a certificate of accreditation is genuine and see whether it is valid, expired or revoked, by its certificate number or the code in its QR code.",
    group: "Programme",
    changefreq: "monthly",
    priority: 0.7,
  },
  {
    path: "/developers",
    title: "Verification API for Developers",
    description:
      "Check certificates from your own software or website: the open verification API and its OpenAPI document, the live seal for business websites, and verifiable credentials.",
    group: "Programme",
    changefreq: "monthly",
    priority: 0.4,
  },
  {
    path: "/operations-manual",
    title: "Operations Manual",
    description:
      "How the programme is governed and run: roles, applications and documents, fees and refunds, audits, certification decisions, renewals, complaints, appeals and revocation.",
    group: "Programme",
    changefreq: "monthly",
    priority: 0.7,
  },
  {
    path: "/blog",
    title: "Blog",
    description:
      "News and practical guidance on humane wildlife control and the accreditation programme: seasonal advice, methods, audits, standards and renewals.",
    group: "Help and contact",
    changefreq: "weekly",
    priority: 0.7,
  },
  {
    path: "/faqs",
    title: "Frequently Asked Questions",
    description:
      "Answers about eligibility, fees, documents, on-site audits, certificates, verification, renewals and the public directory of accredited businesses.",
    group: "Help and contact",
    changefreq: "monthly",
    priority: 0.7,
  },
  {
    path: "/report-concern",
    title: "Report a Concern",
    description:
      "Report a concern about an accredited humane wildlife control business: find the business, then tell the programme what happened. Every concern is looked into impartially and in writing.",
    group: "Help and contact",
    changefreq: "yearly",
    priority: 0.6,
  },
  {
    path: "/contact",
    title: "Contact",
    description:
      "Send a question to the programme team by e-mail, phone, post or the contact form. We answer within two business days.",
    group: "Help and contact",
    changefreq: "yearly",
    priority: 0.6,
  },
  {
    path: "/privacy",
    title: "Privacy Policy",
    description:
      "What personal data the portal collects, why, who we share it with (including our card processor), how long we keep it and how to exercise your rights.",
    group: "Legal",
    changefreq: "yearly",
    priority: 0.3,
  },
  {
    path: "/terms",
    title: "Terms of Use",
    description:
      "The terms for using the portal and taking part in the accreditation programme: accounts, applications, fees, audits, certificates and the directory.",
    group: "Legal",
    changefreq: "yearly",
    priority: 0.3,
  },
  {
    path: "/sitemap",
    title: "Sitemap",
    description: "Every public page of the Humane Accreditation Portal in one list.",
    group: "Help and contact",
    changefreq: "monthly",
    priority: 0.2,
  },
  {
    path: "/login",
    title: "Log in",
    description:
      "Member login for applicants, examiners, committee members and administrators; new businesses create their account here to apply.",
    group: "Account",
    changefreq: "yearly",
    priority: 0.5,
  },
] as const satisfies readonly PublicPage[];

export type PublicPath = (typeof publicPages)[number]["path"];

export const publicPageGroups: PublicPageGroup[] = [
  "Programme",
  "Help and contact",
  "Legal",
  "Account",
];

export function getPublicPage(path: PublicPath): PublicPage {
  const page = publicPages.find((p) => p.path === path);
  if (!page) throw new Error(`Unknown public page ${path}`);
  return page;
}

export function pageTitle(title: string): string {
  return `${title} | ${siteName}`;
}

/** The `meta` export of a public page: its title and description. */
export function publicPageMeta(path: PublicPath) {
  const page = getPublicPage(path);
  return [
    { title: pageTitle(page.title) },
    { name: "description", content: page.description },
    { property: "og:title", content: pageTitle(page.title) },
    { property: "og:description", content: page.description },
  ];
}
