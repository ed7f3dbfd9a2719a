import type { Database } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { formatDateTime } from "~/lib/format";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import { describeUserAgent } from "./describe-user-agent";

export const securityEvents = {
  password_changed: {
    headline: "Your password was changed",
    what: "The password of your Humane Accreditation Portal account was changed.",
    ifNotYou:
      "someone else knows your password. Reset it now with the button below (the link is sent to this address), then sign out your other sessions in Settings and contact us.",
  },
  password_reset: {
    headline: "Your password was reset",
    what: "The password of your Humane Accreditation Portal account was reset with a link sent to this e-mail address.",
    ifNotYou:
      "someone may have access to your e-mail. Secure your mailbox, reset your password again with the button below and contact us.",
  },
  two_factor_enabled: {
    headline: "Two-factor authentication was turned on",
    what: "Two-factor authentication was turned on for your account: signing in now also needs a code from an authenticator app.",
    ifNotYou:
      "someone else may control your account and its second factor. Reset your password now with the button below and contact us so we can remove the authenticator.",
  },
  two_factor_disabled: {
    headline: "Two-factor authentication was turned off",
    what: "Two-factor authentication was turned off for your account: signing in now needs only your password.",
    ifNotYou:
      "someone else knows your password. Reset it now with the button below, turn two-factor authentication back on in Settings and contact us.",
  },
  recovery_codes_regenerated: {
    headline: "New recovery codes were created",
    what: "New two-factor recovery codes were created for your account; the previous codes no longer work.",
    ifNotYou:
      "someone else knows your password. Reset it now with the button below, create new recovery codes in Settings and contact us.",
  },
} as const;

export type SecurityEvent = keyof typeof securityEvents;

export type SecurityEventInput = {
  event: SecurityEvent;
  user: { id: string; email: string; name: string };
  ipAddress?: string | null;
  userAgent?: string | null;
  at?: Date;
};

/**
 * A change to an account's sign-in security: a notice to the account's
 * e-mail (what happened, when, from where, what to do if it wasn't them)
 * through the outbox, and an audit-log row, in one transaction.
 */
export async function recordSecurityEvent(db: Database, input: SecurityEventInput) {
  const env = getEnv();
  const at = input.at ?? new Date();
  const text = securityEvents[input.event];
  const ipAddress = input.ipAddress && input.ipAddress !== "unknown" ? input.ipAddress : null;
  await db.transaction(async (tx) => {
    await enqueueEmail(tx, input.user.email, "security-notice", {
      name: input.user.name || input.user.email,
      headline: text.headline,
      what: text.what,
      when: formatDateTime(at, env.PROGRAMME_TIME_ZONE),
      device: input.userAgent ? describeUserAgent(input.userAgent) : null,
      ipAddress,
      ifNotYou: text.ifNotYou.charAt(0).toUpperCase() + text.ifNotYou.slice(1),
      resetUrl: `${env.baseUrl}/forgot-password`,
      settingsUrl: `${env.baseUrl}/dashboard/settings`,
      supportEmail: env.SUPPORT_EMAIL,
    });
    await writeAuditLog(tx, {
      entityType: "user",
      entityId: input.user.id,
      action: input.event,
      actorId: input.user.id,
      details: { ipAddress, userAgent: input.userAgent ?? null },
    });
  });
}
