import type { Database } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { defineMessages } from "~/lib/i18n/messages";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import { describeUserAgent } from "./describe-user-agent";

/**
 * What each notice says (issue 7), as messages: the e-mail writes them in the
 * recipient's language (issue 36).
 */
export const securityEvents = {
  password_changed: defineMessages({
    headline: {
      id: "email.securityNotice.passwordChanged.headline",
      defaultMessage: "Your password was changed",
    },
    what: {
      id: "email.securityNotice.passwordChanged.what",
      defaultMessage: "The password of your Humane Accreditation Portal account was changed.",
    },
    ifNotYou: {
      id: "email.securityNotice.passwordChanged.ifNotYou",
      defaultMessage:
        "Someone else knows your password. Reset it now with the button below (the link is sent to this address), then sign out your other sessions in Settings and contact us.",
    },
  }),
  password_reset: defineMessages({
    headline: {
      id: "email.securityNotice.passwordReset.headline",
      defaultMessage: "Your password was reset",
    },
    what: {
      id: "email.securityNotice.passwordReset.what",
      defaultMessage:
        "The password of your Humane Accreditation Portal account was reset with a link sent to this e-mail address.",
    },
    ifNotYou: {
      id: "email.securityNotice.passwordReset.ifNotYou",
      defaultMessage:
        "Someone may have access to your e-mail. Secure your mailbox, reset your password again with the button below and contact us.",
    },
  }),
  two_factor_enabled: defineMessages({
    headline: {
      id: "email.securityNotice.twoFactorEnabled.headline",
      defaultMessage: "Two-factor authentication was turned on",
    },
    what: {
      id: "email.securityNotice.twoFactorEnabled.what",
      defaultMessage:
        "Two-factor authentication was turned on for your account: signing in now also needs a code from an authenticator app.",
    },
    ifNotYou: {
      id: "email.securityNotice.twoFactorEnabled.ifNotYou",
      defaultMessage:
        "Someone else may control your account and its second factor. Reset your password now with the button below and contact us so we can remove the authenticator.",
    },
  }),
  two_factor_disabled: defineMessages({
    headline: {
      id: "email.securityNotice.twoFactorDisabled.headline",
      defaultMessage: "Two-factor authentication was turned off",
    },
    what: {
      id: "email.securityNotice.twoFactorDisabled.what",
      defaultMessage:
        "Two-factor authentication was turned off for your account: signing in now needs only your password.",
    },
    ifNotYou: {
      id: "email.securityNotice.twoFactorDisabled.ifNotYou",
      defaultMessage:
        "Someone else knows your password. Reset it now with the button below, turn two-factor authentication back on in Settings and contact us.",
    },
  }),
  recovery_codes_regenerated: defineMessages({
    headline: {
      id: "email.securityNotice.recoveryCodesRegenerated.headline",
      defaultMessage: "New recovery codes were created",
    },
    what: {
      id: "email.securityNotice.recoveryCodesRegenerated.what",
      defaultMessage:
        "New two-factor recovery codes were created for your account; the previous codes no longer work.",
    },
    ifNotYou: {
      id: "email.securityNotice.recoveryCodesRegenerated.ifNotYou",
      defaultMessage:
        "Someone else knows your password. Reset it now with the button below, create new recovery codes in Settings and contact us.",
    },
  }),
};

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
      when: { at, timeZone: env.PROGRAMME_TIME_ZONE },
      device: input.userAgent ? describeUserAgent(input.userAgent) : null,
      ipAddress,
      ifNotYou: text.ifNotYou,
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
