import { data, redirect } from "react-router";
import { AppError, messages } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { createProfile } from "~/modules/profiles/create-profile.server";
import { getProfile, type Profile } from "~/modules/profiles/get-profile.server";
import {
  canPerform,
  permissionDeniedMessage,
  resolveActiveRole,
  userRoles,
  type RestrictedAction,
  type Role,
} from "~/modules/permissions/permissions";
import { getAuth } from "./auth.server";

export const ACTIVE_ROLE_COOKIE = "hap_active_role";

export type SessionUser = {
  user: { id: string; name: string; email: string; twoFactorEnabled: boolean };
  sessionId: string;
  profile: Profile;
  roles: Role[];
  activeRole: Role;
  /** Set-Cookie headers from a sliding session refresh; forward them. */
  headers: Headers;
};

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return undefined;
}

export function activeRoleCookie(role: Role): string {
  return `${ACTIVE_ROLE_COOKIE}=${role}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The signed-in user with profile and roles, or null. Creates a missing profile. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const { headers, response } = await getAuth().api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  if (!response) return null;
  const { user, session } = response;
  const db = getDb();
  let profile = await getProfile(db, user.id);
  if (!profile) {
    await createProfile(db, { userId: user.id, name: user.name, email: user.email });
    profile = await getProfile(db, user.id);
    if (!profile) throw new AppError("not_found", messages.profileNotFound);
  }
  const roles = userRoles(profile.role, profile.metadata.additional_roles);
  const activeRole = resolveActiveRole({
    chosen: readCookie(request, ACTIVE_ROLE_COOKIE),
    profileRole: profile.role,
    metadataRole: profile.metadata.role,
    additionalRoles: profile.metadata.additional_roles,
  });
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean }).twoFactorEnabled),
    },
    sessionId: session.id,
    profile,
    roles,
    activeRole,
    headers,
  };
}

export function loginRedirectTarget(request: Request): string {
  const url = new URL(request.url);
  return `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/** Dashboard loaders: the signed-in user, else a redirect to /login and back. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(loginRedirectTarget(request));
  return user;
}

/** Thrown by the guard; the dashboard error boundary shows the Access Denied screen. */
export function accessDenied(): never {
  throw data(
    { title: messages.accessDeniedTitle, message: messages.accessDeniedBody },
    { status: 403, statusText: "Forbidden" },
  );
}

/** Route guard: the screen's roles must include the active role. */
export async function requireRole(request: Request, allowed: readonly Role[]) {
  const user = await requireUser(request);
  if (!allowed.includes(user.activeRole)) accessDenied();
  return user;
}

/** Service guard for SPEC §6 restricted actions, with the §8 refusal text. */
export function assertCan(user: Pick<SessionUser, "activeRole">, action: RestrictedAction) {
  if (!canPerform(user.activeRole, action)) {
    throw new AppError("forbidden", permissionDeniedMessage(action));
  }
}

/** Only relative, same-site paths are accepted as post-sign-in targets. */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//")) {
    return "/dashboard";
  }
  if (target.startsWith("/\\")) return "/dashboard";
  return target;
}
