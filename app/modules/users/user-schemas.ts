import { z } from "zod";
import { roles } from "~/modules/permissions";
import { userStatuses } from "~/domain/user-status";
import { userErrorMessages as e } from "./user-messages";

export const userListQuerySchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  role: z.enum(roles).optional().catch(undefined),
  status: z.enum(userStatuses).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

export const inviteSchema = z.object({
  name: z.string().trim().min(1, e.enterName.defaultMessage).max(200, e.nameTooLong.defaultMessage),
  email: z.email(e.enterEmail.defaultMessage).max(254),
  organization: z.string().trim().max(200).optional(),
  role: z.enum(roles, e.chooseRole.defaultMessage),
});

/** A checkbox list: the form helper gives it as a list (`lists` of its intent). */
const roleList = z.array(z.enum(roles, e.unknownRole.defaultMessage));

export const changeRolesSchema = z.object({
  role: z.enum(roles, e.chooseRole.defaultMessage),
  additionalRoles: roleList,
});

export const conflictSchema = z.object({
  businessId: z.string().trim().min(1, e.chooseBusiness.defaultMessage).max(100),
  reason: z
    .string()
    .trim()
    .min(3, e.sayWhy.defaultMessage)
    .max(500, e.reasonTooLong.defaultMessage),
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
