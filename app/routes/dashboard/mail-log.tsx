import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireAccess, requireUser } from "~/modules/auth/index.server";
import { mailLogPage, retryEmailSchema, retryOutboxEmail } from "~/modules/mail/index.server";
import { mailLogMessages, MailLogScreen } from "~/modules/mail";
import type { Route } from "./+types/mail-log";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [
    {
      title: `${intl.formatMessage(mailLogMessages.pageTitle)} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, "mailLog.view");
  const params = new URL(request.url).searchParams;
  return loadPage(() => mailLogPage(getDb(), params, user), {
    fallback: mailLogMessages.loadFailed.defaultMessage,
    context: "mail log",
  });
}

/** Retry now (administrators; the service refuses anyone else). A vanished e-mail is a message on the log. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return handleForm(request, {
    context: "retry e-mail",
    fallback: mailLogMessages.retryFailed.defaultMessage,
    intents: {
      retry: formIntent(
        retryEmailSchema,
        async ({ id }) => {
          await retryOutboxEmail(getDb(), user, id);
          return done(mailLogMessages.retried.defaultMessage);
        },
        { notFound: "form" },
      ),
    },
  });
}

export default function MailLog({ loaderData, actionData }: Route.ComponentProps) {
  return <MailLogScreen page={loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
