import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { requireAccess, requireUser } from "~/modules/auth/index.server";
import { mailLogPage, retryEmailSchema, retryOutboxEmail } from "~/modules/mail/index.server";
import { MailLogScreen } from "~/modules/mail";
import type { Route } from "./+types/mail-log";

export function meta() {
  return [{ title: `Mail Log | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, "mailLog.view");
  const params = new URL(request.url).searchParams;
  return loadPage(() => mailLogPage(getDb(), params, user), {
    fallback: "Could not load the mail log. Please try again.",
    context: "mail log",
  });
}

/** Retry now (administrators; the service refuses anyone else). A vanished e-mail is a message on the log. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return handleForm(request, {
    context: "retry e-mail",
    fallback: "The e-mail could not be queued again. Please try again.",
    intents: {
      retry: formIntent(
        retryEmailSchema,
        async ({ id }) => {
          await retryOutboxEmail(getDb(), user, id);
          return done("The e-mail is queued for another attempt now.");
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
