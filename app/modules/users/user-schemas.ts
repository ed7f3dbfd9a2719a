import { z } from "zod";
import { roles } from "~/modules/permissions";
import { userStatuses } from "~/domain/user-status";

export const userListQuerySchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  role: z.enum(roles).optional().catch(undefined),
  status: z.enum(userStatuses).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

export const inviteSchema = z.object({
  name: z.string().trim().min(1, "Enter the person's name").max(200, "Name is too long"),
  email: z.email("Enter a valid e-mail address").max(254),
  organization: z.string().trim().max(200).optional(),
  role: z.enum(roles, "Choose a role"),
});

/** A checkbox list: the form helper gives it as a list (`lists` of its intent). */
const roleList = z.array(z.enum(roles, "Unknown role"));

export const changeRolesSchema = z.object({
  role: z.enum(roles, "Choose a role"),
  additionalRoles: roleList,
});

export const conflictSchema = z.object({
  businessId: z.string().trim().min(1, "Choose a business from the list.").max(100),
  reason: z
    .string()
    .trim()
    .min(3, "Say why (at least 3 characters)")
    .max(500, "Keep the reason under 500 characters"),
});

export const acceptInvitationSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: z
      .string()
      .min(10, "Password must be at least 10 characters")
      .max(128, "Password must be at most 128 characters"),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });
