import { z } from "zod";
import { singleLineText } from "~/lib/single-line-text";

export const PASSWORD_RULE_TEXT = "Use at least 10 characters.";

export const emailField = z
  .string()
  .trim()
  .min(1, "Enter your e-mail address")
  .pipe(z.email("Enter a valid e-mail address"))
  .transform((v) => v.toLowerCase());

export const newPasswordField = z
  .string()
  .min(10, "Password must be at least 10 characters")
  .max(128, "Password must be at most 128 characters");

/** A person's name: the one rule of every form and of the raw auth endpoints (auth hooks). */
export const nameField = singleLineText()
  .min(2, "Enter your full name")
  .max(120, "Name is too long");

/** The organization at sign-up (required), and its length limit everywhere. */
export const organizationField = singleLineText()
  .min(2, "Enter your organization or business name")
  .max(160, "Organization name is too long");

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, "Enter your password"),
  redirectTo: z.string().optional(),
});

export const signUpSchema = z
  .object({
    name: nameField,
    organization: organizationField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string().min(1, "Confirm your password"),
    redirectTo: z.string().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

const newPasswordPair = {
  newPassword: newPasswordField,
  confirmPassword: z.string().min(1, "Confirm your new password"),
};

const passwordsMatch: [
  (v: { newPassword: string; confirmPassword: string }) => boolean,
  { path: string[]; message: string },
] = [
  (v) => v.newPassword === v.confirmPassword,
  { path: ["confirmPassword"], message: "Passwords do not match" },
];

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, "This reset link is incomplete. Request a new one."),
    ...newPasswordPair,
  })
  .refine(...passwordsMatch);

/** The role switcher (the role is checked against the user's roles by `switchActiveRole`). */
export const switchRoleSchema = z.object({
  role: z.string().optional(),
  redirectTo: z.string().optional(),
});

/** The "Continue with …" button of /login (single sign-on). */
export const singleSignOnSchema = z.object({ redirectTo: z.string().optional() });

export const sendCodeSchema = z.object({
  email: emailField,
  redirectTo: z.string().optional(),
});

export const sixDigitCode = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code"));

export const codeSignInSchema = z.object({
  email: emailField,
  otp: sixDigitCode,
  redirectTo: z.string().optional(),
});

export const twoFactorSchema = z
  .object({
    method: z.enum(["totp", "backup"]).default("totp"),
    code: z.string().trim().min(1, "Enter the code"),
    trustDevice: z.literal("on").optional(),
    redirectTo: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.method === "totp" && !/^\d{6}$/.test(v.code.replace(/\s+/g, ""))) {
      ctx.addIssue({
        code: "custom",
        path: ["code"],
        message: "Enter the 6-digit code from your authenticator app",
      });
    }
  });

export const profileSchema = z.object({
  name: nameField,
  organization: z
    .string()
    .trim()
    .max(160, "Organization name is too long")
    .transform((v) => (v === "" ? null : v)),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password"),
    revokeOtherSessions: z.literal("on").optional(),
    ...newPasswordPair,
  })
  .refine(...passwordsMatch);

export const setPasswordSchema = z.object(newPasswordPair).refine(...passwordsMatch);

export const confirmPasswordSchema = z.object({
  currentPassword: z.string().min(1, "Enter your password"),
});

export const activateTwoFactorSchema = z.object({
  code: sixDigitCode,
  totpURI: z.string().startsWith("otpauth://totp/", "Start the set-up again"),
});

export const revokeSessionSchema = z.object({ sessionId: z.string().min(1) });
