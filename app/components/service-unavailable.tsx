import { useLocation } from "react-router";
import { DATABASE_UNAVAILABLE_TEXT, DATABASE_UNAVAILABLE_TITLE } from "~/lib/service-unavailable";

/**
 * The page of a 503 answer while the database cannot be reached (issue 25):
 * what happened, that a save may not have gone through, and a way to try
 * again. Plain links: the page is sent without client scripts.
 */
export function ServiceUnavailable() {
  const { pathname, search } = useLocation();
  return (
    <main id="main" className="mx-auto max-w-2xl p-8">
      <title>{`Unavailable for a moment | Humane Accreditation Portal`}</title>
      <section role="alert" aria-labelledby="service-unavailable-title">
        <h1 id="service-unavailable-title" className="text-2xl font-bold text-slate-900">
          {DATABASE_UNAVAILABLE_TITLE}
        </h1>
        <p className="mt-4 text-slate-700">{DATABASE_UNAVAILABLE_TEXT}</p>
      </section>
      <p className="mt-6 flex gap-6">
        <a className="font-medium text-brand-700 underline" href={`${pathname}${search}`}>
          Try again
        </a>
        <a className="text-brand-700 underline" href="/">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
