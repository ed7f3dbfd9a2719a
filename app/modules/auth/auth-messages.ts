import { defineMessages } from "~/lib/i18n/messages";

/**
 * The auth module's texts that the server writes (schemas, better-auth's
 * refusals, services), each declared once (issue 36, decision 086). Schemas
 * and services keep the English text (`.defaultMessage`); the form's answer
 * is translated at the edge (handleForm, translate-text.ts). A text of
 * another module that the sign-in pages show (a deactivated account, an
 * invitation link) is declared here with the same English text, so the
 * answer is translated too (auth-messages.test.ts keeps them equal).
 */
export const authErrors = defineMessages({
  passwordRule: { id: "auth.field.passwordRule", defaultMessage: "Use at least 10 characters." },
  emailRequired: { id: "auth.error.emailRequired", defaultMessage: "Enter your e-mail address" },
  emailInvalid: { id: "auth.error.emailInvalid", defaultMessage: "Enter a valid e-mail address" },
  passwordTooShort: {
    id: "auth.error.passwordTooShort",
    defaultMessage: "Password must be at least 10 characters",
  },
  passwordTooLong: {
    id: "auth.error.passwordTooLong",
    defaultMessage: "Password must be at most 128 characters",
  },
  nameRequired: { id: "auth.error.nameRequired", defaultMessage: "Enter your full name" },
  nameTooLong: { id: "auth.error.nameTooLong", defaultMessage: "Name is too long" },
  organizationRequired: {
    id: "auth.error.organizationRequired",
    defaultMessage: "Enter your organization or business name",
  },
  organizationTooLong: {
    id: "auth.error.organizationTooLong",
    defaultMessage: "Organization name is too long",
  },
  passwordRequired: { id: "auth.error.passwordRequired", defaultMessage: "Enter your password" },
  confirmPasswordRequired: {
    id: "auth.error.confirmPasswordRequired",
    defaultMessage: "Confirm your password",
  },
  passwordsDiffer: { id: "auth.error.passwordsDiffer", defaultMessage: "Passwords do not match" },
  /** The invitation form's wording (app/modules/users/user-schemas.ts). */
  passwordsDifferInvitation: {
    id: "auth.error.passwordsDifferInvitation",
    defaultMessage: "The passwords do not match",
  },
  confirmNewPasswordRequired: {
    id: "auth.error.confirmNewPasswordRequired",
    defaultMessage: "Confirm your new password",
  },
  resetTokenMissing: {
    id: "auth.error.resetTokenMissing",
    defaultMessage: "This reset link is incomplete. Request a new one.",
  },
  sixDigitCode: { id: "auth.error.sixDigitCode", defaultMessage: "Enter the 6-digit code" },
  codeRequired: { id: "auth.error.codeRequired", defaultMessage: "Enter the code" },
  authenticatorCode: {
    id: "auth.error.authenticatorCode",
    defaultMessage: "Enter the 6-digit code from your authenticator app",
  },
  currentPasswordRequired: {
    id: "auth.error.currentPasswordRequired",
    defaultMessage: "Enter your current password",
  },
  restartSetUp: { id: "auth.error.restartSetUp", defaultMessage: "Start the set-up again" },

  // better-auth's refusals (auth-response.server.ts).
  invalidCredentials: {
    id: "auth.error.invalidCredentials",
    defaultMessage: "Incorrect e-mail or password.",
  },
  currentPasswordWrong: {
    id: "auth.error.currentPasswordWrong",
    defaultMessage: "The current password is incorrect.",
  },
  otpWrong: {
    id: "auth.error.otpWrong",
    defaultMessage: "That code is not correct. Check the e-mail and try again.",
  },
  otpExpired: {
    id: "auth.error.otpExpired",
    defaultMessage: "That code has expired. Request a new one.",
  },
  otpTooManyAttempts: {
    id: "auth.error.otpTooManyAttempts",
    defaultMessage: "Too many attempts with this code. Request a new one.",
  },
  codeWrong: { id: "auth.error.codeWrong", defaultMessage: "That code is not correct." },
  recoveryCodeWrong: {
    id: "auth.error.recoveryCodeWrong",
    defaultMessage: "That recovery code is not valid.",
  },
  stepExpired: {
    id: "auth.error.stepExpired",
    defaultMessage: "Your sign-in step expired. Please sign in again.",
  },
  resetLinkInvalid: {
    id: "auth.error.resetLinkInvalid",
    defaultMessage: "This reset link is invalid or has expired. Request a new one.",
  },
  tooManyWrongCodes: {
    id: "auth.error.tooManyWrongCodes",
    defaultMessage: "Too many wrong codes. Please sign in again.",
  },
  twoFactorLocked: {
    id: "auth.error.twoFactorLocked",
    defaultMessage: "Too many wrong codes. Two-factor sign-in is locked for 15 minutes.",
  },
  totpReused: {
    id: "auth.error.totpReused",
    defaultMessage:
      "This code has already been used. Wait for the next code from your authenticator app.",
  },
  twoFactorAlreadyOn: {
    id: "auth.error.twoFactorAlreadyOn",
    defaultMessage: "Two-factor authentication is already on.",
  },
  twoFactorNotOn: {
    id: "auth.error.twoFactorNotOn",
    defaultMessage: "Two-factor authentication is not on.",
  },
  totpNotEnabled: {
    id: "auth.error.totpNotEnabled",
    defaultMessage: "Start the set-up again: no authenticator is waiting for a code.",
  },
  noPasswordYet: {
    id: "auth.error.noPasswordYet",
    defaultMessage: "Your account has no password yet. Set one first.",
  },
  passwordAlreadySet: {
    id: "auth.error.passwordAlreadySet",
    defaultMessage: "Your account already has a password. Change it instead.",
  },
  rateLimited: {
    id: "auth.error.rateLimited",
    defaultMessage: "Too many attempts. Please wait a minute and try again.",
  },
  tooManyAttempts: {
    id: "auth.error.tooManyAttempts",
    defaultMessage: "Too many attempts. Please wait {seconds} seconds and try again.",
  },
  requestNotCompleted: {
    id: "auth.error.requestNotCompleted",
    defaultMessage: "The request could not be completed.",
  },
  failed: {
    id: "auth.error.failed",
    defaultMessage: "The request could not be completed. Please try again.",
  },
  ssoNotConfigured: {
    id: "auth.error.ssoNotConfigured",
    defaultMessage: "Single sign-on is not configured.",
  },

  // Other modules' texts shown at sign-in (app/domain/user-status.ts).
  deactivated: {
    id: "auth.error.deactivated",
    defaultMessage:
      "This account has been deactivated. Contact the programme office if you need access again.",
  },
  notActiveYet: {
    id: "auth.error.notActiveYet",
    defaultMessage:
      "This account is not active yet. Open the link in your invitation e-mail to set a password.",
  },
  invitationInvalid: {
    id: "auth.error.invitationInvalid",
    defaultMessage: "This invitation link is invalid, has expired or has already been used.",
  },
});
