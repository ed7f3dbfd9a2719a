import { useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, useNavigation } from "react-router";
import { CheckboxField, Field, FormMessage, SubmitButton } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { siteNameMessage } from "~/lib/site-config";
import { authErrors } from "~/modules/auth/auth-messages";
import type { TwoFactorEnrolment } from "~/modules/auth/enable-two-factor.server";
import type { SessionSummary } from "~/modules/auth/list-sessions.server";

const m = defineMessages({
  title: { id: "settings.title", defaultMessage: "Settings" },
  signedInAs: { id: "settings.signedInAs", defaultMessage: "Signed in as {email}" },
  profileTitle: { id: "settings.profile.title", defaultMessage: "Profile" },
  profileDescription: {
    id: "settings.profile.description",
    defaultMessage: "Your name and organization.",
  },
  fullName: { id: "settings.profile.fullName", defaultMessage: "Full name" },
  organization: { id: "settings.profile.organization", defaultMessage: "Organization" },
  saveProfile: { id: "settings.profile.save", defaultMessage: "Save profile" },
  passwordTitle: { id: "settings.password.title", defaultMessage: "Password" },
  noPasswordYet: {
    id: "settings.password.noPasswordYet",
    defaultMessage:
      "Your account has no password yet (you log in with single sign-on or an e-mailed code). Set one to log in with your e-mail and password.",
  },
  currentPassword: { id: "settings.password.current", defaultMessage: "Current password" },
  newPassword: { id: "settings.password.new", defaultMessage: "New password" },
  confirmNewPassword: {
    id: "settings.password.confirmNew",
    defaultMessage: "Confirm new password",
  },
  signOutOthers: {
    id: "settings.signOutOthers",
    defaultMessage: "Sign out of all other sessions",
  },
  changePassword: { id: "settings.password.change", defaultMessage: "Change password" },
  setPassword: { id: "settings.password.set", defaultMessage: "Set password" },
  twoFactorTitle: { id: "settings.twoFactor.title", defaultMessage: "Two-factor authentication" },
  twoFactorDescription: {
    id: "settings.twoFactor.description",
    defaultMessage:
      "A code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) in addition to your password or e-mailed code.",
  },
  status: { id: "settings.twoFactor.status", defaultMessage: "Status: {state}" },
  on: { id: "settings.twoFactor.on", defaultMessage: "On" },
  off: { id: "settings.twoFactor.off", defaultMessage: "Off" },
  newCodesTitle: { id: "settings.twoFactor.newCodesTitle", defaultMessage: "New recovery codes" },
  newCodesPassword: {
    id: "settings.twoFactor.newCodesPassword",
    defaultMessage: "Password to create new codes",
  },
  createNewCodes: {
    id: "settings.twoFactor.createNewCodes",
    defaultMessage: "Create new recovery codes",
  },
  turnOffTitle: { id: "settings.twoFactor.turnOffTitle", defaultMessage: "Turn off" },
  turnOffPassword: {
    id: "settings.twoFactor.turnOffPassword",
    defaultMessage: "Password to turn off",
  },
  turnOffConfirm: {
    id: "settings.twoFactor.turnOffConfirm",
    defaultMessage: "Yes, turn off two-factor authentication",
  },
  turnOff: { id: "settings.twoFactor.turnOff", defaultMessage: "Turn off two-factor" },
  scanStep: {
    id: "settings.twoFactor.scanStep",
    defaultMessage: "Scan the QR code with your authenticator app, or type the key by hand.",
  },
  codeStep: {
    id: "settings.twoFactor.codeStep",
    defaultMessage: "Enter the 6-digit code the app shows to finish.",
  },
  qrLabel: {
    id: "settings.twoFactor.qrLabel",
    defaultMessage: "QR code for your authenticator app",
  },
  manualKey: { id: "settings.twoFactor.manualKey", defaultMessage: "Key for manual entry" },
  manualKeyHint: {
    id: "settings.twoFactor.manualKeyHint",
    defaultMessage: "Grouped in fours for reading; type it without spaces.",
  },
  appCode: { id: "settings.twoFactor.appCode", defaultMessage: "Code from the app" },
  verify: { id: "settings.twoFactor.verify", defaultMessage: "Verify and turn on" },
  cancelHint: {
    id: "settings.twoFactor.cancelHint",
    defaultMessage: "Not now? Cancelling removes this key; two-factor authentication stays off.",
  },
  cancel: { id: "settings.twoFactor.cancel", defaultMessage: "Cancel set-up" },
  setUpPassword: {
    id: "settings.twoFactor.setUpPassword",
    defaultMessage: "Password to set up two-factor",
  },
  setUp: { id: "settings.twoFactor.setUp", defaultMessage: "Set up two-factor authentication" },
  setPasswordFirst: {
    id: "settings.twoFactor.setPasswordFirst",
    defaultMessage:
      "Set a password above first: turning two-factor authentication on and off asks for it.",
  },
  codesTitle: { id: "settings.codes.title", defaultMessage: "Save your recovery codes" },
  codesDescription: {
    id: "settings.codes.description",
    defaultMessage:
      "Each code lets you log in once if you lose your authenticator. Store them somewhere safe: they are shown only now.",
  },
  codesLabel: { id: "settings.codes.label", defaultMessage: "Recovery codes" },
  codesFile: { id: "settings.codes.file", defaultMessage: "{siteName} recovery codes" },
  copyCodes: { id: "settings.codes.copy", defaultMessage: "Copy codes" },
  downloadCodes: { id: "settings.codes.download", defaultMessage: "Download codes" },
  copied: { id: "settings.codes.copied", defaultMessage: "Copied to the clipboard." },
  copyFailed: {
    id: "settings.codes.copyFailed",
    defaultMessage: "Copying failed: select the codes and copy them, or download them.",
  },
  sessionsTitle: { id: "settings.sessions.title", defaultMessage: "Sessions" },
  sessionsDescription: {
    id: "settings.sessions.description",
    defaultMessage: "Devices where you are logged in. Sign out of any you don't recognise.",
  },
  activeSessions: { id: "settings.sessions.active", defaultMessage: "Active sessions" },
  thisDevice: { id: "settings.sessions.thisDevice", defaultMessage: "This device" },
  sessionDetails: {
    id: "settings.sessions.details",
    defaultMessage: "IP {ip} · Signed in {signedIn} · Last active {lastActive}",
  },
  unknownIp: { id: "settings.sessions.unknownIp", defaultMessage: "unknown" },
  signOutLabel: {
    id: "settings.sessions.signOutLabel",
    defaultMessage: "Sign out {device}, last active {lastActive}",
  },
  signOut: { id: "settings.sessions.signOut", defaultMessage: "Sign out" },
  onlySession: {
    id: "settings.sessions.onlySession",
    defaultMessage: "This is your only active session.",
  },
});

/** The settings page's title (its heading and, in routes/dashboard/settings.tsx, the page title). */
export const settingsTitleMessage = m.title;

/** The account settings screen: profile, password, two-factor authentication and sessions. */
export type SettingsSection = "profile" | "password" | "two-factor" | "sessions";

/** What the settings action answers (which section it was, and its messages). */
export type SettingsActionResult = {
  section: SettingsSection;
  intent: string;
  success?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  enrolment?: TwoFactorEnrolment;
  recoveryCodes?: string[];
};

/** What the settings loader gives the screen. */
export type SettingsData = {
  profile: { name: string; organization: string; email: string };
  twoFactorEnabled: boolean;
  hasPassword: boolean;
  sessions: (SessionSummary & { device: string })[];
  recoveryCodes: string[] | null;
  notice: { section: SettingsSection; text: string } | null;
};

function SectionCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

function Messages({ success, error }: { success?: string | null; error?: string }) {
  return (
    <>
      {success ? <FormMessage kind="success">{success}</FormMessage> : null}
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
    </>
  );
}

/** Copy the codes to the clipboard (with JavaScript) or download them as a text file. */
function RecoveryCodeActions({ codes }: { codes: string[] }) {
  const intl = useIntl();
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const heading = intl.formatMessage(m.codesFile, {
    siteName: intl.formatMessage(siteNameMessage),
  });
  const text = `${heading}\n\n${codes.join("\n")}\n`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  }
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => void copy()}
        className="rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        <FormattedMessage {...m.copyCodes} />
      </button>
      <a
        href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        download="recovery-codes.txt"
        className="rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        <FormattedMessage {...m.downloadCodes} />
      </a>
      <span aria-live="polite" className="text-sm text-slate-700">
        {copied === "copied"
          ? intl.formatMessage(m.copied)
          : copied === "failed"
            ? intl.formatMessage(m.copyFailed)
            : ""}
      </span>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const intl = useIntl();
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold text-slate-900">
        <FormattedMessage {...m.codesTitle} />
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        <FormattedMessage {...m.codesDescription} />
      </p>
      <ul
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-slate-900"
        aria-label={intl.formatMessage(m.codesLabel)}
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <RecoveryCodeActions codes={codes} />
    </div>
  );
}

export function SettingsScreen({
  loaderData,
  result,
}: {
  loaderData: SettingsData;
  result: SettingsActionResult | undefined;
}) {
  const intl = useIntl();
  const f = useFormat();
  const passwordRule = intl.formatMessage(authErrors.passwordRule);
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const forSection = (section: SettingsSection) =>
    result?.section === section ? result : undefined;
  const notice = (section: SettingsSection) =>
    loaderData.notice?.section === section ? loaderData.notice.text : null;
  const profile = forSection("profile");
  const password = forSection("password");
  const twoFactor = forSection("two-factor");
  const sessions = forSection("sessions");
  const enrolment = twoFactor?.enrolment;
  const shownCodes = twoFactor?.recoveryCodes ?? loaderData.recoveryCodes;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">
          <FormattedMessage {...m.title} />
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          <FormattedMessage
            {...m.signedInAs}
            values={{ email: <span className="font-medium">{loaderData.profile.email}</span> }}
          />
        </p>
      </div>

      <SectionCard
        id="profile"
        title={intl.formatMessage(m.profileTitle)}
        description={intl.formatMessage(m.profileDescription)}
      >
        <Messages success={profile?.success} error={profile?.formError} />
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="profile" />
          <Field
            label={intl.formatMessage(m.fullName)}
            name="name"
            autoComplete="name"
            required
            defaultValue={profile?.values?.name ?? loaderData.profile.name}
            error={profile?.fieldErrors?.name}
          />
          <Field
            label={intl.formatMessage(m.organization)}
            name="organization"
            autoComplete="organization"
            defaultValue={profile?.values?.organization ?? loaderData.profile.organization}
            error={profile?.fieldErrors?.organization}
          />
          <SubmitButton pending={busy("profile")}>
            <FormattedMessage {...m.saveProfile} />
          </SubmitButton>
        </Form>
      </SectionCard>

      <SectionCard
        id="password"
        title={intl.formatMessage(m.passwordTitle)}
        description={loaderData.hasPassword ? passwordRule : intl.formatMessage(m.noPasswordYet)}
      >
        <Messages success={password?.success ?? notice("password")} error={password?.formError} />
        {loaderData.hasPassword ? (
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="change-password" />
            <Field
              label={intl.formatMessage(m.currentPassword)}
              name="currentPassword"
              id="change-current-password"
              type="password"
              autoComplete="current-password"
              required
              error={password?.fieldErrors?.currentPassword}
            />
            <Field
              label={intl.formatMessage(m.newPassword)}
              name="newPassword"
              id="change-new-password"
              type="password"
              autoComplete="new-password"
              required
              error={password?.fieldErrors?.newPassword}
            />
            <Field
              label={intl.formatMessage(m.confirmNewPassword)}
              name="confirmPassword"
              id="change-confirm-password"
              type="password"
              autoComplete="new-password"
              required
              error={password?.fieldErrors?.confirmPassword}
            />
            <CheckboxField
              id="change-revoke-others"
              label={intl.formatMessage(m.signOutOthers)}
              name="revokeOtherSessions"
              defaultChecked
            />
            <SubmitButton pending={busy("change-password")}>
              <FormattedMessage {...m.changePassword} />
            </SubmitButton>
          </Form>
        ) : (
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="set-password" />
            <Field
              label={intl.formatMessage(m.newPassword)}
              name="newPassword"
              id="set-new-password"
              type="password"
              autoComplete="new-password"
              required
              hint={passwordRule}
              error={password?.fieldErrors?.newPassword}
            />
            <Field
              label={intl.formatMessage(m.confirmNewPassword)}
              name="confirmPassword"
              id="set-confirm-password"
              type="password"
              autoComplete="new-password"
              required
              error={password?.fieldErrors?.confirmPassword}
            />
            <SubmitButton pending={busy("set-password")}>
              <FormattedMessage {...m.setPassword} />
            </SubmitButton>
          </Form>
        )}
      </SectionCard>

      <SectionCard
        id="two-factor"
        title={intl.formatMessage(m.twoFactorTitle)}
        description={intl.formatMessage(m.twoFactorDescription)}
      >
        <p className="text-sm text-slate-800" data-testid="two-factor-status">
          <FormattedMessage
            {...m.status}
            values={{
              state: (
                <strong>{intl.formatMessage(loaderData.twoFactorEnabled ? m.on : m.off)}</strong>
              ),
            }}
          />
        </p>
        <Messages
          success={twoFactor?.success ?? notice("two-factor")}
          error={twoFactor?.formError}
        />
        {shownCodes ? <RecoveryCodes codes={shownCodes} /> : null}
        {loaderData.twoFactorEnabled ? (
          <div className="grid gap-6 md:grid-cols-2">
            <Form method="post" className="space-y-3" noValidate>
              <input type="hidden" name="intent" value="regenerate-recovery-codes" />
              <h3 className="font-medium text-slate-900">
                <FormattedMessage {...m.newCodesTitle} />
              </h3>
              <Field
                label={intl.formatMessage(m.newCodesPassword)}
                name="currentPassword"
                id="regenerate-password"
                type="password"
                autoComplete="current-password"
                required
                error={
                  twoFactor?.intent === "regenerate-recovery-codes"
                    ? twoFactor.fieldErrors?.currentPassword
                    : undefined
                }
              />
              <SubmitButton pending={busy("regenerate-recovery-codes")}>
                <FormattedMessage {...m.createNewCodes} />
              </SubmitButton>
            </Form>
            <Form method="post" className="space-y-3" noValidate>
              <input type="hidden" name="intent" value="disable-two-factor" />
              <h3 className="font-medium text-slate-900">
                <FormattedMessage {...m.turnOffTitle} />
              </h3>
              <Field
                label={intl.formatMessage(m.turnOffPassword)}
                name="currentPassword"
                id="disable-password"
                type="password"
                autoComplete="current-password"
                required
                error={
                  twoFactor?.intent === "disable-two-factor"
                    ? twoFactor.fieldErrors?.currentPassword
                    : undefined
                }
              />
              <CheckboxField
                id="disable-confirm"
                label={intl.formatMessage(m.turnOffConfirm)}
                name="confirm"
                error={twoFactor?.fieldErrors?.confirm}
              />
              <SubmitButton
                pending={busy("disable-two-factor")}
                className="bg-red-700 hover:bg-red-800"
              >
                <FormattedMessage {...m.turnOff} />
              </SubmitButton>
            </Form>
          </div>
        ) : enrolment ? (
          <div className="space-y-4">
            <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-800">
              <li>
                <FormattedMessage {...m.scanStep} />
              </li>
              <li>
                <FormattedMessage {...m.codeStep} />
              </li>
            </ol>
            <div className="flex flex-wrap items-start gap-6">
              <div
                role="img"
                aria-label={intl.formatMessage(m.qrLabel)}
                className="h-[200px] w-[200px] border border-slate-200 bg-white"
                dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
              />
              <div className="text-sm">
                <p className="font-medium text-slate-800">
                  <FormattedMessage {...m.manualKey} />
                </p>
                <code
                  className="mt-1 block rounded bg-slate-100 px-2 py-1 font-mono break-all text-slate-900"
                  data-testid="totp-secret"
                >
                  {(enrolment.secret.match(/.{1,4}/g) ?? []).map((group, i) => (
                    <span key={i} className="mr-2 inline-block">
                      {group}
                    </span>
                  ))}
                </code>
                <p className="mt-1 text-xs text-slate-600">
                  <FormattedMessage {...m.manualKeyHint} />
                </p>
              </div>
            </div>
            <Form method="post" className="space-y-3" noValidate>
              <input type="hidden" name="intent" value="activate-two-factor" />
              <input type="hidden" name="totpURI" value={enrolment.totpURI} />
              <Field
                label={intl.formatMessage(m.appCode)}
                name="code"
                id="activate-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                required
                error={twoFactor?.fieldErrors?.code}
              />
              <SubmitButton pending={busy("activate-two-factor")}>
                <FormattedMessage {...m.verify} />
              </SubmitButton>
            </Form>
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="cancel-two-factor-setup" />
              <p className="mb-2 text-sm text-slate-700">
                <FormattedMessage {...m.cancelHint} />
              </p>
              <button
                type="submit"
                className="rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                <FormattedMessage {...m.cancel} />
              </button>
            </Form>
          </div>
        ) : loaderData.hasPassword ? (
          <Form method="post" className="space-y-3" noValidate>
            <input type="hidden" name="intent" value="enable-two-factor" />
            <Field
              label={intl.formatMessage(m.setUpPassword)}
              name="currentPassword"
              id="enable-password"
              type="password"
              autoComplete="current-password"
              required
              error={twoFactor?.fieldErrors?.currentPassword}
            />
            <SubmitButton pending={busy("enable-two-factor")}>
              <FormattedMessage {...m.setUp} />
            </SubmitButton>
          </Form>
        ) : (
          <p className="text-sm text-slate-700">
            <FormattedMessage {...m.setPasswordFirst} />
          </p>
        )}
      </SectionCard>

      <SectionCard
        id="sessions"
        title={intl.formatMessage(m.sessionsTitle)}
        description={intl.formatMessage(m.sessionsDescription)}
      >
        <Messages success={sessions?.success} error={sessions?.formError} />
        <ul className="divide-y divide-slate-200" aria-label={intl.formatMessage(m.activeSessions)}>
          {loaderData.sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="text-sm">
                <p className="font-medium text-slate-900">
                  {s.device}
                  {s.current ? (
                    <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                      <FormattedMessage {...m.thisDevice} />
                    </span>
                  ) : null}
                </p>
                <p className="text-slate-600">
                  {intl.formatMessage(m.sessionDetails, {
                    ip: s.ipAddress || intl.formatMessage(m.unknownIp),
                    signedIn: f.dateTime(s.createdAt),
                    lastActive: f.dateTime(s.lastActiveAt),
                  })}
                </p>
              </div>
              {s.current ? null : (
                <Form noValidate method="post">
                  <input type="hidden" name="intent" value="revoke-session" />
                  <input type="hidden" name="sessionId" value={s.id} />
                  <button
                    type="submit"
                    className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
                    aria-label={intl.formatMessage(m.signOutLabel, {
                      device: s.device,
                      lastActive: f.dateTime(s.lastActiveAt),
                    })}
                  >
                    <FormattedMessage {...m.signOut} />
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {loaderData.sessions.length > 1 ? (
          <Form noValidate method="post">
            <input type="hidden" name="intent" value="revoke-other-sessions" />
            <SubmitButton pending={busy("revoke-other-sessions")}>
              <FormattedMessage {...m.signOutOthers} />
            </SubmitButton>
          </Form>
        ) : (
          <p className="text-sm text-slate-600">
            <FormattedMessage {...m.onlySession} />
          </p>
        )}
      </SectionCard>
    </div>
  );
}
