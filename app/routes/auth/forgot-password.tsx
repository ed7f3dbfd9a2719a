import { data } from "react-router";
import { splitLocalePath } from "~/domain/locale";
import { formIntent, handleForm } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import { siteName } from "~/lib/site-config";
import {
  forgotPasswordMessages as m,
  forgotPasswordSchema,
  ForgotPasswordScreen,
} from "~/modules/auth";
import {
  authMessages,
  requestPasswordReset,
  RESET_LINK_MINUTES,
} from "~/modules/auth/index.server";
import type { Route } from "./+types/forgot-password";

export function meta({ location }: Route.MetaArgs) {
  const intl = intlFor(splitLocalePath(location.pathname).locale);
  return [
    { title: `${intl.formatMessage(m.title)} | ${siteName}` },
    { name: "description", content: intl.formatMessage(m.description) },
  ];
}

export async function loader() {
  return { minutes: RESET_LINK_MINUTES };
}

export const action = ({ request }: Route.ActionArgs) =>
  handleForm(request, {
    context: "password reset request",
    fallback: authMessages.failed,
    defaultIntent: "request",
    invalidStatus: 422,
    intents: {
      request: formIntent(
        forgotPasswordSchema,
        async (input, values) => {
          await requestPasswordReset(request, input);
          // The same answer whether or not the account exists.
          return data({ sent: true as const, values: { email: values.email ?? "" } });
        },
        { echo: ["email"] },
      ),
    },
  });

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ForgotPasswordScreen minutes={loaderData.minutes} result={actionData} />;
}
