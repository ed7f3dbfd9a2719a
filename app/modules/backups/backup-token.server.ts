import crypto from "node:crypto";
import { AppError } from "~/domain/app-error";
import { getEnv } from "~/lib/env.server";

const digest = (value: string) => crypto.createHash("sha256").update(value).digest();

/**
 * The `npm run backup` command's credential (decision 062): `Authorization:
 * Bearer $BACKUP_TOKEN`. Without BACKUP_TOKEN the API does not exist (404);
 * a missing or wrong token is 401. Compared in constant time.
 */
export function assertBackupToken(request: Request): void {
  const expected = getEnv().BACKUP_TOKEN;
  if (!expected) throw new AppError("not_found", "Not found");
  const header = request.headers.get("authorization") ?? "";
  const given = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
  if (!given || !crypto.timingSafeEqual(digest(given), digest(expected))) {
    throw new AppError("unauthenticated", "A valid backup token is required.");
  }
}
