import { defineMessages } from "~/lib/i18n/messages";
/** Public configuration shipped to the browser (root loader). */
export type SiteConfig = {
  /** The public origin ("https://…"), for absolute links such as the hreflang alternates. */
  baseUrl: string;
  supportEmail: string;
  supportPhone: string;
  postalAddress: string;
  chatWidgetSrc: string | null;
  oidc: { enabled: boolean; name: string };
  notificationPollMs: number;
  /** The complaint deadlines in business days (decisions 058, 068), for /process. */
  complaintDeadlines: { acknowledgeDays: number; resolveDays: number };
};

export const siteName = "Humane Accreditation Portal";

/** The programme's name in each language (issue 36): English is `siteName`. */
export const siteNameMessage = defineMessages({
  name: { id: "site.name", defaultMessage: "Humane Accreditation Portal" },
}).name;

/** The third-party chat widget is never loaded on dashboard routes (SPEC §2). */
export function chatWidgetAllowedOn(pathname: string): boolean {
  return pathname !== "/dashboard" && !pathname.startsWith("/dashboard/");
}
