import type { ReactNode } from "react";
import { Link } from "react-router";
import { LanguageSwitcher } from "~/components/language-switcher";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { siteName } from "~/lib/site-config";

/**
 * The standalone card layout of the sign-in screens (/login and its steps),
 * with the language switcher under the card (issue 36).
 */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const to = useLocalizePath();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-brand-50 px-4 py-10">
      <Link to={to("/")} className="mb-6 flex items-center gap-2 font-semibold text-brand-800">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        {siteName}
      </Link>
      <main id="main" className="w-full max-w-md rounded-lg bg-white p-8 shadow">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
        {children}
      </main>
      <LanguageSwitcher className="mt-6" />
    </div>
  );
}
