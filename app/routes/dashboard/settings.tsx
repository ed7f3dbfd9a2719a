import { data, redirect } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { AppError, isAppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { parseForm, readFormData } from "~/lib/form-data.server";
import { siteName } from "~/lib/site-config";
import { activateTwoFactor } from "~/modules/auth/activate-two-factor.server";
import { cancelTwoFactorSetup } from "~/modules/auth/cancel-two-factor-setup.server";
import {
  activateTwoFactorSchema,
  changePasswordSchema,
  confirmPasswordSchema,
  profileSchema,
  revokeSessionSchema,
  setPasswordSchema,
} from "~/modules/auth/auth-schemas";
import { changePassword } from "~/modules/auth/change-password.server";
import { describeUserAgent } from "~/modules/auth/describe-user-agent";
import { disableTwoFactor } from "~/modules/auth/disable-two-factor.server";
import { describeEnrolment, enableTwoFactor } from "~/modules/auth/enable-two-factor.server";
import { getSignInMethods } from "~/modules/auth/get-sign-in-methods.server";
import { listSessions } from "~/modules/auth/list-sessions.server";
import { regenerateRecoveryCodes } from "~/modules/auth/regenerate-recovery-codes.server";
import { revokeOtherSessions } from "~/modules/auth/revoke-other-sessions.server";
import { revokeSession } from "~/modules/auth/revoke-session.server";
import { readCookie, requireUser } from "~/modules/auth/session.server";
import { setPassword } from "~/modules/auth/set-password.server";
import { viewRecoveryCodes } from "~/modules/auth/view-recovery-codes.server";
import { updateProfile } from "~/modules/profiles/update-profile.server";
import {
  SettingsScreen,
  type SettingsActionResult,
  type SettingsSection,
} from "~/modules/auth/ui/settings-screen";
import type { Route } from "./+types/settings";

/** Set when two-factor was just turned on: the next page view shows the recovery codes once. */
const RECOVERY_FLASH_COOKIE = "hap_show_recovery_codes";

/** Notices after actions that replace the session and therefore redirect. */
const doneNotices: Record<string, { section: SettingsSection; text: string }> = {
  password: { section: "password", text: "Your password has been changed." },
  "password-everywhere": {
    section: "password",
    text: "Your password has been changed and your other sessions were signed out.",
  },
  "two-factor-on": {
    section: "two-factor",
    text: "Two-factor authentication is on. You'll be asked for a code from your authenticator app when you log in.",
  },
  "two-factor-off": { section: "two-factor", text: "Two-factor authentication is off." },
  "two-factor-cancelled": {
    section: "two-factor",
    text: "Two-factor set-up cancelled. Two-factor authentication is still off.",
  },
};

export function meta() {
  return [{ title: `Settings | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const db = getDb();
  const userId = session.user.id;
  const [methods, sessions] = await Promise.all([
    getSignInMethods(db, userId),
    listSessions(db, userId, session.sessionId),
  ]);
  const headers = new Headers();
  let recoveryCodes: string[] | null = null;
  if (readCookie(request, RECOVERY_FLASH_COOKIE)) {
    headers.append("Set-Cookie", `${RECOVERY_FLASH_COOKIE}=; Path=/dashboard; Max-Age=0`);
    if (session.user.twoFactorEnabled) recoveryCodes = await viewRecoveryCodes(userId);
  }
  const done = new URL(request.url).searchParams.get("done");
  return data(
    {
      profile: {
        name: session.profile.name,
        organization: session.profile.organization ?? "",
        email: session.user.email,
      },
      twoFactorEnabled: session.user.twoFactorEnabled,
      hasPassword: methods.hasPassword,
      providers: methods.providers,
      sessions: sessions.map((s) => ({ ...s, device: describeUserAgent(s.userAgent) })),
      recoveryCodes,
      notice: done ? (doneNotices[done] ?? null) : null,
    },
    { headers },
  );
}

export function headers({ parentHeaders, loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const out = new Headers(parentHeaders);
  for (const cookie of loaderHeaders.getSetCookie()) out.append("Set-Cookie", cookie);
  for (const cookie of actionHeaders.getSetCookie()) out.append("Set-Cookie", cookie);
  out.set("Cache-Control", "private, no-store");
  return out;
}

/** Renames better-auth's field keys to the names of the form that was posted. */
function remap(fieldErrors: Record<string, string>, names: Record<string, string>) {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors)) out[names[key] ?? key] = message;
  return out;
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireUser(request);
  const userId = session.user.id;
  const db = getDb();
  const intent = String((await readFormData(request.clone())).get("intent") ?? "");
  const fail = (section: SettingsSection, error: unknown, names: Record<string, string> = {}) => {
    if (!isAppError(error)) throw error;
    const fieldErrors = remap(error.fieldErrors, names);
    return data<SettingsActionResult>(
      {
        section,
        intent,
        fieldErrors,
        formError: Object.keys(fieldErrors).length ? undefined : error.message,
      },
      { status: error.status },
    );
  };
  const invalid = (section: SettingsSection, errors: Record<string, string>, extra = {}) =>
    data<SettingsActionResult>({ section, intent, fieldErrors: errors, ...extra }, { status: 422 });

  switch (intent) {
    case "profile": {
      const parsed = await parseForm(request, profileSchema);
      if (!parsed.ok) {
        return invalid("profile", parsed.errors, {
          values: {
            name: parsed.values.name ?? "",
            organization: parsed.values.organization ?? "",
          },
        });
      }
      await updateProfile(db, userId, parsed.data);
      return data<SettingsActionResult>({
        section: "profile",
        intent,
        success: "Your profile has been saved.",
      });
    }
    case "change-password": {
      const parsed = await parseForm(request, changePasswordSchema);
      if (!parsed.ok) return invalid("password", parsed.errors);
      const everywhere = parsed.data.revokeOtherSessions === "on";
      try {
        const { headers } = await changePassword(request, {
          currentPassword: parsed.data.currentPassword,
          newPassword: parsed.data.newPassword,
          revokeOtherSessions: everywhere,
        });
        return redirect(
          `/dashboard/settings?done=${everywhere ? "password-everywhere" : "password"}#password`,
          { headers },
        );
      } catch (error) {
        return fail("password", error, { password: "newPassword" });
      }
    }
    case "set-password": {
      const parsed = await parseForm(request, setPasswordSchema);
      if (!parsed.ok) return invalid("password", parsed.errors);
      try {
        await setPassword(request, { newPassword: parsed.data.newPassword });
      } catch (error) {
        return fail("password", error, { password: "newPassword" });
      }
      return data<SettingsActionResult>({
        section: "password",
        intent,
        success: "Your password has been set. You can now log in with it.",
      });
    }
    case "enable-two-factor": {
      const parsed = await parseForm(request, confirmPasswordSchema);
      if (!parsed.ok) return invalid("two-factor", parsed.errors);
      try {
        const enrolment = await enableTwoFactor(request, {
          password: parsed.data.currentPassword,
        });
        return data<SettingsActionResult>({ section: "two-factor", intent, enrolment });
      } catch (error) {
        return fail("two-factor", error);
      }
    }
    case "activate-two-factor": {
      const parsed = await parseForm(request, activateTwoFactorSchema);
      const uri = parsed.values.totpURI ?? "";
      const enrolment = uri.startsWith("otpauth://totp/")
        ? await describeEnrolment(uri)
        : undefined;
      if (!parsed.ok) return invalid("two-factor", parsed.errors, { enrolment });
      try {
        const { headers } = await activateTwoFactor(request, { userId, code: parsed.data.code });
        headers.append(
          "Set-Cookie",
          `${RECOVERY_FLASH_COOKIE}=1; Path=/dashboard; Max-Age=120; HttpOnly; SameSite=Lax`,
        );
        return redirect("/dashboard/settings?done=two-factor-on#two-factor", { headers });
      } catch (error) {
        const response = fail("two-factor", error);
        return data<SettingsActionResult>(
          { ...response.data, enrolment },
          response.init ?? undefined,
        );
      }
    }
    case "cancel-two-factor-setup": {
      // Abandons the pending secret (server side too): nothing is left half set up.
      await cancelTwoFactorSetup(db, { userId });
      return redirect("/dashboard/settings?done=two-factor-cancelled#two-factor");
    }
    case "regenerate-recovery-codes": {
      const parsed = await parseForm(request, confirmPasswordSchema);
      if (!parsed.ok) return invalid("two-factor", parsed.errors);
      try {
        const recoveryCodes = await regenerateRecoveryCodes(request, {
          password: parsed.data.currentPassword,
        });
        return data<SettingsActionResult>({
          section: "two-factor",
          intent,
          recoveryCodes,
          success: "New recovery codes created. The old ones no longer work.",
        });
      } catch (error) {
        return fail("two-factor", error);
      }
    }
    case "disable-two-factor": {
      const parsed = await parseForm(request, confirmPasswordSchema);
      const confirmed = parsed.values.confirm === "on";
      if (!parsed.ok || !confirmed) {
        return invalid("two-factor", {
          ...(parsed.ok ? {} : parsed.errors),
          ...(confirmed ? {} : { confirm: "Tick the box to confirm" }),
        });
      }
      try {
        const { headers } = await disableTwoFactor(request, {
          password: parsed.data.currentPassword,
        });
        return redirect("/dashboard/settings?done=two-factor-off#two-factor", { headers });
      } catch (error) {
        return fail("two-factor", error);
      }
    }
    case "revoke-session": {
      const parsed = await parseForm(request, revokeSessionSchema);
      if (!parsed.ok) return invalid("sessions", parsed.errors);
      try {
        await revokeSession(db, {
          userId,
          sessionId: parsed.data.sessionId,
          currentSessionId: session.sessionId,
        });
      } catch (error) {
        return fail("sessions", error);
      }
      return data<SettingsActionResult>({
        section: "sessions",
        intent,
        success: "That session has been signed out.",
      });
    }
    case "revoke-other-sessions": {
      const count = await revokeOtherSessions(db, { userId, currentSessionId: session.sessionId });
      return data<SettingsActionResult>({
        section: "sessions",
        intent,
        success:
          count === 0
            ? "There were no other sessions."
            : `Signed out of ${count} other session${count === 1 ? "" : "s"}.`,
      });
    }
    default:
      throw new AppError("validation", "Unknown settings action.");
  }
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsScreen
      loaderData={loaderData}
      result={actionData as SettingsActionResult | undefined}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
