import { redirect } from "react-router";
import { HOME_VARY, homeRedirectLocale, localizePath } from "~/domain/locale";
import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import { HomePage, publicPageMeta } from "~/modules/site-content";
import type { Route } from "./+types/home";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

/** `/` alone offers a French or Spanish browser its language (decision 086). */
export function loader({ request }: Route.LoaderArgs) {
  if (new URL(request.url).pathname === "/") {
    const locale = homeRedirectLocale(request.headers);
    if (locale) throw redirect(localizePath("/", locale), { headers: { Vary: HOME_VARY } });
  }
  return null;
}

export function headers() {
  return { Vary: HOME_VARY };
}

export function meta({ location }: Route.MetaArgs) {
  return publicPageMeta("/", location);
}

export default function Home() {
  return <HomePage />;
}
