import crypto from "node:crypto";
import { INVITATION_DAYS } from "~/domain/user-status";

/** A new random invitation token (sent in the link) and the hash that is stored. */
export function newInvitationToken(now: Date = new Date()) {
  const token = crypto.randomBytes(32).toString("base64url");
  return {
    token,
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
  };
}

export function hashInvitationToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

export function invitationUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
}
