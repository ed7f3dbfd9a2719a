import { FormattedMessage, useIntl } from "react-intl";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";
import { useServiceUnavailable } from "~/lib/service-unavailable";
import { ServiceUnavailable } from "./service-unavailable";

/**
 * The error screens' texts (issue 36). The access-denied and unexpected-error
 * ones are SPEC §2/§8 texts (`messages` of app/domain/app-error.ts, the same
 * English).
 */
export const errorScreenMessages = defineMessages({
  accessDeniedTitle: { id: "errors.accessDenied.title", defaultMessage: "Access Denied" },
  accessDeniedBody: {
    id: "errors.accessDenied.body",
    defaultMessage: "You don't have permission to access this page with your current role.",
  },
  backToDashboard: { id: "errors.backToDashboard", defaultMessage: "Back to the dashboard" },
  notFoundTitle: { id: "errors.notFound.title", defaultMessage: "Not found" },
  notFoundBody: {
    id: "errors.notFound.body",
    defaultMessage:
      "It may have been removed, the link may be mistyped, or it is not available to your account.",
  },
  notFoundBodyWhat: {
    id: "errors.notFound.bodyWhat",
    defaultMessage:
      "{what}. It may have been removed, the link may be mistyped, or it is not available to your account.",
  },
  unexpectedTitle: {
    id: "errors.unexpected.title",
    defaultMessage: "Unexpected Application Error!",
  },
  unexpectedBody: {
    id: "errors.unexpected.body",
    defaultMessage: "Something went wrong on our side. Please try again in a moment.",
  },
});

const m = errorScreenMessages;

/** The access-denied screen (SPEC §2) shown by the route guard. */
export function AccessDenied() {
  return (
    <section
      className="mx-auto max-w-xl rounded-lg border border-amber-200 bg-amber-50 p-8 text-center"
      aria-labelledby="access-denied-title"
    >
      <h1 id="access-denied-title" className="text-2xl font-bold text-slate-900">
        <FormattedMessage {...m.accessDeniedTitle} />
      </h1>
      <p className="mt-3 text-slate-700">
        <FormattedMessage {...m.accessDeniedBody} />
      </p>
      <p className="mt-6">
        <Link to="/dashboard" className="font-medium text-brand-700 underline">
          <FormattedMessage {...m.backToDashboard} />
        </Link>
      </p>
    </section>
  );
}

/**
 * The not-found screen: for a missing page or a record the visitor may not
 * see (the same answer either way, so nothing leaks).
 */
export function NotFound({ message }: { message?: string }) {
  return (
    <section
      className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-8 text-center"
      aria-labelledby="not-found-title"
    >
      <h1 id="not-found-title" className="text-2xl font-bold text-slate-900">
        <FormattedMessage {...m.notFoundTitle} />
      </h1>
      <p className="mt-3 text-slate-700">
        {message ? (
          <FormattedMessage {...m.notFoundBodyWhat} values={{ what: message }} />
        ) : (
          <FormattedMessage {...m.notFoundBody} />
        )}
      </p>
      <p className="mt-6">
        <Link to="/dashboard" className="font-medium text-brand-700 underline">
          <FormattedMessage {...m.backToDashboard} />
        </Link>
      </p>
    </section>
  );
}

/**
 * Error boundary for dashboard screens: Access Denied for 403, Not found for
 * 404, the service-unavailable page when the database could not be reached,
 * else the error text.
 */
export function ErrorBoundary() {
  const intl = useIntl();
  const error = useRouteError();
  const unavailable = useServiceUnavailable();
  if (unavailable) return <ServiceUnavailable />;
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDenied />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    const message = typeof error.data?.message === "string" ? error.data.message : undefined;
    return <NotFound message={message?.replace(/\.$/, "")} />;
  }
  const detail =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : intl.formatMessage(m.unexpectedBody);
  return (
    <section className="mx-auto max-w-xl p-8" role="alert">
      <h1 className="text-2xl font-bold text-slate-900">
        <FormattedMessage {...m.unexpectedTitle} />
      </h1>
      <p className="mt-3 text-slate-700">{detail}</p>
    </section>
  );
}
