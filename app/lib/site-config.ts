/** Public configuration shipped to the browser (root loader). */
export type SiteConfig = {
  supportEmail: string;
  supportPhone: string;
  postalAddress: string;
  chatWidgetSrc: string | null;
  oidc: { enabled: boolean; name: string };
  notificationPollMs: number;
};

export const siteName = "Humane Accreditation Portal";

/** The third-party chat widget is never loaded on dashboard routes (SPEC §2). */
export function chatWidgetAllowedOn(pathname: string): boolean {
  return pathname !== "/dashboard" && !pathname.startsWith("/dashboard/");
}
