import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { CheckboxGroupField, Field, FormMessage, SelectField } from "~/components/form";
import { roleMessages } from "~/components/role-switcher";
import { applicationStatusLabels, isApplicationStatus } from "~/modules/applications";
import { auditStatusLabels } from "~/domain/audit-status";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { roles } from "~/modules/permissions";
import type { UserDetails } from "../get-user-details.server";
import { RoleList, UserStatusBadge } from "./user-badges";

const m = defineMessages({
  wait: { id: "users.detail.wait", defaultMessage: "Please wait…" },
  mainRole: { id: "users.detail.mainRole", defaultMessage: "Main role" },
  additionalRoles: { id: "users.detail.additionalRoles", defaultMessage: "Additional roles" },
  additionalRolesHint: {
    id: "users.detail.additionalRolesHint",
    defaultMessage: "The person can switch between all their roles with the role switcher.",
  },
  saving: { id: "users.detail.saving", defaultMessage: "Saving…" },
  saveRoles: { id: "users.detail.saveRoles", defaultMessage: "Save roles" },
  conflicts: { id: "users.detail.conflicts", defaultMessage: "Conflicts of interest" },
  conflictsIntro: {
    id: "users.detail.conflictsIntro",
    defaultMessage:
      "Businesses this examiner must not audit. Scheduling an audit of one of them with this examiner is refused.",
  },
  noConflicts: {
    id: "users.detail.noConflicts",
    defaultMessage: "No conflicts of interest are recorded.",
  },
  recorded: { id: "users.detail.recorded", defaultMessage: "Recorded {date}" },
  removeConflict: {
    id: "users.detail.removeConflict",
    defaultMessage: "Remove the conflict with {business}",
  },
  remove: { id: "users.detail.remove", defaultMessage: "Remove" },
  noBusiness: { id: "users.detail.noBusiness", defaultMessage: "No business has applied yet." },
  business: { id: "users.detail.business", defaultMessage: "Business" },
  chooseBusiness: { id: "users.detail.chooseBusiness", defaultMessage: "Choose a business…" },
  reason: { id: "users.detail.reason", defaultMessage: "Reason" },
  recordConflict: { id: "users.detail.recordConflict", defaultMessage: "Record conflict" },
  allUsers: { id: "users.detail.allUsers", defaultMessage: "← All users" },
  account: { id: "users.detail.account", defaultMessage: "Account" },
  organization: { id: "users.detail.organization", defaultMessage: "Organization" },
  roles: { id: "users.detail.roles", defaultMessage: "Roles" },
  twoFactor: { id: "users.detail.twoFactor", defaultMessage: "Two-factor sign-in" },
  on: { id: "users.detail.on", defaultMessage: "On" },
  off: { id: "users.detail.off", defaultMessage: "Off" },
  sessions: { id: "users.detail.sessions", defaultMessage: "Open sessions" },
  created: { id: "users.detail.created", defaultMessage: "Created" },
  lastSignIn: { id: "users.detail.lastSignIn", defaultMessage: "Last sign-in" },
  never: { id: "users.detail.never", defaultMessage: "Never" },
  deactivated: { id: "users.detail.deactivated", defaultMessage: "Deactivated" },
  invitation: { id: "users.detail.invitation", defaultMessage: "Invitation" },
  invitationExpires: {
    id: "users.detail.invitationExpires",
    defaultMessage: "Sent {sent}; the link expires {expires}",
  },
  invitationExpired: {
    id: "users.detail.invitationExpired",
    defaultMessage: "Sent {sent}; the link expired {expires}",
  },
  manage: { id: "users.detail.manage", defaultMessage: "Manage" },
  resend: { id: "users.detail.resend", defaultMessage: "Send the invitation again" },
  revokeLabel: { id: "users.detail.revoke.label", defaultMessage: "Revoke the invitation…" },
  revokeExplanation: {
    id: "users.detail.revoke.explanation",
    defaultMessage:
      "The link stops working and the account that was prepared for this person is removed.",
  },
  revokeConfirm: { id: "users.detail.revoke.confirm", defaultMessage: "Revoke invitation" },
  deactivateLabel: {
    id: "users.detail.deactivate.label",
    defaultMessage: "Deactivate the account…",
  },
  deactivateExplanation: {
    id: "users.detail.deactivate.explanation",
    defaultMessage:
      "The person is signed out everywhere and can no longer sign in. Their applications, audits, votes and other records are kept. You can reactivate the account later.",
  },
  deactivateConfirm: {
    id: "users.detail.deactivate.confirm",
    defaultMessage: "Deactivate account",
  },
  reactivate: { id: "users.detail.reactivate", defaultMessage: "Reactivate the account" },
  signOutLabel: { id: "users.detail.signOut.label", defaultMessage: "Sign out everywhere…" },
  signOutExplanation: {
    id: "users.detail.signOut.explanation",
    defaultMessage: "Ends all {count} open session(s) of this person; they must sign in again.",
  },
  signOutConfirm: { id: "users.detail.signOut.confirm", defaultMessage: "Revoke sessions" },
  resetLabel: { id: "users.detail.reset.label", defaultMessage: "Reset two-factor sign-in…" },
  resetExplanation: {
    id: "users.detail.reset.explanation",
    defaultMessage:
      "For a person who lost their authenticator: two-factor sign-in is turned off and they are told by e-mail. They sign in with their password and can set it up again.",
  },
  resetConfirm: { id: "users.detail.reset.confirm", defaultMessage: "Reset two-factor" },
  applications: { id: "users.detail.applications", defaultMessage: "Applications" },
  noApplications: { id: "users.detail.noApplications", defaultMessage: "No applications." },
  applicationLine: {
    id: "users.detail.applicationLine",
    defaultMessage: "{status} · created {date}",
  },
  certificates: { id: "users.detail.certificates", defaultMessage: "Certificates" },
  noCertificates: { id: "users.detail.noCertificates", defaultMessage: "No certificates." },
  certificateLine: {
    id: "users.detail.certificateLine",
    defaultMessage: "{status} · expires {date}",
  },
  audits: { id: "users.detail.audits", defaultMessage: "Audits" },
  noAudits: { id: "users.detail.noAudits", defaultMessage: "No audits assigned." },
  activity: { id: "users.detail.activity", defaultMessage: "Activity" },
  noActivity: { id: "users.detail.noActivity", defaultMessage: "No changes recorded." },
  by: { id: "users.detail.by", defaultMessage: "by {name} ·" },
});

const actionMessages: Record<string, EnglishMessage> = defineMessages({
  roles_changed: { id: "users.log.rolesChanged", defaultMessage: "Roles changed" },
  user_deactivated: { id: "users.log.deactivated", defaultMessage: "Deactivated" },
  user_reactivated: { id: "users.log.reactivated", defaultMessage: "Reactivated" },
  sessions_revoked: { id: "users.log.sessionsRevoked", defaultMessage: "Sessions revoked" },
  two_factor_reset: { id: "users.log.twoFactorReset", defaultMessage: "Two-factor reset" },
  user_invited: { id: "users.log.invited", defaultMessage: "Invited" },
  invitation_resent: { id: "users.log.invitationResent", defaultMessage: "Invitation sent again" },
  invitation_revoked: { id: "users.log.invitationRevoked", defaultMessage: "Invitation revoked" },
  invitation_accepted: {
    id: "users.log.invitationAccepted",
    defaultMessage: "Invitation accepted",
  },
  conflict_of_interest_added: {
    id: "users.log.conflictAdded",
    defaultMessage: "Conflict of interest recorded",
  },
  conflict_of_interest_removed: {
    id: "users.log.conflictRemoved",
    defaultMessage: "Conflict of interest removed",
  },
  created_by_cli: { id: "users.log.createdByCli", defaultMessage: "Created (command line)" },
});

export type UserActionResult = {
  ok: boolean;
  intent: string;
  message: string;
  /** Set on a refusal (a success has none). */
  fieldErrors?: Record<string, string>;
};

const selectControl =
  "mt-1 block w-full max-w-xs rounded-md border bg-white px-3 py-2 text-slate-900";

const buttonClass =
  "rounded-md border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60";
const dangerClass =
  "rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-700">{children}</p>;
}

/**
 * A destructive action behind a confirmation: a disclosure (works without
 * JavaScript, keyboard reachable) holding the explanation and the button.
 */
function ConfirmAction({
  intent,
  label,
  explanation,
  confirmLabel,
  danger = false,
}: {
  intent: string;
  label: string;
  explanation: string;
  confirmLabel: string;
  danger?: boolean;
}) {
  const intl = useIntl();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <details className="rounded-md border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-medium text-brand-800">{label}</summary>
      <Form method="post" className="mt-3 space-y-3" preventScrollReset>
        <input type="hidden" name="intent" value={intent} />
        <p className="text-sm text-slate-700">{explanation}</p>
        <button type="submit" disabled={busy} className={danger ? dangerClass : buttonClass}>
          {busy ? intl.formatMessage(m.wait) : confirmLabel}
        </button>
      </Form>
    </details>
  );
}

function describeChange(details: Record<string, unknown>): string {
  const show = (v: unknown): string => {
    if (v === null || v === undefined) return "—";
    if (typeof v !== "object") return String(v);
    return Object.entries(v as Record<string, unknown>)
      .map(
        ([k, x]) =>
          `${k.replace(/_/g, " ")}: ${Array.isArray(x) ? x.join(", ") || "none" : String(x)}`,
      )
      .join("; ");
  };
  if ("before" in details || "after" in details) {
    return `${show(details.before)} → ${show(details.after)}`;
  }
  return show(details);
}

type Props = {
  user: UserDetails;
  canManage: boolean;
  isSelf: boolean;
  conflictCandidates: { id: string; label: string }[];
  actionData?: UserActionResult;
};

function RolesForm({ user, actionData }: Pick<Props, "user" | "actionData">) {
  const intl = useIntl();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "change-roles";
  const errors = (actionData?.intent === "change-roles" && actionData.fieldErrors) || {};
  return (
    <Form method="post" className="space-y-4" preventScrollReset>
      <input type="hidden" name="intent" value="change-roles" />
      <SelectField
        id="user-role"
        label={intl.formatMessage(m.mainRole)}
        name="role"
        defaultValue={user.role}
        controlClassName={selectControl}
        error={errors.role}
      >
        {roles.map((r) => (
          <option key={r} value={r}>
            {intl.formatMessage(roleMessages[r].label)}
          </option>
        ))}
      </SelectField>
      <CheckboxGroupField
        id="user-additional-roles"
        legend={intl.formatMessage(m.additionalRoles)}
        legendClassName="text-sm font-medium text-slate-800"
        name="additionalRoles"
        hint={intl.formatMessage(m.additionalRolesHint)}
        options={roles.map((r) => ({ value: r, label: intl.formatMessage(roleMessages[r].label) }))}
        defaultValues={user.additionalRoles}
        optionsClassName="mt-2 flex flex-wrap gap-4"
        optionClassName="flex items-center gap-2 text-sm text-slate-900"
        inputClassName="h-4 w-4"
      />
      <button type="submit" disabled={busy} className={buttonClass}>
        {intl.formatMessage(busy ? m.saving : m.saveRoles)}
      </button>
    </Form>
  );
}

function ConflictsSection({ user, canManage, conflictCandidates, actionData }: Props) {
  const intl = useIntl();
  const f = useFormat();
  const errors = (actionData?.intent === "add-conflict" && actionData.fieldErrors) || {};
  return (
    <Section id="conflicts-h" title={intl.formatMessage(m.conflicts)}>
      <p className="mb-3 text-sm text-slate-700">
        <FormattedMessage {...m.conflictsIntro} />
      </p>
      {user.conflicts.length === 0 ? (
        <Empty>
          <FormattedMessage {...m.noConflicts} />
        </Empty>
      ) : (
        <ul className="divide-y divide-slate-100">
          {user.conflicts.map((c) => (
            <li key={c.id} className="flex flex-wrap items-start justify-between gap-3 py-2">
              <div>
                <Link
                  to={`/dashboard/users/${c.businessId}`}
                  className="font-medium text-brand-800 underline"
                >
                  {c.business}
                </Link>
                <p className="text-sm text-slate-700">{c.reason}</p>
                <p className="text-xs text-slate-600">
                  <FormattedMessage {...m.recorded} values={{ date: f.date(c.createdAt) }} />
                </p>
              </div>
              {canManage ? (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="remove-conflict" />
                  <input type="hidden" name="conflictId" value={c.id} />
                  <button
                    type="submit"
                    className={buttonClass}
                    aria-label={intl.formatMessage(m.removeConflict, { business: c.business })}
                  >
                    <FormattedMessage {...m.remove} />
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canManage ? (
        conflictCandidates.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">
            <FormattedMessage {...m.noBusiness} />
          </p>
        ) : (
          <Form
            method="post"
            className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
            preventScrollReset
          >
            <input type="hidden" name="intent" value="add-conflict" />
            <SelectField
              id="conflict-business"
              label={intl.formatMessage(m.business)}
              name="businessId"
              defaultValue=""
              error={errors.businessId}
            >
              <option value="">{intl.formatMessage(m.chooseBusiness)}</option>
              {conflictCandidates.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.label}
                </option>
              ))}
            </SelectField>
            <Field
              id="conflict-reason"
              label={intl.formatMessage(m.reason)}
              name="reason"
              maxLength={500}
              error={errors.reason}
            />
            <button type="submit" className={buttonClass}>
              <FormattedMessage {...m.recordConflict} />
            </button>
          </Form>
        )
      ) : null}
    </Section>
  );
}

/** A user's page: who they are, what they did, and (administrators) what can be changed. */
export function UserDetailView(props: Props) {
  const { user, canManage, isSelf, actionData } = props;
  const intl = useIntl();
  const f = useFormat();
  const invitationExpired =
    user.invitation && new Date(user.invitation.expiresAt).getTime() < Date.now();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <Link to="/dashboard/users" className="text-sm text-brand-800 underline">
          <FormattedMessage {...m.allUsers} />
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">{user.name}</h1>
          <UserStatusBadge status={user.status} />
        </div>
        <p className="mt-1 break-all text-slate-700">{user.email}</p>
      </div>

      {actionData ? (
        <FormMessage kind={actionData.ok ? "success" : "error"}>{actionData.message}</FormMessage>
      ) : null}

      <Section id="account-h" title={intl.formatMessage(m.account)}>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">
              <FormattedMessage {...m.organization} />
            </dt>
            <dd className="text-slate-900">{user.organization || "—"}</dd>
          </div>
          <div>
            <dt className="text-slate-600">
              <FormattedMessage {...m.roles} />
            </dt>
            <dd>
              <RoleList role={user.role} additionalRoles={user.additionalRoles} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">
              <FormattedMessage {...m.twoFactor} />
            </dt>
            <dd className="text-slate-900">
              <FormattedMessage {...(user.twoFactorEnabled ? m.on : m.off)} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">
              <FormattedMessage {...m.sessions} />
            </dt>
            <dd className="text-slate-900">{f.count(user.activeSessions)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">
              <FormattedMessage {...m.created} />
            </dt>
            <dd className="text-slate-900">{f.date(user.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">
              <FormattedMessage {...m.lastSignIn} />
            </dt>
            <dd className="text-slate-900">
              {user.lastSignInAt ? f.dateTime(user.lastSignInAt) : intl.formatMessage(m.never)}
            </dd>
          </div>
          {user.deactivatedAt ? (
            <div>
              <dt className="text-slate-600">
                <FormattedMessage {...m.deactivated} />
              </dt>
              <dd className="text-slate-900">{f.dateTime(user.deactivatedAt)}</dd>
            </div>
          ) : null}
          {user.invitation ? (
            <div>
              <dt className="text-slate-600">
                <FormattedMessage {...m.invitation} />
              </dt>
              <dd className="text-slate-900">
                <FormattedMessage
                  {...(invitationExpired ? m.invitationExpired : m.invitationExpires)}
                  values={{
                    sent: f.dateTime(user.invitation.sentAt),
                    expires: f.dateTime(user.invitation.expiresAt),
                  }}
                />
              </dd>
            </div>
          ) : null}
        </dl>
      </Section>

      {canManage ? (
        <Section id="manage-h" title={intl.formatMessage(m.manage)}>
          <div className="space-y-6">
            <RolesForm user={user} actionData={actionData} />
            <div className="space-y-3">
              {user.status === "invited" && user.invitation ? (
                <>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="resend-invitation" />
                    <button type="submit" className={buttonClass}>
                      <FormattedMessage {...m.resend} />
                    </button>
                  </Form>
                  <ConfirmAction
                    intent="revoke-invitation"
                    label={intl.formatMessage(m.revokeLabel)}
                    explanation={intl.formatMessage(m.revokeExplanation)}
                    confirmLabel={intl.formatMessage(m.revokeConfirm)}
                    danger
                  />
                </>
              ) : null}
              {user.status === "active" && !isSelf ? (
                <ConfirmAction
                  intent="deactivate"
                  label={intl.formatMessage(m.deactivateLabel)}
                  explanation={intl.formatMessage(m.deactivateExplanation)}
                  confirmLabel={intl.formatMessage(m.deactivateConfirm)}
                  danger
                />
              ) : null}
              {user.status === "deactivated" ? (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="reactivate" />
                  <button type="submit" className={buttonClass}>
                    <FormattedMessage {...m.reactivate} />
                  </button>
                </Form>
              ) : null}
              {user.status === "active" ? (
                <ConfirmAction
                  intent="revoke-sessions"
                  label={intl.formatMessage(m.signOutLabel)}
                  explanation={intl.formatMessage(m.signOutExplanation, {
                    count: user.activeSessions,
                  })}
                  confirmLabel={intl.formatMessage(m.signOutConfirm)}
                />
              ) : null}
              {user.twoFactorEnabled ? (
                <ConfirmAction
                  intent="reset-two-factor"
                  label={intl.formatMessage(m.resetLabel)}
                  explanation={intl.formatMessage(m.resetExplanation)}
                  confirmLabel={intl.formatMessage(m.resetConfirm)}
                  danger
                />
              ) : null}
            </div>
          </div>
        </Section>
      ) : null}

      <Section id="apps-h" title={intl.formatMessage(m.applications)}>
        {user.applications.length === 0 ? (
          <Empty>
            <FormattedMessage {...m.noApplications} />
          </Empty>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {user.applications.map((a) => (
              <li key={a.id} className="flex flex-wrap justify-between gap-2 py-2">
                <Link
                  to={`/dashboard/applications/${a.id}`}
                  className="font-medium text-brand-800 underline"
                >
                  {a.businessName}
                </Link>
                <span className="text-slate-700">
                  <FormattedMessage
                    {...m.applicationLine}
                    values={{
                      status: isApplicationStatus(a.status)
                        ? applicationStatusLabels[a.status]
                        : a.status,
                      date: f.date(a.createdAt),
                    }}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="certs-h" title={intl.formatMessage(m.certificates)}>
        {user.certificates.length === 0 ? (
          <Empty>
            <FormattedMessage {...m.noCertificates} />
          </Empty>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {user.certificates.map((c) => (
              <li key={c.id} className="flex flex-wrap justify-between gap-2 py-2">
                <Link
                  to={`/dashboard/certificates/view/${c.id}`}
                  className="font-medium text-brand-800 underline"
                >
                  {c.number}
                </Link>
                <span className="text-slate-700">
                  <FormattedMessage
                    {...m.certificateLine}
                    values={{ status: c.status, date: f.date(c.expiryDate) }}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {user.isExaminer ? (
        <Section id="audits-h" title={intl.formatMessage(m.audits)}>
          {user.audits.length === 0 ? (
            <Empty>
              <FormattedMessage {...m.noAudits} />
            </Empty>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {user.audits.map((a) => (
                <li key={a.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <Link
                    to={`/dashboard/audits/${a.id}`}
                    className="font-medium text-brand-800 underline"
                  >
                    {a.businessName}
                  </Link>
                  <span className="text-slate-700">
                    {auditStatusLabels[a.status as keyof typeof auditStatusLabels] ?? a.status} ·{" "}
                    {f.dateTime(a.scheduledDate)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      ) : null}

      {user.isExaminer ? <ConflictsSection {...props} /> : null}

      <Section id="log-h" title={intl.formatMessage(m.activity)}>
        {user.log.length === 0 ? (
          <Empty>
            <FormattedMessage {...m.noActivity} />
          </Empty>
        ) : (
          <ol className="divide-y divide-slate-100 text-sm">
            {user.log.map((entry) => (
              <li key={entry.id} className="py-2">
                <p className="font-medium text-slate-900">
                  {actionMessages[entry.action]
                    ? intl.formatMessage(actionMessages[entry.action]!)
                    : entry.action.replace(/_/g, " ")}
                  <span className="font-normal text-slate-600">
                    {" "}
                    <FormattedMessage {...m.by} values={{ name: entry.actorName }} />{" "}
                    <time dateTime={entry.createdAt}>{f.dateTime(entry.createdAt)}</time>
                  </span>
                </p>
                <p className="break-words text-slate-700">{describeChange(entry.details)}</p>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}
