import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { EmailAddressScreen } from "~/modules/auth";
import { isAddressConfirmed, requireUser, sendConfirmationLink } from "~/modules/auth/index.server";
import type { Route } from "./+types/email-address";

export function meta() {
  return [{ title: `Your e-mail address | ${siteName}` }];
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
    { fallback: "Could not load this page. Please try again.", context: "email address" },
  );
}

/** "Send the link again" (decision 080). */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireUser(request);
  return handleForm(request, {
    context: "email address",
    fallback: "The link could not be sent. Please try again.",
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
