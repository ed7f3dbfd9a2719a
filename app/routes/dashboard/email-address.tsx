import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages } from "~/lib/i18n/messages";
import { siteNameMessage } from "~/lib/site-config";
import { EmailAddressScreen, emailAddressTitleMessage } from "~/modules/auth";
import { isAddressConfirmed, requireUser, sendConfirmationLink } from "~/modules/auth/index.server";
import type { Route } from "./+types/email-address";

const m = defineMessages({
  loadFailed: {
    id: "settings.email.loadFailed",
    defaultMessage: "Could not load this page. Please try again.",
  },
  sendFailed: {
    id: "settings.email.sendFailed",
    defaultMessage: "The link could not be sent. Please try again.",
  },
});

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as
    { locale?: string } | undefined;
  const intl = intlFor(toLocale(root?.locale));
  const title = intl.formatMessage(emailAddressTitleMessage);
  return [{ title: `${title} | ${intl.formatMessage(siteNameMessage)}` }];
}

/** Where the confirmation link lands (better-auth adds `?error=…` to a bad or expired link). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const linkInvalid = new URL(request.url).searchParams.has("error");
  return loadPage(
    async () => ({
      email: session.user.email,
      confirmed: await isAddressConfirmed(getDb(), session.user.id),
      linkInvalid,
    }),
    { fallback: m.loadFailed.defaultMessage, context: "email address" },
  );
}

/** "Send the link again" (decision 080). */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireUser(request);
  return handleForm(request, {
    context: "email address",
    fallback: m.sendFailed.defaultMessage,
    intents: {
      resend: formIntent(z.object({}), async () =>
        done((await sendConfirmationLink(getDb(), session)).message),
      ),
    },
  });
}

export default function EmailAddress({ loaderData, actionData }: Route.ComponentProps) {
  return <EmailAddressScreen page={loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
