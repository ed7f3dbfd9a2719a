import {
  Award,
  BookOpen,
  ChartColumn,
  ClipboardCheck,
  FileText,
  Files,
  LayoutDashboard,
  Mail,
  RefreshCw,
  ScrollText,
  Settings,
  SquarePen,
  CalendarCheck,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { Role } from "~/modules/permissions/permissions";

export type SidebarItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  children?: { label: string; to: string }[];
};

const dashboard: SidebarItem = { label: "Dashboard", to: "/dashboard", icon: LayoutDashboard };
const standards: SidebarItem = { label: "Standards", to: "/dashboard/standards", icon: ScrollText };
const manual: SidebarItem = {
  label: "Operations Manual",
  to: "/dashboard/operations-manual",
  icon: BookOpen,
};
const settings: SidebarItem = { label: "Settings", to: "/dashboard/settings", icon: Settings };

const staff: SidebarItem[] = [
  dashboard,
  { label: "Applications", to: "/dashboard/applications", icon: FileText },
  { label: "Review Panel", to: "/dashboard/review", icon: ClipboardCheck },
  { label: "Users", to: "/dashboard/users", icon: Users },
  {
    ...standards,
    children: [
      { label: "View All", to: "/dashboard/standards" },
      { label: "Manage Standards", to: "/dashboard/standards/sections" },
      { label: "Proposed Changes", to: "/dashboard/standards/proposals" },
    ],
  },
  { label: "Audits", to: "/dashboard/audits", icon: CalendarCheck },
  { label: "Certificates", to: "/dashboard/certificates", icon: Award },
  { label: "Certificate Renewals", to: "/dashboard/renewals", icon: RefreshCw },
  { label: "Blog Management", to: "/dashboard/blog", icon: SquarePen },
  { label: "Reports", to: "/dashboard/reports", icon: ChartColumn },
  manual,
  settings,
];

/** SPEC §2 sidebar items per active role (the mail log is ours, administrators only). */
export const sidebarItems: Record<Role, SidebarItem[]> = {
  applicant: [
    dashboard,
    { label: "My Applications", to: "/dashboard/applications", icon: FileText },
    { label: "Documents", to: "/dashboard/documents", icon: Files },
    { label: "My Certificates", to: "/dashboard/certificates", icon: Award },
    standards,
    manual,
    settings,
  ],
  examiner: [
    dashboard,
    { label: "Applications", to: "/dashboard/applications", icon: FileText },
    { label: "Audits", to: "/dashboard/audits", icon: CalendarCheck },
    standards,
    manual,
    settings,
  ],
  committee: staff,
  administrator: [
    ...staff.slice(0, -1),
    { label: "Mail Log", to: "/dashboard/mail-log", icon: Mail },
    settings,
  ],
};
