import { data } from "react-router";
import { formIntent, handleForm } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { forgotPasswordSchema, ForgotPasswordScreen } from "~/modules/auth";
import {
  authMessages,
  requestPasswordReset,
  RESET_LINK_MINUTES,
} from "~/modules/auth/index.server";
import type { Route } from "./+types/forgot-password";

export function meta() {
  return [
    { title: `Reset your password | ${siteName}` },
    { name: "description", content: "Request a link to choose a new password." },
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
