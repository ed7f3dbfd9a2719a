import crypto from "node:crypto";
import { getAuth } from "~/modules/auth/auth.server";
import { createUserAccount } from "~/modules/users/create-user-account.server";
import type { Role } from "~/modules/permissions/permissions";

export const TEST_PASSWORD = "correct-horse-battery";

export type TestUser = { userId: string; email: string; password: string; cookie: string };

/** Creates a user with roles (silently, like the CLI) and signs it in. */
export async function createTestUser(
  role: Role,
  options: { additionalRoles?: Role[]; email?: string; name?: string; organization?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `${role}-${crypto.randomBytes(4).toString("hex")}@example.test`;
  const { userId } = await createUserAccount({
    email,
    name: options.name ?? `Test ${role}`,
    organization: options.organization ?? "Test Wildlife Co.",
    password: TEST_PASSWORD,
    role,
    additionalRoles: options.additionalRoles ?? [],
  });
  const cookie = await signInCookie(email, TEST_PASSWORD);
  return { userId, email, password: TEST_PASSWORD, cookie };
}

/** Signs in through better-auth and returns the Cookie header value. */
export async function signInCookie(email: string, password: string): Promise<string> {
  const response = await getAuth().api.signInEmail({
    body: { email, password },
    asResponse: true,
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return cookieFrom(response.headers);
}

/** Turns Set-Cookie headers into a Cookie header value. */
export function cookieFrom(headers: Headers, previous = ""): string {
  const jar = new Map<string, string>();
  for (const part of previous.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k) jar.set(k, v.join("="));
  }
  for (const cookie of headers.getSetCookie()) {
    const [pair] = cookie.split(";");
    const [k, ...v] = pair!.split("=");
    const value = v.join("=");
    if (/max-age=0/i.test(cookie) || value === "") jar.delete(k!);
    else jar.set(k!, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}
