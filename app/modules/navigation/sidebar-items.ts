import {
  Award,
  BookOpen,
  ChartColumn,
  ClipboardCheck,
  FileText,
  Files,
  LayoutDashboard,
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
import {
  can,
  scopeFor,
  type RoleOnlyAction,
  type Collection,
  type Scope,
  type Viewer,
} from "~/modules/permissions";

export type SidebarItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  children?: { label: string; to: string }[];
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
  children?: { action: RoleOnlyAction; items: { label: string; to: string }[] };
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
  { label: "Dashboard", to: "/dashboard", icon: LayoutDashboard, action: "dashboard.view" },
  {
    label: "My Applications",
    to: "/dashboard/applications",
    icon: FileText,
    action: "application.list",
    scope: own("applications"),
  },
  {
    label: "Applications",
    to: "/dashboard/applications",
    icon: FileText,
    action: "application.list",
    scope: notOwn("applications"),
  },
  {
    label: "Documents",
    to: "/dashboard/documents",
    icon: Files,
    action: "document.list",
    scope: own("documents"),
  },
  {
    label: "My Certificates",
    to: "/dashboard/certificates",
    icon: Award,
    action: "certificate.list",
    scope: own("certificates"),
  },
  {
    label: "Audits",
    to: "/dashboard/audits",
    icon: CalendarCheck,
    action: "audit.list",
    scope: assigned("audits"),
  },
  { label: "Review Panel", to: "/dashboard/review", icon: ClipboardCheck, action: "review.view" },
  { label: "Users", to: "/dashboard/users", icon: Users, action: "users.view" },
  {
    label: "Standards",
    to: "/dashboard/standards",
    icon: ScrollText,
    action: "standards.view",
    children: {
      action: "standards.manage",
      items: [
        { label: "View All", to: "/dashboard/standards" },
        { label: "Manage Standards", to: "/dashboard/standards/sections" },
        { label: "Proposed Changes", to: "/dashboard/standards/proposals" },
      ],
    },
  },
  {
    label: "Audits",
    to: "/dashboard/audits",
    icon: CalendarCheck,
    action: "audit.list",
    scope: all("audits"),
  },
  {
    label: "Certificates",
    to: "/dashboard/certificates",
    icon: Award,
    action: "certificate.list",
    scope: all("certificates"),
  },
  {
    label: "Certificate Renewals",
    to: "/dashboard/renewals",
    icon: RefreshCw,
    action: "renewal.list",
    scope: all("renewals"),
  },
  { label: "Blog Management", to: "/dashboard/blog", icon: SquarePen, action: "blog.manage" },
  {
    label: "Complaints",
    to: "/dashboard/complaints",
    icon: MessageSquareWarning,
    action: "complaint.list",
  },
  {
    label: "Appeals",
    to: "/dashboard/appeals",
    icon: Scale,
    action: "appeal.list",
    scope: all("appeals"),
  },
  { label: "Reports", to: "/dashboard/reports", icon: ChartColumn, action: "reports.view" },
  {
    label: "Operations Manual",
    to: "/dashboard/operations-manual",
    icon: BookOpen,
    action: "manual.view",
  },
  { label: "Mail Log", to: "/dashboard/mail-log", icon: Mail, action: "mailLog.view" },
  { label: "Settings", to: "/dashboard/settings", icon: Settings, action: "settings.view" },
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
