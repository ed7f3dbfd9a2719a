import { redirect } from "react-router";
import { z } from "zod";
import { LOCALES, localizePath, splitLocalePath, type Locale } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { sameOriginPath } from "~/lib/safe-redirect";
import { getSessionUser } from "~/modules/auth/index.server";
import { setProfileLocale } from "~/modules/profiles/index.server";
import type { Route } from "./+types/language";

const languageSchema = z.object({
  locale: z.enum(LOCALES),
  next: z.string().max(2048).optional(),
});

/** Where the switcher takes the reader: the same page in the chosen language. */
function pageIn(next: unknown, locale: Locale): string {
  const path = sameOriginPath(next, getEnv().baseUrl, "/");
  if (path === "/dashboard" || path.startsWith("/dashboard/") || path.startsWith("/dashboard?")) {
    return path;
  }
  const url = new URL(path, "http://x");
  return localizePath(splitLocalePath(url.pathname).path, locale) + url.search;
}

/**
 * The language switcher of a signed-in person (issue 36): saves her choice
 * (the dashboard, e-mails and notifications follow it) and shows the same
 * page in that language. Anonymous readers' switchers are plain links.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const parsed = languageSchema.safeParse(form);
  if (!parsed.success) return redirect(sameOriginPath(form.next, getEnv().baseUrl, "/"));
  const session = await getSessionUser(request);
  if (session) await setProfileLocale(getDb(), session, parsed.data.locale);
  return redirect(pageIn(parsed.data.next, parsed.data.locale));
}

export function loader() {
  return redirect("/");
}
