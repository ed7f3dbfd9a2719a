import { useRouteLoaderData } from "react-router";
import type { Locale } from "~/domain/locale";
import type { SiteConfig } from "./site-config";

/** What the root loader (app/root.tsx) gives every page. */
export type RootData = {
  site: SiteConfig;
  user: { id: string; name: string; email: string } | null;
  /**
   * The page's language (decision 086): a public page's address prefix
   * (/fr, /es) or, on the dashboard, the signed-in person's preference.
   */
  locale: Locale;
};

/** The root loader's data, for any screen below the root. */
export function useRootData(): RootData {
  return useRouteLoaderData("root") as RootData;
}

/** The root loader's data, or undefined on an error page rendered without it. */
export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
