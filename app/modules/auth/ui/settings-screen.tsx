import { useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { CheckboxField, Field, FormMessage, SubmitButton } from "~/components/form";
import { formatDateTime } from "~/lib/format";
import { siteName } from "~/lib/site-config";
import { PASSWORD_RULE_TEXT } from "~/modules/auth/auth-schemas";
import type { TwoFactorEnrolment } from "~/modules/auth/enable-two-factor.server";
import type { SessionSummary } from "~/modules/auth/list-sessions.server";

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
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const text = `${siteName} recovery codes\n\n${codes.join("\n")}\n`;
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
        Copy codes
      </button>
      <a
        href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        download="recovery-codes.txt"
        className="rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        Download codes
      </a>
      <span aria-live="polite" className="text-sm text-slate-700">
        {copied === "copied"
          ? "Copied to the clipboard."
          : copied === "failed"
            ? "Copying failed: select the codes and copy them, or download them."
            : ""}
      </span>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold text-slate-900">Save your recovery codes</h3>
      <p className="mt-1 text-sm text-slate-700">
        Each code lets you log in once if you lose your authenticator. Store them somewhere safe:
        they are shown only now.
      </p>
      <ul
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-slate-900"
        aria-label="Recovery codes"
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
        <h1 className="text-2xl font-bold text-slate-900">Settings</h1>
        <p className="mt-1 text-sm text-slate-600">
          Signed in as <span className="font-medium">{loaderData.profile.email}</span>
        </p>
      </div>

      <SectionCard id="profile" title="Profile" description="Your name and organization.">
        <Messages success={profile?.success} error={profile?.formError} />
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="profile" />
          <Field
            label="Full name"
            name="name"
            autoComplete="name"
            required
            defaultValue={profile?.values?.name ?? loaderData.profile.name}
            error={profile?.fieldErrors?.name}
          />
          <Field
            label="Organization"
            name="organization"
            autoComplete="organization"
            defaultValue={profile?.values?.organization ?? loaderData.profile.organization}
            error={profile?.fieldErrors?.organization}
          />
          <SubmitButton pending={busy("profile")}>Save profile</SubmitButton>
        </Form>
      </SectionCard>

      <SectionCard
        id="password"
        title="Password"
        description={
          loaderData.hasPassword
            ? PASSWORD_RULE_TEXT
            : "Your account has no password yet (you log in with single sign-on or an e-mailed code). Set one to log in with your e-mail and password."
        }
      >
        <Messages success={password?.success ?? notice("password")} error={password?.formError} />
        {loaderData.hasPassword ? (
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="change-password" />
            <Field
              label="Current password"
              name="currentPassword"
              id="change-current-password"
              type="password"
              autoComplete="current-password"
              required
              error={password?.fieldErrors?.currentPassword}
            />
            <Field
              label="New password"
              name="newPassword"
              id="change-new-password"
              type="password"
              autoComplete="new-password"
              required
              error={password?.fieldErrors?.newPassword}
            />
            <Field
              label="Confirm new password"
              name="confirmPassword"
              id="change-confirm-password"
              type="password"
              autoComplete="new-password"
              required
              error={password?.fieldErrors?.confirmPassword}
            />
            <CheckboxField
              id="change-revoke-others"
              label="Sign out of all other sessions"
              name="revokeOtherSessions"
              defaultChecked
            />
            <SubmitButton pending={busy("change-password")}>Change password</SubmitButton>
          </Form>
        ) : (
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="set-password" />
            <Field
              label="New password"
              name="newPassword"
              id="set-new-password"
              type="password"
              autoComplete="new-password"
              required
              hint={PASSWORD_RULE_TEXT}
              error={password?.fieldErrors?.newPassword}
            />
            <Field
              label="Confirm new password"
              name="confirmPassword"
              id="set-confirm-password"
              type="password"
              autoComplete="new-password"
              required
              error={password?.fieldErrors?.confirmPassword}
            />
            <SubmitButton pending={busy("set-password")}>Set password</SubmitButton>
          </Form>
        )}
      </SectionCard>

      <SectionCard
        id="two-factor"
        title="Two-factor authentication"
        description="A code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) in addition to your password or e-mailed code."
      >
        <p className="text-sm text-slate-800" data-testid="two-factor-status">
          Status: <strong>{loaderData.twoFactorEnabled ? "On" : "Off"}</strong>
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
              <h3 className="font-medium text-slate-900">New recovery codes</h3>
              <Field
                label="Password to create new codes"
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
                Create new recovery codes
              </SubmitButton>
            </Form>
            <Form method="post" className="space-y-3" noValidate>
              <input type="hidden" name="intent" value="disable-two-factor" />
              <h3 className="font-medium text-slate-900">Turn off</h3>
              <Field
                label="Password to turn off"
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
                label="Yes, turn off two-factor authentication"
                name="confirm"
                error={twoFactor?.fieldErrors?.confirm}
              />
              <SubmitButton
                pending={busy("disable-two-factor")}
                className="bg-red-700 hover:bg-red-800"
              >
                Turn off two-factor
              </SubmitButton>
            </Form>
          </div>
        ) : enrolment ? (
          <div className="space-y-4">
            <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-800">
              <li>Scan the QR code with your authenticator app, or type the key by hand.</li>
              <li>Enter the 6-digit code the app shows to finish.</li>
            </ol>
            <div className="flex flex-wrap items-start gap-6">
              <div
                role="img"
                aria-label="QR code for your authenticator app"
                className="h-[200px] w-[200px] border border-slate-200 bg-white"
                dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
              />
              <div className="text-sm">
                <p className="font-medium text-slate-800">Key for manual entry</p>
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
                  Grouped in fours for reading; type it without spaces.
                </p>
              </div>
            </div>
            <Form method="post" className="space-y-3" noValidate>
              <input type="hidden" name="intent" value="activate-two-factor" />
              <input type="hidden" name="totpURI" value={enrolment.totpURI} />
              <Field
                label="Code from the app"
                name="code"
                id="activate-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                required
                error={twoFactor?.fieldErrors?.code}
              />
              <SubmitButton pending={busy("activate-two-factor")}>Verify and turn on</SubmitButton>
            </Form>
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="cancel-two-factor-setup" />
              <p className="mb-2 text-sm text-slate-700">
                Not now? Cancelling removes this key; two-factor authentication stays off.
              </p>
              <button
                type="submit"
                className="rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                Cancel set-up
              </button>
            </Form>
          </div>
        ) : loaderData.hasPassword ? (
          <Form method="post" className="space-y-3" noValidate>
            <input type="hidden" name="intent" value="enable-two-factor" />
            <Field
              label="Password to set up two-factor"
              name="currentPassword"
              id="enable-password"
              type="password"
              autoComplete="current-password"
              required
              error={twoFactor?.fieldErrors?.currentPassword}
            />
            <SubmitButton pending={busy("enable-two-factor")}>
              Set up two-factor authentication
            </SubmitButton>
          </Form>
        ) : (
          <p className="text-sm text-slate-700">
            Set a password above first: turning two-factor authentication on and off asks for it.
          </p>
        )}
      </SectionCard>

      <SectionCard
        id="sessions"
        title="Sessions"
        description="Devices where you are logged in. Sign out of any you don't recognise."
      >
        <Messages success={sessions?.success} error={sessions?.formError} />
        <ul className="divide-y divide-slate-200" aria-label="Active sessions">
          {loaderData.sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="text-sm">
                <p className="font-medium text-slate-900">
                  {s.device}
                  {s.current ? (
                    <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                      This device
                    </span>
                  ) : null}
                </p>
                <p className="text-slate-600">
                  IP {s.ipAddress || "unknown"} · Signed in {formatDateTime(s.createdAt)} · Last
                  active {formatDateTime(s.lastActiveAt)}
                </p>
              </div>
              {s.current ? null : (
                <Form noValidate method="post">
                  <input type="hidden" name="intent" value="revoke-session" />
                  <input type="hidden" name="sessionId" value={s.id} />
                  <button
                    type="submit"
                    className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
                    aria-label={`Sign out ${s.device}, last active ${formatDateTime(s.lastActiveAt)}`}
                  >
                    Sign out
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
              Sign out of all other sessions
            </SubmitButton>
          </Form>
        ) : (
          <p className="text-sm text-slate-600">This is your only active session.</p>
        )}
      </SectionCard>
    </div>
  );
}
