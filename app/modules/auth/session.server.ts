import { data, redirect } from "react-router";
import { AppError, messages } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { sharedInRequest } from "~/lib/request-scope.server";
import { sameOriginPath } from "~/lib/safe-redirect";
import { setPersonLocaleResolver } from "~/lib/i18n/request-locale.server";
import { createProfile } from "~/modules/profiles/index.server";
import { getProfile, type Profile } from "~/modules/profiles/index.server";
import { resolveActiveRole, roles, userRoles, type Role } from "~/modules/permissions";
import { roleMayEver, type Action } from "~/modules/permissions";
import { getAuth } from "./auth.server";

export const ACTIVE_ROLE_COOKIE = "hap_active_role";

export type SessionUser = {
  user: {
    id: string;
    name: string;
    email: string;
    twoFactorEnabled: boolean;
    /** The address is confirmed (decision 080: needed to submit or pay). */
    emailVerified: boolean;
  };
  sessionId: string;
  profile: Profile;
  roles: Role[];
  activeRole: Role;
  /** Set-Cookie headers from a sliding session refresh; forward them. */
  headers: Headers;
};

/**
 * A cookie's value, or undefined. A value that is not valid percent-encoding
 * (`%zz`, a forged or damaged cookie) counts as absent: it never fails the request.
 */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The role cookie's attributes: only the server reads it; Secure when the site is served over HTTPS. */
function roleCookieAttributes(maxAge: number): string {
  const secure = getEnv().baseUrl.startsWith("https://") ? "; Secure" : "";
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export function activeRoleCookie(role: Role): string {
  return `${ACTIVE_ROLE_COOKIE}=${role}; ${roleCookieAttributes(31_536_000)}`;
}

/** Set-Cookie that removes the chosen role (sign-out). */
export function clearActiveRoleCookie(): string {
  return `${ACTIVE_ROLE_COOKIE}=; ${roleCookieAttributes(0)}`;
}

/**
 * One lookup per request: the root, the dashboard layout and the page loader
 * all ask for the session of the same request (app/lib/request-scope.server.ts).
 */
// The dashboard's answers speak the signed-in person's language (decision 086).
setPersonLocaleResolver(async (request) => (await getSessionUser(request))?.profile.locale);

export function getSessionUser(request: Request): Promise<SessionUser | null> {
  return sharedInRequest(request, "session-user", () => loadSessionUser(request));
}

async function loadSessionUser(request: Request): Promise<SessionUser | null> {
  const { headers, response } = await getAuth().api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  if (!response) return null;
  const { user, session } = response;
  const db = getDb();
  let profile = await getProfile(db, user.id);
  // A deactivated account's sessions are deleted; this also covers a session
  // created in the same moment (decision 029).
  if (profile && profile.status !== "active") return null;
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
      emailVerified: user.emailVerified === true,
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

/**
 * Route guard of every dashboard screen and action: signed in (else to
 * /login), and the policy lets the active role take `action` on at least some
 * records (else the Access Denied screen). Record-level checks (ownership,
 * assignment, state) stay in the service, with `assertCan`.
 */
export async function requireAccess(request: Request, action: Action): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!roleMayEver(user.activeRole, action)) accessDenied();
  return user;
}

/**
 * Only same-origin paths are accepted as redirect targets (`redirectTo` after
 * sign-in, role switch, document upload/delete …); anything else gives
 * `fallback`. See `sameOriginPath` for the rules.
 */
export function safeRedirect(
  target: FormDataEntryValue | string | null | undefined,
  fallback = "/dashboard",
): string {
  return sameOriginPath(target, getEnv().baseUrl, fallback);
}

/**
 * The role switcher's answer: back to `redirectTo` (same-origin only) with
 * the active role set, when the user holds that role; anything else goes back
 * without a change (to /dashboard when the form was not readable).
 */
export function switchActiveRole(
  user: { roles: Role[] },
  input: { role?: string; redirectTo?: string },
) {
  const role = roles.find((r) => r === input.role);
  if (!role) return redirect(safeRedirect("/dashboard"));
  const target = safeRedirect(input.redirectTo);
  if (!user.roles.includes(role)) return redirect(target);
  return redirect(target, { headers: { "Set-Cookie": activeRoleCookie(role) } });
}
