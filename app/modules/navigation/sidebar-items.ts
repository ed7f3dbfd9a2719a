import type { Role } from "~/modules/permissions/permissions";

export type SidebarItem = {
  label: string;
  to: string;
  icon: string;
  children?: { label: string; to: string }[];
};

const dashboard: SidebarItem = { label: "Dashboard", to: "/dashboard", icon: "▦" };
const standards: SidebarItem = { label: "Standards", to: "/dashboard/standards", icon: "§" };
const manual: SidebarItem = {
  label: "Operations Manual",
  to: "/dashboard/operations-manual",
  icon: "☰",
};
const settings: SidebarItem = { label: "Settings", to: "/dashboard/settings", icon: "⚙" };

const staff: SidebarItem[] = [
  dashboard,
  { label: "Applications", to: "/dashboard/applications", icon: "▤" },
  { label: "Review Panel", to: "/dashboard/review", icon: "✓" },
  { label: "Users", to: "/dashboard/users", icon: "☺" },
  {
    ...standards,
    children: [
      { label: "View All", to: "/dashboard/standards" },
      { label: "Manage Standards", to: "/dashboard/standards/sections" },
      { label: "Proposed Changes", to: "/dashboard/standards/proposals" },
    ],
  },
  { label: "Audits", to: "/dashboard/audits", icon: "⌖" },
  { label: "Certificates", to: "/dashboard/certificates", icon: "★" },
  { label: "Certificate Renewals", to: "/dashboard/renewals", icon: "↻" },
  { label: "Blog Management", to: "/dashboard/blog", icon: "✎" },
  { label: "Reports", to: "/dashboard/reports", icon: "▥" },
  manual,
  settings,
];

/** SPEC §2 sidebar items per active role (the mail log is ours, administrators only). */
export const sidebarItems: Record<Role, SidebarItem[]> = {
  applicant: [
    dashboard,
    { label: "My Applications", to: "/dashboard/applications", icon: "▤" },
    { label: "Documents", to: "/dashboard/documents", icon: "▧" },
    { label: "My Certificates", to: "/dashboard/certificates", icon: "★" },
    standards,
    manual,
    settings,
  ],
  examiner: [
    dashboard,
    { label: "Applications", to: "/dashboard/applications", icon: "▤" },
    { label: "Audits", to: "/dashboard/audits", icon: "⌖" },
    standards,
    manual,
    settings,
  ],
  committee: staff,
  administrator: [
    ...staff.slice(0, -1),
    { label: "Mail Log", to: "/dashboard/mail-log", icon: "✉" },
    settings,
  ],
};
