import { z } from "zod";
import type { FormFailure } from "~/lib/form-action.server";
import type { Database } from "~/lib/db.server";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages } from "~/lib/i18n/messages";
import { inReaderLanguage, requestLocale } from "~/lib/i18n/request-locale.server";
import { translateText } from "~/lib/i18n/translate-text";
import { confirmPasswordSchema } from "./auth-schemas";
import { describeUserAgent } from "./describe-user-agent";
import { describeEnrolment } from "./enable-two-factor.server";
import { getSignInMethods } from "./get-sign-in-methods.server";
import { listSessions } from "./list-sessions.server";
import { readCookie, type SessionUser } from "./session.server";
import type { SettingsActionResult, SettingsSection } from "./ui/settings-screen";
import { viewRecoveryCodes } from "./view-recovery-codes.server";

/** Set when two-factor was just turned on: the next page view shows the recovery codes once. */
const RECOVERY_FLASH_COOKIE = "hap_show_recovery_codes";

/** The cookie that makes the next settings page show the new recovery codes (two minutes). */
export const recoveryCodesFlash = `${RECOVERY_FLASH_COOKIE}=1; Path=/dashboard; Max-Age=120; HttpOnly; SameSite=Lax`;

/**
 * The settings page's texts that the server writes (issue 36): the notices
 * below, and the settings action's answers (routes/dashboard/settings.tsx),
 * which keep the English text and are translated at the edge.
 */
export const settingsMessages = defineMessages({
  passwordChanged: {
    id: "settings.done.passwordChanged",
    defaultMessage: "Your password has been changed.",
  },
  passwordChangedEverywhere: {
    id: "settings.done.passwordChangedEverywhere",
    defaultMessage: "Your password has been changed and your other sessions were signed out.",
  },
  twoFactorOn: {
    id: "settings.done.twoFactorOn",
    defaultMessage:
      "Two-factor authentication is on. You'll be asked for a code from your authenticator app when you log in.",
  },
  twoFactorOff: {
    id: "settings.done.twoFactorOff",
    defaultMessage: "Two-factor authentication is off.",
  },
  twoFactorCancelled: {
    id: "settings.done.twoFactorCancelled",
    defaultMessage: "Two-factor set-up cancelled. Two-factor authentication is still off.",
  },
  tickToConfirm: { id: "settings.error.tickToConfirm", defaultMessage: "Tick the box to confirm" },
  loadFailed: {
    id: "settings.error.loadFailed",
    defaultMessage: "Could not load your settings. Please try again.",
  },
  saveFailed: {
    id: "settings.error.saveFailed",
    defaultMessage: "Your settings could not be saved. Please try again.",
  },
  profileSaved: {
    id: "settings.done.profileSaved",
    defaultMessage: "Your profile has been saved.",
  },
  passwordSet: {
    id: "settings.done.passwordSet",
    defaultMessage: "Your password has been set. You can now log in with it.",
  },
  newRecoveryCodes: {
    id: "settings.done.newRecoveryCodes",
    defaultMessage: "New recovery codes created. The old ones no longer work.",
  },
  sessionSignedOut: {
    id: "settings.done.sessionSignedOut",
    defaultMessage: "That session has been signed out.",
  },
  noOtherSessions: {
    id: "settings.done.noOtherSessions",
    defaultMessage: "There were no other sessions.",
  },
  otherSessionsSignedOut: {
    id: "settings.done.otherSessionsSignedOut",
    defaultMessage:
      "{count, plural, one {Signed out of # other session.} other {Signed out of # other sessions.}}",
  },
});

/** Notices after actions that replace the session and therefore redirect. */
const doneNotices: Record<string, { section: SettingsSection; text: string }> = {
  password: { section: "password", text: settingsMessages.passwordChanged.defaultMessage },
  "password-everywhere": {
    section: "password",
    text: settingsMessages.passwordChangedEverywhere.defaultMessage,
  },
  "two-factor-on": { section: "two-factor", text: settingsMessages.twoFactorOn.defaultMessage },
  "two-factor-off": { section: "two-factor", text: settingsMessages.twoFactorOff.defaultMessage },
  "two-factor-cancelled": {
    section: "two-factor",
    text: settingsMessages.twoFactorCancelled.defaultMessage,
  },
};

/**
 * The settings page: profile, sign-in methods, sessions, and the recovery
 * codes once after two-factor was turned on (the flash cookie is cleared
 * with the answer's `headers`).
 */
export async function settingsPage(db: Database, session: SessionUser, request: Request) {
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
  const notice = done ? (doneNotices[done] ?? null) : null;
  const locale = await requestLocale(request);
  const intl = intlFor(locale);
  return {
    page: {
      profile: {
        name: session.profile.name,
        organization: session.profile.organization ?? "",
        email: session.user.email,
      },
      twoFactorEnabled: session.user.twoFactorEnabled,
      hasPassword: methods.hasPassword,
      providers: methods.providers,
      sessions: sessions.map((s) => ({ ...s, device: describeUserAgent(s.userAgent, intl) })),
      recoveryCodes,
      notice: notice ? { ...notice, text: translateText(notice.text, locale) } : null,
    },
    headers,
  };
}

/** Turning two-factor off needs the password and the box ticked. */
export const disableTwoFactorSchema = confirmPasswordSchema.extend({
  confirm: z.literal("on", settingsMessages.tickToConfirm.defaultMessage),
});

const sectionOf: Record<string, SettingsSection> = {
  profile: "profile",
  "change-password": "password",
  "set-password": "password",
  "enable-two-factor": "two-factor",
  "activate-two-factor": "two-factor",
  "cancel-two-factor-setup": "two-factor",
  "regenerate-recovery-codes": "two-factor",
  "disable-two-factor": "two-factor",
  "revoke-session": "sessions",
  "revoke-other-sessions": "sessions",
};

/** better-auth names the new password `password`; the forms call it `newPassword`. */
const renamedFields: Record<string, Record<string, string>> = {
  "change-password": { password: "newPassword" },
  "set-password": { password: "newPassword" },
};

/** A success of a settings form: its section and the text shown there (in the reader's language). */
export async function settingsDone<Extra extends object = object>(
  intent: string,
  success?: string,
  extra?: Extra,
) {
  const text = success === undefined ? undefined : await inReaderLanguage(success);
  return {
    ok: true as const,
    message: text ?? "",
    section: sectionOf[intent]!,
    success: text,
    ...(extra as Extra),
  };
}

/**
 * What a refused settings form shows: in its section, the fields' messages
 * (renamed to the form's names) or else one message for the form, and the
 * pending authenticator again when its first code was refused.
 */
export async function settingsFailure(
  failure: FormFailure,
): Promise<Omit<SettingsActionResult, "intent">> {
  const names = renamedFields[failure.intent] ?? {};
  const fieldErrors: Record<string, string> = {};
  // The failure's texts are still English here: translated like handleForm's (issue 36).
  for (const [key, message] of Object.entries(failure.fieldErrors)) {
    fieldErrors[names[key] ?? key] = await inReaderLanguage(message);
  }
  const uri = failure.values.totpURI ?? "";
  return {
    section: sectionOf[failure.intent]!,
    fieldErrors,
    formError: Object.keys(fieldErrors).length
      ? undefined
      : await inReaderLanguage(failure.message),
    enrolment:
      failure.intent === "activate-two-factor" && uri.startsWith("otpauth://totp/")
        ? await describeEnrolment(uri)
        : undefined,
  };
}
