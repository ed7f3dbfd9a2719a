import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";

const m = defineMessages({
  failedTitle: { id: "parts.error.failedTitle", defaultMessage: "Something went wrong" },
});

/** The heading block at the top of a public content page (the page's one h1). */
export function PageIntro({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 pb-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{lead}</p>
      {children}
    </div>
  );
}

/** Long-form text with readable line length and spacing. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`max-w-3xl space-y-4 text-base leading-7 text-slate-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ul]:list-disc [&_ul]:space-y-2 ${className ?? ""}`}
    >
      {children}
    </div>
  );
}

const buttonBase =
  "inline-flex items-center justify-center rounded-md px-5 py-3 text-base font-semibold focus-visible:outline-offset-4";

export function ButtonLink({
  to,
  variant = "primary",
  children,
}: {
  to: string;
  variant?: "primary" | "secondary" | "inverse";
  children: ReactNode;
}) {
  const styles = {
    primary: "bg-brand-700 text-white hover:bg-brand-800",
    secondary: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
    inverse: "bg-white text-brand-900 hover:bg-brand-50 focus-visible:outline-white",
  }[variant];
  return (
    <Link to={to} className={`${buttonBase} ${styles}`}>
      {children}
    </Link>
  );
}

/** Standard width and padding of a public page body. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">{children}</div>;
}

/**
 * The error screen of a public detail page (a post, a business): "not found"
 * with what may have happened, or a generic failure, and the way back.
 */
export function PublicErrorPage({
  notFound,
  notFoundTitle,
  notFoundText,
  failedText,
  backTo,
  backLabel,
}: {
  notFound: boolean;
  notFoundTitle: string;
  notFoundText: string;
  failedText: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <PageContainer>
      <section
        className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-8 text-center"
        aria-labelledby="public-error-title"
      >
        <h1 id="public-error-title" className="text-2xl font-bold text-slate-900">
          {notFound ? notFoundTitle : <FormattedMessage {...m.failedTitle} />}
        </h1>
        <p className="mt-3 text-slate-700">{notFound ? notFoundText : failedText}</p>
        <p className="mt-6">
          <Link to={backTo} className="font-medium text-brand-800 underline">
            {backLabel}
          </Link>
        </p>
      </section>
    </PageContainer>
  );
}
