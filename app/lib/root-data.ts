import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "./site-config";

/** What the root loader (app/root.tsx) gives every page. */
export type RootData = {
  site: SiteConfig;
  user: { id: string; name: string; email: string } | null;
};

/** The root loader's data, for any screen below the root. */
export function useRootData(): RootData {
  return useRouteLoaderData("root") as RootData;
}

/** The root loader's data, or undefined on an error page rendered without it. */
export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
