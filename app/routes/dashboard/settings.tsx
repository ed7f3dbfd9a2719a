import { data, redirect } from "react-router";
import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { siteNameMessage } from "~/lib/site-config";
import {
  activateTwoFactor,
  activateTwoFactorSchema,
  cancelTwoFactorSetup,
  changePassword,
  changePasswordSchema,
  confirmPasswordSchema,
  disableTwoFactor,
  disableTwoFactorSchema,
  enableTwoFactor,
  profileSchema,
  recoveryCodesFlash,
  regenerateRecoveryCodes,
  requireUser,
  revokeOtherSessions,
  revokeSession,
  revokeSessionSchema,
  setPassword,
  setPasswordSchema,
  settingsDone,
  settingsFailure,
  settingsMessages as sm,
  settingsPage,
} from "~/modules/auth/index.server";
import { SettingsScreen, settingsTitleMessage } from "~/modules/auth";
import { BackupsPanel } from "~/modules/backups";
import { getBackupsPanel, requestBackup } from "~/modules/backups/index.server";
import { LanguageSettings } from "~/modules/profiles";
import { updateProfile } from "~/modules/profiles/index.server";
import type { Route } from "./+types/settings";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as
    { locale?: string } | undefined;
  const intl = intlFor(toLocale(root?.locale));
  const title = intl.formatMessage(settingsTitleMessage);
  return [{ title: `${title} | ${intl.formatMessage(siteNameMessage)}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const done = new URL(request.url).searchParams.get("done") === "backup";
  const { page, headers, backups } = await loadPage(
    async () => ({
      ...(await settingsPage(getDb(), session, request)),
      // Administrators only (null for everyone else): decision 062.
      backups: await getBackupsPanel(getDb(), session, { done }),
    }),
    { fallback: sm.loadFailed.defaultMessage, context: "settings" },
  );
  return data({ ...page, backups }, { headers });
}

export function headers({ parentHeaders, loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const out = new Headers(parentHeaders);
  for (const cookie of loaderHeaders.getSetCookie()) out.append("Set-Cookie", cookie);
  for (const cookie of actionHeaders.getSetCookie()) out.append("Set-Cookie", cookie);
  out.set("Cache-Control", "private, no-store");
  return out;
}

const noInput = z.object({});
// Every refusal is shown in its section (a session that has already ended too); passwords and codes are never sent back.
const own = { notFound: "form", echo: [] } as const;

export async function action({ request }: Route.ActionArgs) {
  const session = await requireUser(request);
  const userId = session.user.id;
  const db = getDb();
  return handleForm(request, {
    context: "settings",
    fallback: sm.saveFailed.defaultMessage,
    invalidStatus: 422,
    failure: settingsFailure,
    intents: {
      profile: formIntent(
        profileSchema,
        async (input) => {
          await updateProfile(db, userId, input);
          return settingsDone("profile", sm.profileSaved.defaultMessage);
        },
        { ...own, echo: ["name", "organization"] },
      ),
      "change-password": formIntent(
        changePasswordSchema,
        async (input) => {
          const everywhere = input.revokeOtherSessions === "on";
          const { headers } = await changePassword(request, {
            currentPassword: input.currentPassword,
            newPassword: input.newPassword,
            revokeOtherSessions: everywhere,
          });
          const done = everywhere ? "password-everywhere" : "password";
          return redirect(`/dashboard/settings?done=${done}#password`, { headers });
        },
        own,
      ),
      "set-password": formIntent(
        setPasswordSchema,
        async (input) => {
          await setPassword(request, { newPassword: input.newPassword });
          return settingsDone("set-password", sm.passwordSet.defaultMessage);
        },
        own,
      ),
      "enable-two-factor": formIntent(
        confirmPasswordSchema,
        async (input) => {
          const enrolment = await enableTwoFactor(request, { password: input.currentPassword });
          return settingsDone("enable-two-factor", undefined, { enrolment });
        },
        own,
      ),
      "activate-two-factor": formIntent(
        activateTwoFactorSchema,
        async (input) => {
          const { headers } = await activateTwoFactor(request, { userId, code: input.code });
          headers.append("Set-Cookie", recoveryCodesFlash);
          return redirect("/dashboard/settings?done=two-factor-on#two-factor", { headers });
        },
        { ...own, echo: ["totpURI"] },
      ),
      // Abandons the pending secret (server side too): nothing is left half set up.
      "cancel-two-factor-setup": formIntent(noInput, async () => {
        await cancelTwoFactorSetup(db, { userId });
        return redirect("/dashboard/settings?done=two-factor-cancelled#two-factor");
      }),
      "regenerate-recovery-codes": formIntent(
        confirmPasswordSchema,
        async (input) => {
          const recoveryCodes = await regenerateRecoveryCodes(request, {
            password: input.currentPassword,
          });
          return settingsDone("regenerate-recovery-codes", sm.newRecoveryCodes.defaultMessage, {
            recoveryCodes,
          });
        },
        own,
      ),
      "disable-two-factor": formIntent(
        disableTwoFactorSchema,
        async (input) => {
          const { headers } = await disableTwoFactor(request, { password: input.currentPassword });
          return redirect("/dashboard/settings?done=two-factor-off#two-factor", { headers });
        },
        own,
      ),
      "revoke-session": formIntent(
        revokeSessionSchema,
        async ({ sessionId }) => {
          await revokeSession(db, { userId, sessionId, currentSessionId: session.sessionId });
          return settingsDone("revoke-session", sm.sessionSignedOut.defaultMessage);
        },
        own,
      ),
      "back-up-now": formIntent(noInput, async () => {
        await requestBackup(db, session);
        return redirect("/dashboard/settings?done=backup#backups");
      }),
      "revoke-other-sessions": formIntent(noInput, async () => {
        const count = await revokeOtherSessions(db, {
          userId,
          currentSessionId: session.sessionId,
        });
        return settingsDone(
          "revoke-other-sessions",
          count === 0
            ? sm.noOtherSessions.defaultMessage
            : intlFor(await requestLocale(request)).formatMessage(sm.otherSessionsSignedOut, {
                count,
              }),
        );
      }),
    },
  });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const backupError =
    actionData && "message" in actionData && actionData.intent === "back-up-now"
      ? actionData.message
      : undefined;
  return (
    <>
      <SettingsScreen loaderData={loaderData} result={actionData} />
      <LanguageSettings />
      {loaderData.backups ? (
        <div className="mx-auto mt-6 max-w-3xl">
          <BackupsPanel data={loaderData.backups} error={backupError} />
        </div>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
