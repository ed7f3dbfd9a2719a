import { z } from "zod";
import { singleLineText } from "~/lib/single-line-text";
import { authErrors } from "./auth-messages";

export const PASSWORD_RULE_TEXT = authErrors.passwordRule.defaultMessage;

export const emailField = z
  .string()
  .trim()
  .min(1, authErrors.emailRequired.defaultMessage)
  .pipe(z.email(authErrors.emailInvalid.defaultMessage))
  .transform((v) => v.toLowerCase());

export const newPasswordField = z
  .string()
  .min(10, authErrors.passwordTooShort.defaultMessage)
  .max(128, authErrors.passwordTooLong.defaultMessage);

/** A person's name: the one rule of every form and of the raw auth endpoints (auth hooks). */
export const nameField = singleLineText()
  .min(2, authErrors.nameRequired.defaultMessage)
  .max(120, authErrors.nameTooLong.defaultMessage);

/** The organization at sign-up (required), and its length limit everywhere. */
export const organizationField = singleLineText()
  .min(2, authErrors.organizationRequired.defaultMessage)
  .max(160, authErrors.organizationTooLong.defaultMessage);

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, authErrors.passwordRequired.defaultMessage),
  redirectTo: z.string().optional(),
});

export const signUpSchema = z
  .object({
    name: nameField,
    organization: organizationField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string().min(1, authErrors.confirmPasswordRequired.defaultMessage),
    redirectTo: z.string().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: authErrors.passwordsDiffer.defaultMessage,
  });

const newPasswordPair = {
  newPassword: newPasswordField,
  confirmPassword: z.string().min(1, authErrors.confirmNewPasswordRequired.defaultMessage),
};

const passwordsMatch: [
  (v: { newPassword: string; confirmPassword: string }) => boolean,
  { path: string[]; message: string },
] = [
  (v) => v.newPassword === v.confirmPassword,
  { path: ["confirmPassword"], message: authErrors.passwordsDiffer.defaultMessage },
];

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, authErrors.resetTokenMissing.defaultMessage),
    ...newPasswordPair,
  })
  .refine(...passwordsMatch);

/** The role switcher (the role is checked against the user's roles by `switchActiveRole`). */
export const switchRoleSchema = z.object({
  role: z.string().optional(),
  redirectTo: z.string().optional(),
});

/** The "Continue with …" button of /login (single sign-on), and the sign-in page's language. */
export const singleSignOnSchema = z.object({
  redirectTo: z.string().optional(),
  locale: z.string().optional(),
});

export const sendCodeSchema = z.object({
  email: emailField,
  redirectTo: z.string().optional(),
});

export const sixDigitCode = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, authErrors.sixDigitCode.defaultMessage));

export const codeSignInSchema = z.object({
  email: emailField,
  otp: sixDigitCode,
  redirectTo: z.string().optional(),
});

export const twoFactorSchema = z
  .object({
    method: z.enum(["totp", "backup"]).default("totp"),
    code: z.string().trim().min(1, authErrors.codeRequired.defaultMessage),
    trustDevice: z.literal("on").optional(),
    redirectTo: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.method === "totp" && !/^\d{6}$/.test(v.code.replace(/\s+/g, ""))) {
      ctx.addIssue({
        code: "custom",
        path: ["code"],
        message: authErrors.authenticatorCode.defaultMessage,
      });
    }
  });

export const profileSchema = z.object({
  name: nameField,
  organization: z
    .string()
    .trim()
    .max(160, authErrors.organizationTooLong.defaultMessage)
    .transform((v) => (v === "" ? null : v)),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, authErrors.currentPasswordRequired.defaultMessage),
    revokeOtherSessions: z.literal("on").optional(),
    ...newPasswordPair,
  })
  .refine(...passwordsMatch);

export const setPasswordSchema = z.object(newPasswordPair).refine(...passwordsMatch);

export const confirmPasswordSchema = z.object({
  currentPassword: z.string().min(1, authErrors.passwordRequired.defaultMessage),
});

export const activateTwoFactorSchema = z.object({
  code: sixDigitCode,
  totpURI: z.string().startsWith("otpauth://totp/", authErrors.restartSetUp.defaultMessage),
});

export const revokeSessionSchema = z.object({ sessionId: z.string().min(1) });
