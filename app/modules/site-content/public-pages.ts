import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { splitLocalePath } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { siteName, siteNameMessage } from "~/lib/site-config";

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
  title: EnglishMessage;
  /** Meta description and the summary shown on the sitemap page. */
  description: EnglishMessage;
  group: PublicPageGroup;
  changefreq: "weekly" | "monthly" | "yearly";
  priority: number;
};

/** Each page's title and description, in the catalogs under `page.*` (issue 36). */
const text = defineMessages({
  homeTitle: { id: "page.home.title", defaultMessage: "Home" },
  homeDescription: {
    id: "page.home.description",
    defaultMessage:
      "Independent accreditation for humane wildlife control businesses in the United States, Canada and Mexico: published standards, on-site audits and a verifiable yearly certificate.",
  },
  aboutTitle: { id: "page.about.title", defaultMessage: "About" },
  aboutDescription: {
    id: "page.about.description",
    defaultMessage:
      "Our mission, the standards committee, examiners and administrators who run the programme, how we stay independent and the humane principles behind every decision.",
  },
  standardsTitle: {
    id: "page.standards.title",
    defaultMessage: "Humane Wildlife Control Standards",
  },
  standardsDescription: {
    id: "page.standards.description",
    defaultMessage:
      "The 15 standards and 5 appendices every accredited business meets — welfare policy, exclusion and humane eviction, live capture, release, lethal control — with their versions and what changed.",
  },
  processTitle: { id: "page.process.title", defaultMessage: "Accreditation Process" },
  processDescription: {
    id: "page.process.description",
    defaultMessage:
      "The steps to accreditation: account, application and documents, audit fee, on-site audit, committee review, membership fee, certificate, directory listing and annual renewal.",
  },
  directoryTitle: {
    id: "page.directory.title",
    defaultMessage: "Directory of Certified Businesses",
  },
  directoryDescription: {
    id: "page.directory.description",
    defaultMessage:
      "Find a humane wildlife control business holding a current certificate of accreditation: search by name, filter by state or province and by service.",
  },
  verifyTitle: { id: "page.verify.title", defaultMessage: "Verify a Certificate" },
  verifyDescription: {
    id: "page.verify.description",
    defaultMessage:
      "Check that a certificate of accreditation is genuine and see whether it is valid, expired or revoked, by its certificate number or the code in its QR code.",
  },
  developersTitle: {
    id: "page.developers.title",
    defaultMessage: "Verification API for Developers",
  },
  developersDescription: {
    id: "page.developers.description",
    defaultMessage:
      "Check certificates from your own software or website: the open verification API and its OpenAPI document, the live seal for business websites, and verifiable credentials.",
  },
  operationsManualTitle: { id: "page.operationsManual.title", defaultMessage: "Operations Manual" },
  operationsManualDescription: {
    id: "page.operationsManual.description",
    defaultMessage:
      "How the programme is governed and run: roles, applications and documents, fees and refunds, audits, certification decisions, renewals, complaints, appeals and revocation.",
  },
  blogTitle: { id: "page.blog.title", defaultMessage: "Blog" },
  blogDescription: {
    id: "page.blog.description",
    defaultMessage:
      "News and practical guidance on humane wildlife control and the accreditation programme: seasonal advice, methods, audits, standards and renewals.",
  },
  faqsTitle: { id: "page.faqs.title", defaultMessage: "Frequently Asked Questions" },
  faqsDescription: {
    id: "page.faqs.description",
    defaultMessage:
      "Answers about eligibility, fees, documents, on-site audits, certificates, verification, renewals and the public directory of accredited businesses.",
  },
  reportConcernTitle: { id: "page.reportConcern.title", defaultMessage: "Report a Concern" },
  reportConcernDescription: {
    id: "page.reportConcern.description",
    defaultMessage:
      "Report a concern about an accredited humane wildlife control business: find the business, then tell the programme what happened. Every concern is looked into impartially and in writing.",
  },
  contactTitle: { id: "page.contact.title", defaultMessage: "Contact" },
  contactDescription: {
    id: "page.contact.description",
    defaultMessage:
      "Send a question to the programme team by e-mail, phone, post or the contact form. We answer within two business days.",
  },
  privacyTitle: { id: "page.privacy.title", defaultMessage: "Privacy Policy" },
  privacyDescription: {
    id: "page.privacy.description",
    defaultMessage:
      "What personal data the portal collects, why, who we share it with (including our card processor), how long we keep it and how to exercise your rights.",
  },
  termsTitle: { id: "page.terms.title", defaultMessage: "Terms of Use" },
  termsDescription: {
    id: "page.terms.description",
    defaultMessage:
      "The terms for using the portal and taking part in the accreditation programme: accounts, applications, fees, audits, certificates and the directory.",
  },
  sitemapTitle: { id: "page.sitemap.title", defaultMessage: "Sitemap" },
  sitemapDescription: {
    id: "page.sitemap.description",
    defaultMessage: "Every public page of the Humane Accreditation Portal in one list.",
  },
  loginTitle: { id: "page.login.title", defaultMessage: "Log in" },
  loginDescription: {
    id: "page.login.description",
    defaultMessage:
      "Member login for applicants, examiners, committee members and administrators; new businesses create their account here to apply.",
  },
});

/** The group headings of the /sitemap page. */
export const publicPageGroupMessages = defineMessages({
  Programme: { id: "page.group.programme", defaultMessage: "Programme" },
  "Help and contact": { id: "page.group.help", defaultMessage: "Help and contact" },
  Legal: { id: "page.group.legal", defaultMessage: "Legal" },
  Account: { id: "page.group.account", defaultMessage: "Account" },
}) satisfies Record<PublicPageGroup, EnglishMessage>;

export const publicPages = [
  {
    path: "/",
    title: text.homeTitle,
    description: text.homeDescription,
    group: "Programme",
    changefreq: "weekly",
    priority: 1,
  },
  {
    path: "/about",
    title: text.aboutTitle,
    description: text.aboutDescription,
    group: "Programme",
    changefreq: "monthly",
    priority: 0.8,
  },
  {
    path: "/standards",
    title: text.standardsTitle,
    description: text.standardsDescription,
    group: "Programme",
    changefreq: "monthly",
    priority: 0.9,
  },
  {
    path: "/process",
    title: text.processTitle,
    description: text.processDescription,
    group: "Programme",
    changefreq: "monthly",
    priority: 0.9,
  },
  {
    path: "/directory",
    title: text.directoryTitle,
    description: text.directoryDescription,
    group: "Programme",
    changefreq: "weekly",
    priority: 0.9,
  },
  {
    path: "/verify",
    title: text.verifyTitle,
    description: text.verifyDescription,
    group: "Programme",
    changefreq: "monthly",
    priority: 0.7,
  },
  {
    path: "/developers",
    title: text.developersTitle,
    description: text.developersDescription,
    group: "Programme",
    changefreq: "monthly",
    priority: 0.4,
  },
  {
    path: "/operations-manual",
    title: text.operationsManualTitle,
    description: text.operationsManualDescription,
    group: "Programme",
    changefreq: "monthly",
    priority: 0.7,
  },
  {
    path: "/blog",
    title: text.blogTitle,
    description: text.blogDescription,
    group: "Help and contact",
    changefreq: "weekly",
    priority: 0.7,
  },
  {
    path: "/faqs",
    title: text.faqsTitle,
    description: text.faqsDescription,
    group: "Help and contact",
    changefreq: "monthly",
    priority: 0.7,
  },
  {
    path: "/report-concern",
    title: text.reportConcernTitle,
    description: text.reportConcernDescription,
    group: "Help and contact",
    changefreq: "yearly",
    priority: 0.6,
  },
  {
    path: "/contact",
    title: text.contactTitle,
    description: text.contactDescription,
    group: "Help and contact",
    changefreq: "yearly",
    priority: 0.6,
  },
  {
    path: "/privacy",
    title: text.privacyTitle,
    description: text.privacyDescription,
    group: "Legal",
    changefreq: "yearly",
    priority: 0.3,
  },
  {
    path: "/terms",
    title: text.termsTitle,
    description: text.termsDescription,
    group: "Legal",
    changefreq: "yearly",
    priority: 0.3,
  },
  {
    path: "/sitemap",
    title: text.sitemapTitle,
    description: text.sitemapDescription,
    group: "Help and contact",
    changefreq: "monthly",
    priority: 0.2,
  },
  {
    path: "/login",
    title: text.loginTitle,
    description: text.loginDescription,
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

/**
 * The `meta` export of a public page: its title and description in the
 * page's language (`location`: the address, whose prefix names it).
 */
export function publicPageMeta(path: PublicPath, location?: { pathname: string }) {
  const page = getPublicPage(path);
  const intl = intlFor(splitLocalePath(location?.pathname ?? path).locale);
  const title = `${intl.formatMessage(page.title)} | ${intl.formatMessage(siteNameMessage)}`;
  const description = intl.formatMessage(page.description);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
}
