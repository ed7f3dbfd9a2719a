import { z } from "zod";

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

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, "Enter your password"),
  redirectTo: z.string().optional(),
});

export const signUpSchema = z
  .object({
    name: z.string().trim().min(2, "Enter your full name").max(120, "Name is too long"),
    organization: z
      .string()
      .trim()
      .min(2, "Enter your organization or business name")
      .max(160, "Organization name is too long"),
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string().min(1, "Confirm your password"),
    redirectTo: z.string().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });
