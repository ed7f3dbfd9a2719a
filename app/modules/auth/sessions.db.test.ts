import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import { makeRequest } from "../../../tests/helpers/requests";
import { createTestUser, signInCookie } from "../../../tests/helpers/users";
import { listSessions } from "./list-sessions.server";
import { revokeOtherSessions } from "./revoke-other-sessions.server";
import { revokeSession } from "./revoke-session.server";
import { getSessionUser } from "./session.server";

const current = async (cookie: string) => (await getSessionUser(makeRequest("/", { cookie })))!;

describe("sessions in settings", () => {
  it("lists the user's own sessions with this device marked", async () => {
    const me = await createTestUser("applicant");
    const other = await createTestUser("applicant");
    await signInCookie(me.email, me.password);
    const session = await current(me.cookie);
    const list = await listSessions(getDb(), me.userId, session.sessionId);
    // The helper's sign-in and this one (account creation leaves no session).
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current).map((s) => s.id)).toEqual([session.sessionId]);
    const otherSession = await current(other.cookie);
    expect(list.map((s) => s.id)).not.toContain(otherSession.sessionId);
    expect(JSON.stringify(list)).not.toMatch(/token/i);
  });

  it("revokes one of the user's sessions but never another user's", async () => {
    const me = await createTestUser("applicant");
    const other = await createTestUser("applicant");
    const secondCookie = await signInCookie(me.email, me.password);
    const mine = await current(me.cookie);
    const second = await current(secondCookie);
    const theirs = await current(other.cookie);

    const refused = await revokeSession(getDb(), {
      userId: me.userId,
      sessionId: theirs.sessionId,
      currentSessionId: mine.sessionId,
    }).catch((e: unknown) => e);
    expect(isAppError(refused) && refused.code).toBe("not_found");
    expect(await getSessionUser(makeRequest("/", { cookie: other.cookie }))).not.toBeNull();

    const self = await revokeSession(getDb(), {
      userId: me.userId,
      sessionId: mine.sessionId,
      currentSessionId: mine.sessionId,
    }).catch((e: unknown) => e);
    expect(isAppError(self) && self.code).toBe("validation");

    await revokeSession(getDb(), {
      userId: me.userId,
      sessionId: second.sessionId,
      currentSessionId: mine.sessionId,
    });
    expect(await getSessionUser(makeRequest("/", { cookie: secondCookie }))).toBeNull();
    expect(await getSessionUser(makeRequest("/", { cookie: me.cookie }))).not.toBeNull();
    const entries = await getDb().select().from(auditLog).where(eq(auditLog.entityId, me.userId));
    expect(entries.map((e) => e.action)).toContain("session_revoked");
  });

  it("revokes all other sessions and keeps this one", async () => {
    const me = await createTestUser("applicant");
    const other = await createTestUser("applicant");
    const a = await signInCookie(me.email, me.password);
    const b = await signInCookie(me.email, me.password);
    const mine = await current(me.cookie);
    const count = await revokeOtherSessions(getDb(), {
      userId: me.userId,
      currentSessionId: mine.sessionId,
    });
    expect(count).toBe(2);
    for (const cookie of [a, b]) {
      expect(await getSessionUser(makeRequest("/", { cookie }))).toBeNull();
    }
    expect(await getSessionUser(makeRequest("/", { cookie: me.cookie }))).not.toBeNull();
    expect(await getSessionUser(makeRequest("/", { cookie: other.cookie }))).not.toBeNull();
  });
});
