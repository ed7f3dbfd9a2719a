import {
  Award,
  BookOpen,
  ChartColumn,
  ClipboardCheck,
  FileText,
  Files,
  Languages,
  LayoutDashboard,
  ListChecks,
  Mail,
  MessageSquareWarning,
  Scale,
  RefreshCw,
  ScrollText,
  Settings,
  SquarePen,
  CalendarCheck,
  Users,
  type LucideIcon,
} from "lucide-react";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import {
  can,
  scopeFor,
  type RoleOnlyAction,
  type Collection,
  type Scope,
  type Viewer,
} from "~/modules/permissions";

/** The sidebar's entries (SPEC §2), in the reader's language (issue 36). */
export const navigationMessages = defineMessages({
  dashboard: { id: "nav.item.dashboard", defaultMessage: "Dashboard" },
  myApplications: { id: "nav.item.myApplications", defaultMessage: "My Applications" },
  applications: { id: "nav.item.applications", defaultMessage: "Applications" },
  documents: { id: "nav.item.documents", defaultMessage: "Documents" },
  myCertificates: { id: "nav.item.myCertificates", defaultMessage: "My Certificates" },
  audits: { id: "nav.item.audits", defaultMessage: "Audits" },
  reviewPanel: { id: "nav.item.reviewPanel", defaultMessage: "Review Panel" },
  users: { id: "nav.item.users", defaultMessage: "Users" },
  standards: { id: "nav.item.standards", defaultMessage: "Standards" },
  viewAll: { id: "nav.item.viewAll", defaultMessage: "View All" },
  manageStandards: { id: "nav.item.manageStandards", defaultMessage: "Manage Standards" },
  proposedChanges: { id: "nav.item.proposedChanges", defaultMessage: "Proposed Changes" },
  certificates: { id: "nav.item.certificates", defaultMessage: "Certificates" },
  certificateRenewals: {
    id: "nav.item.certificateRenewals",
    defaultMessage: "Certificate Renewals",
  },
  blogManagement: { id: "nav.item.blogManagement", defaultMessage: "Blog Management" },
  complaints: { id: "nav.item.complaints", defaultMessage: "Complaints" },
  appeals: { id: "nav.item.appeals", defaultMessage: "Appeals" },
  correctiveActions: { id: "nav.item.correctiveActions", defaultMessage: "Corrective Actions" },
  reports: { id: "nav.item.reports", defaultMessage: "Reports" },
  operationsManual: { id: "nav.item.operationsManual", defaultMessage: "Operations Manual" },
  translations: { id: "nav.item.translations", defaultMessage: "Translations" },
  mailLog: { id: "nav.item.mailLog", defaultMessage: "Mail Log" },
  settings: { id: "nav.item.settings", defaultMessage: "Settings" },
});

const m = navigationMessages;

export type SidebarItem = {
  /** Its name (`<FormattedMessage {...item.label} />`); its id also keys the entry. */
  label: EnglishMessage;
  to: string;
  icon: LucideIcon;
  children?: { label: EnglishMessage; to: string }[];
};

/**
 * One sidebar entry and what the viewer needs to see it: the policy action of
 * its screen and, where SPEC §2 gives a role's own work its own entry ("My
 * Applications") or its own place in the list, the visibility it is for.
 */
export type NavigationItem = Omit<SidebarItem, "children"> & {
  /** The action the screen's guard asks (`requireAccess`). */
  action: RoleOnlyAction;
  /** Shown only when the viewer's `scopeFor(collection)` is one of `kinds`. */
  scope?: { collection: Collection; kinds: readonly Scope["kind"][] };
  /** A sub-menu, shown to viewers who may take its action. */
  children?: { action: RoleOnlyAction; items: { label: EnglishMessage; to: string }[] };
};

const own = (collection: Collection) => ({ collection, kinds: ["own"] as const });
const assigned = (collection: Collection) => ({ collection, kinds: ["assigned"] as const });
const all = (collection: Collection) => ({ collection, kinds: ["all"] as const });
const notOwn = (collection: Collection) => ({
  collection,
  kinds: ["assigned", "all"] as const,
});

/**
 * SPEC §2 sidebar, in order. Each role sees the entries the policy lets it
 * use: a business its own applications, documents and certificates; an
 * examiner the applications and audits assigned to them; staff the
 * programme's screens (the mail log is ours, administrators only).
 */
export const navigationItems: readonly NavigationItem[] = [
  { label: m.dashboard, to: "/dashboard", icon: LayoutDashboard, action: "dashboard.view" },
  {
    label: m.myApplications,
    to: "/dashboard/applications",
    icon: FileText,
    action: "application.list",
    scope: own("applications"),
  },
  {
    label: m.applications,
    to: "/dashboard/applications",
    icon: FileText,
    action: "application.list",
    scope: notOwn("applications"),
  },
  {
    label: m.documents,
    to: "/dashboard/documents",
    icon: Files,
    action: "document.list",
    scope: own("documents"),
  },
  {
    label: m.myCertificates,
    to: "/dashboard/certificates",
    icon: Award,
    action: "certificate.list",
    scope: own("certificates"),
  },
  {
    label: m.audits,
    to: "/dashboard/audits",
    icon: CalendarCheck,
    action: "audit.list",
    scope: assigned("audits"),
  },
  {
    label: m.correctiveActions,
    to: "/dashboard/corrective-actions",
    icon: ListChecks,
    action: "correctiveAction.list",
    scope: { collection: "correctiveActions", kinds: ["own", "assigned"] },
  },
  { label: m.reviewPanel, to: "/dashboard/review", icon: ClipboardCheck, action: "review.view" },
  { label: m.users, to: "/dashboard/users", icon: Users, action: "users.view" },
  {
    label: m.standards,
    to: "/dashboard/standards",
    icon: ScrollText,
    action: "standards.view",
    children: {
      action: "standards.manage",
      items: [
        { label: m.viewAll, to: "/dashboard/standards" },
        { label: m.manageStandards, to: "/dashboard/standards/sections" },
        { label: m.proposedChanges, to: "/dashboard/standards/proposals" },
      ],
    },
  },
  {
    label: m.audits,
    to: "/dashboard/audits",
    icon: CalendarCheck,
    action: "audit.list",
    scope: all("audits"),
  },
  {
    label: m.correctiveActions,
    to: "/dashboard/corrective-actions",
    icon: ListChecks,
    action: "correctiveAction.list",
    scope: all("correctiveActions"),
  },
  {
    label: m.certificates,
    to: "/dashboard/certificates",
    icon: Award,
    action: "certificate.list",
    scope: all("certificates"),
  },
  {
    label: m.certificateRenewals,
    to: "/dashboard/renewals",
    icon: RefreshCw,
    action: "renewal.list",
    scope: all("renewals"),
  },
  { label: m.blogManagement, to: "/dashboard/blog", icon: SquarePen, action: "blog.manage" },
  {
    label: m.complaints,
    to: "/dashboard/complaints",
    icon: MessageSquareWarning,
    action: "complaint.list",
  },
  {
    label: m.appeals,
    to: "/dashboard/appeals",
    icon: Scale,
    action: "appeal.list",
    scope: all("appeals"),
  },
  { label: m.reports, to: "/dashboard/reports", icon: ChartColumn, action: "reports.view" },
  {
    label: m.operationsManual,
    to: "/dashboard/operations-manual",
    icon: BookOpen,
    action: "manual.view",
  },
  {
    label: m.translations,
    to: "/dashboard/translations",
    icon: Languages,
    action: "translations.view",
  },
  { label: m.mailLog, to: "/dashboard/mail-log", icon: Mail, action: "mailLog.view" },
  { label: m.settings, to: "/dashboard/settings", icon: Settings, action: "settings.view" },
];

/** Does `viewer` see `item` (its action allowed, its visibility matching)? */
export function showsNavigationItem(viewer: Viewer, item: NavigationItem): boolean {
  if (!can(viewer, item.action)) return false;
  return !item.scope || item.scope.kinds.includes(scopeFor(viewer, item.scope.collection).kind);
}

/** The sidebar of the viewer's active role (SPEC §2). */
export function sidebarItemsFor(viewer: Viewer): SidebarItem[] {
  return navigationItems
    .filter((item) => showsNavigationItem(viewer, item))
    .map(({ label, to, icon, children }) => ({
      label,
      to,
      icon,
      ...(children && can(viewer, children.action) ? { children: children.items } : {}),
    }));
}
