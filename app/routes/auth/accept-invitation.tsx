import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { Field, FormMessage, SubmitButton } from "~/components/form";
import { isAppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/form-data.server";
import { siteName } from "~/lib/site-config";
import { PASSWORD_RULE_TEXT } from "~/modules/auth/auth-schemas";
import { acceptInvitation, findOpenInvitation } from "~/modules/users/accept-invitation.server";
import { acceptInvitationSchema } from "~/modules/users/user-schemas";
import { userMessages } from "~/modules/users/user-status";
import type { Route } from "./+types/accept-invitation";

export function meta() {
  return [{ title: `Accept your invitation | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const open = token ? await findOpenInvitation(getDb(), token) : null;
  return { token, invitation: open ? { name: open.name, email: open.email } : null };
}

type ActionResult = { formError?: string; fieldErrors?: Record<string, string> };

export async function action({ request }: Route.ActionArgs) {
  const parsed = await parseForm(request, acceptInvitationSchema);
  if (!parsed.ok) {
    return data<ActionResult>({ fieldErrors: parsed.errors }, { status: 422 });
  }
  try {
    const { email } = await acceptInvitation(getDb(), {
      token: parsed.data.token,
      password: parsed.data.password,
    });
    return redirect(`/login?invited=1&email=${encodeURIComponent(email)}`);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data<ActionResult>({ formError: error.message }, { status: error.status });
  }
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData as ActionResult | undefined;
  const errors = result?.fieldErrors ?? {};
  const { invitation, token } = loaderData;
  return (
    <AuthCard
      title="Set your password"
      intro={
        invitation
          ? `Welcome, ${invitation.name}. Choose a password for ${invitation.email} to activate your account.`
          : undefined
      }
    >
      {!invitation || result?.formError ? (
        <div className="mt-6 space-y-4">
          <FormMessage kind="error">
            {result?.formError ?? userMessages.invitationInvalid}
          </FormMessage>
          <p className="text-sm text-slate-700">
            Ask the programme office to send you a new invitation.
          </p>
        </div>
      ) : (
        <Form
          method="post"
          action={`/accept-invitation?token=${encodeURIComponent(token)}`}
          className="mt-6 space-y-4"
          noValidate
        >
          <input type="hidden" name="token" value={token} />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint={PASSWORD_RULE_TEXT}
            error={errors.password}
          />
          <Field
            label="Confirm password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
          />
          <SubmitButton className="w-full" pending={navigation.state !== "idle"}>
            Set password and activate
          </SubmitButton>
        </Form>
      )}
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <Link to="/login" className="font-medium text-brand-700 underline">
          Go to log in
        </Link>
      </p>
    </AuthCard>
  );
}
