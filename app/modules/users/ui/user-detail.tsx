import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { CheckboxGroupField, Field, FormMessage, SelectField } from "~/components/form";
import { formatDate, formatDateTime } from "~/modules/applications";
import { applicationStatusLabels, isApplicationStatus } from "~/modules/applications";
import { auditStatusLabels } from "~/domain/audit-status";
import { roleLabels, roles } from "~/modules/permissions";
import type { UserDetails } from "../get-user-details.server";
import { RoleList, UserStatusBadge } from "./user-badges";

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
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <details className="rounded-md border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-medium text-brand-800">{label}</summary>
      <Form method="post" className="mt-3 space-y-3" preventScrollReset>
        <input type="hidden" name="intent" value={intent} />
        <p className="text-sm text-slate-700">{explanation}</p>
        <button type="submit" disabled={busy} className={danger ? dangerClass : buttonClass}>
          {busy ? "Please wait…" : confirmLabel}
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

const actionLabels: Record<string, string> = {
  roles_changed: "Roles changed",
  user_deactivated: "Deactivated",
  user_reactivated: "Reactivated",
  sessions_revoked: "Sessions revoked",
  two_factor_reset: "Two-factor reset",
  user_invited: "Invited",
  invitation_resent: "Invitation sent again",
  invitation_revoked: "Invitation revoked",
  invitation_accepted: "Invitation accepted",
  conflict_of_interest_added: "Conflict of interest recorded",
  conflict_of_interest_removed: "Conflict of interest removed",
  created_by_cli: "Created (command line)",
};

type Props = {
  user: UserDetails;
  canManage: boolean;
  isSelf: boolean;
  conflictCandidates: { id: string; label: string }[];
  actionData?: UserActionResult;
};

function RolesForm({ user, actionData }: Pick<Props, "user" | "actionData">) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "change-roles";
  const errors = (actionData?.intent === "change-roles" && actionData.fieldErrors) || {};
  return (
    <Form method="post" className="space-y-4" preventScrollReset>
      <input type="hidden" name="intent" value="change-roles" />
      <SelectField
        id="user-role"
        label="Main role"
        name="role"
        defaultValue={user.role}
        controlClassName={selectControl}
        error={errors.role}
      >
        {roles.map((r) => (
          <option key={r} value={r}>
            {roleLabels[r].label}
          </option>
        ))}
      </SelectField>
      <CheckboxGroupField
        id="user-additional-roles"
        legend="Additional roles"
        legendClassName="text-sm font-medium text-slate-800"
        name="additionalRoles"
        hint="The person can switch between all their roles with the role switcher."
        options={roles.map((r) => ({ value: r, label: roleLabels[r].label }))}
        defaultValues={user.additionalRoles}
        optionsClassName="mt-2 flex flex-wrap gap-4"
        optionClassName="flex items-center gap-2 text-sm text-slate-900"
        inputClassName="h-4 w-4"
      />
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? "Saving…" : "Save roles"}
      </button>
    </Form>
  );
}

function ConflictsSection({ user, canManage, conflictCandidates, actionData }: Props) {
  const errors = (actionData?.intent === "add-conflict" && actionData.fieldErrors) || {};
  return (
    <Section id="conflicts-h" title="Conflicts of interest">
      <p className="mb-3 text-sm text-slate-700">
        Businesses this examiner must not audit. Scheduling an audit of one of them with this
        examiner is refused.
      </p>
      {user.conflicts.length === 0 ? (
        <Empty>No conflicts of interest are recorded.</Empty>
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
                <p className="text-xs text-slate-600">Recorded {formatDate(c.createdAt)}</p>
              </div>
              {canManage ? (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="remove-conflict" />
                  <input type="hidden" name="conflictId" value={c.id} />
                  <button
                    type="submit"
                    className={buttonClass}
                    aria-label={`Remove the conflict with ${c.business}`}
                  >
                    Remove
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canManage ? (
        conflictCandidates.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">No business has applied yet.</p>
        ) : (
          <Form
            method="post"
            className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
            preventScrollReset
          >
            <input type="hidden" name="intent" value="add-conflict" />
            <SelectField
              id="conflict-business"
              label="Business"
              name="businessId"
              defaultValue=""
              error={errors.businessId}
            >
              <option value="">Choose a business…</option>
              {conflictCandidates.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.label}
                </option>
              ))}
            </SelectField>
            <Field
              id="conflict-reason"
              label="Reason"
              name="reason"
              maxLength={500}
              error={errors.reason}
            />
            <button type="submit" className={buttonClass}>
              Record conflict
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
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <Link to="/dashboard/users" className="text-sm text-brand-800 underline">
          ← All users
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

      <Section id="account-h" title="Account">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Organization</dt>
            <dd className="text-slate-900">{user.organization || "—"}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Roles</dt>
            <dd>
              <RoleList role={user.role} additionalRoles={user.additionalRoles} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Two-factor sign-in</dt>
            <dd className="text-slate-900">{user.twoFactorEnabled ? "On" : "Off"}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Open sessions</dt>
            <dd className="text-slate-900">{user.activeSessions}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Created</dt>
            <dd className="text-slate-900">{formatDate(user.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Last sign-in</dt>
            <dd className="text-slate-900">
              {user.lastSignInAt ? formatDateTime(user.lastSignInAt) : "Never"}
            </dd>
          </div>
          {user.deactivatedAt ? (
            <div>
              <dt className="text-slate-600">Deactivated</dt>
              <dd className="text-slate-900">{formatDateTime(user.deactivatedAt)}</dd>
            </div>
          ) : null}
          {user.invitation ? (
            <div>
              <dt className="text-slate-600">Invitation</dt>
              <dd className="text-slate-900">
                Sent {formatDateTime(user.invitation.sentAt)}; the link{" "}
                {new Date(user.invitation.expiresAt).getTime() < Date.now() ? "expired" : "expires"}{" "}
                {formatDateTime(user.invitation.expiresAt)}
              </dd>
            </div>
          ) : null}
        </dl>
      </Section>

      {canManage ? (
        <Section id="manage-h" title="Manage">
          <div className="space-y-6">
            <RolesForm user={user} actionData={actionData} />
            <div className="space-y-3">
              {user.status === "invited" && user.invitation ? (
                <>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="resend-invitation" />
                    <button type="submit" className={buttonClass}>
                      Send the invitation again
                    </button>
                  </Form>
                  <ConfirmAction
                    intent="revoke-invitation"
                    label="Revoke the invitation…"
                    explanation="The link stops working and the account that was prepared for this person is removed."
                    confirmLabel="Revoke invitation"
                    danger
                  />
                </>
              ) : null}
              {user.status === "active" && !isSelf ? (
                <ConfirmAction
                  intent="deactivate"
                  label="Deactivate the account…"
                  explanation="The person is signed out everywhere and can no longer sign in. Their applications, audits, votes and other records are kept. You can reactivate the account later."
                  confirmLabel="Deactivate account"
                  danger
                />
              ) : null}
              {user.status === "deactivated" ? (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="reactivate" />
                  <button type="submit" className={buttonClass}>
                    Reactivate the account
                  </button>
                </Form>
              ) : null}
              {user.status === "active" ? (
                <ConfirmAction
                  intent="revoke-sessions"
                  label="Sign out everywhere…"
                  explanation={`Ends all ${user.activeSessions} open session(s) of this person; they must sign in again.`}
                  confirmLabel="Revoke sessions"
                />
              ) : null}
              {user.twoFactorEnabled ? (
                <ConfirmAction
                  intent="reset-two-factor"
                  label="Reset two-factor sign-in…"
                  explanation="For a person who lost their authenticator: two-factor sign-in is turned off and they are told by e-mail. They sign in with their password and can set it up again."
                  confirmLabel="Reset two-factor"
                  danger
                />
              ) : null}
            </div>
          </div>
        </Section>
      ) : null}

      <Section id="apps-h" title="Applications">
        {user.applications.length === 0 ? (
          <Empty>No applications.</Empty>
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
                  {isApplicationStatus(a.status) ? applicationStatusLabels[a.status] : a.status} ·
                  created {formatDate(a.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="certs-h" title="Certificates">
        {user.certificates.length === 0 ? (
          <Empty>No certificates.</Empty>
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
                  {c.status} · expires {formatDate(c.expiryDate)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {user.isExaminer ? (
        <Section id="audits-h" title="Audits">
          {user.audits.length === 0 ? (
            <Empty>No audits assigned.</Empty>
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
                    {formatDateTime(a.scheduledDate)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      ) : null}

      {user.isExaminer ? <ConflictsSection {...props} /> : null}

      <Section id="log-h" title="Activity">
        {user.log.length === 0 ? (
          <Empty>No changes recorded.</Empty>
        ) : (
          <ol className="divide-y divide-slate-100 text-sm">
            {user.log.map((entry) => (
              <li key={entry.id} className="py-2">
                <p className="font-medium text-slate-900">
                  {actionLabels[entry.action] ?? entry.action.replace(/_/g, " ")}
                  <span className="font-normal text-slate-600">
                    {" "}
                    by {entry.actorName} ·{" "}
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
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
