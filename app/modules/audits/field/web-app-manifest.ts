import { siteName } from "~/lib/site-config";
import { THEME_COLOUR } from "./field-constants";

/** The dashboard as an installable web app (issue 37): scoped to /dashboard, opening on its audits. */
export const webAppManifest = {
  id: "/dashboard/",
  name: siteName,
  short_name: "Humane Portal",
  description: "Audits, applications and certificates of the Humane Accreditation Program.",
  lang: "en",
  start_url: "/dashboard/audits",
  scope: "/dashboard/",
  display: "standalone",
  orientation: "any",
  background_color: "#ffffff",
  theme_color: THEME_COLOUR,
  icons: [
    { src: "/dashboard-icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/dashboard-icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    {
      src: "/dashboard-icons/maskable-192.png",
      sizes: "192x192",
      type: "image/png",
      purpose: "maskable",
    },
    {
      src: "/dashboard-icons/maskable-512.png",
      sizes: "512x512",
      type: "image/png",
      purpose: "maskable",
    },
  ],
} as const;
