import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { Field, FormMessage, SubmitButton } from "~/components/form";
import { isAppError } from "~/lib/app-error";
import { parseForm } from "~/lib/form-data.server";
import { siteName } from "~/lib/site-config";
import { twoFactorSchema } from "~/modules/auth/auth-schemas";
import { getSessionUser, readCookie, safeRedirect } from "~/modules/auth/session.server";
import { verifyTwoFactor } from "~/modules/auth/verify-two-factor.server";
import type { Route } from "./+types/two-factor";

export function meta() {
  return [{ title: `Two-factor authentication | ${siteName}` }];
}

/** better-auth's signed two-factor challenge cookie (prefix "hap"). */
function hasChallenge(request: Request) {
  return Boolean(
    readCookie(request, "hap.two_factor") ?? readCookie(request, "__Secure-hap.two_factor"),
  );
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getSessionUser(request)) throw redirect(target);
  if (!hasChallenge(request)) {
    throw redirect(`/login?redirectTo=${encodeURIComponent(target)}&expired=1`);
  }
  return { redirectTo: target };
}

type ActionResult = { formError?: string; restart?: boolean; fieldErrors?: Record<string, string> };

export async function action({ request }: Route.ActionArgs) {
  const parsed = await parseForm(request, twoFactorSchema);
  if (!parsed.ok) return data<ActionResult>({ fieldErrors: parsed.errors }, { status: 422 });
  const { method, code, trustDevice, redirectTo } = parsed.data;
  try {
    const { headers } = await verifyTwoFactor(request, {
      method,
      code,
      trustDevice: trustDevice === "on",
    });
    return redirect(safeRedirect(redirectTo), { headers });
  } catch (error) {
    if (!isAppError(error)) throw error;
    const atField = Boolean(error.fieldErrors.code);
    return data<ActionResult>(
      {
        fieldErrors: error.fieldErrors,
        formError: atField ? undefined : error.message,
        restart: error.status === 401 && !atField,
      },
      { status: error.status },
    );
  }
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const result = actionData as ActionResult | undefined;
  const backup = params.get("method") === "backup";
  const { redirectTo } = loaderData;
  const switchTo = (method?: string) => {
    const next = new URLSearchParams();
    if (method) next.set("method", method);
    if (redirectTo !== "/dashboard") next.set("redirectTo", redirectTo);
    const qs = next.toString();
    return `/login/two-factor${qs ? `?${qs}` : ""}`;
  };
  return (
    <AuthCard
      title="Two-factor authentication"
      intro={
        backup
          ? "Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once."
          : "Enter the 6-digit code from your authenticator app."
      }
    >
      {result?.formError ? (
        <div className="mt-4">
          <FormMessage kind="error">
            {result.formError}{" "}
            {result.restart ? (
              <Link
                to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`}
                className="font-medium underline"
              >
                Log in again
              </Link>
            ) : null}
          </FormMessage>
        </div>
      ) : null}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <input type="hidden" name="method" value={backup ? "backup" : "totp"} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {backup ? (
          <Field
            key="backup"
            label="Recovery code"
            name="code"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            error={result?.fieldErrors?.code}
          />
        ) : (
          <Field
            key="totp"
            label="Authentication code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            error={result?.fieldErrors?.code}
          />
        )}
        <div className="flex items-center gap-2">
          <input
            id="field-trustDevice"
            type="checkbox"
            name="trustDevice"
            className="h-4 w-4 rounded border-slate-400"
          />
          <label htmlFor="field-trustDevice" className="text-sm text-slate-800">
            Trust this device for 30 days
          </label>
        </div>
        <SubmitButton className="w-full" pending={navigation.state !== "idle"}>
          Verify
        </SubmitButton>
      </Form>
      <p className="mt-4 text-sm">
        {backup ? (
          <Link to={switchTo()} className="text-brand-700 underline">
            Use your authenticator app instead
          </Link>
        ) : (
          <Link to={switchTo("backup")} className="text-brand-700 underline">
            Use a recovery code instead
          </Link>
        )}
      </p>
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <Link to="/login" className="font-medium text-brand-700 underline">
          Back to log in
        </Link>
      </p>
    </AuthCard>
  );
}
