import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * A secret the server generates at first start and keeps in a file (mode
 * 0600): read it, or create it with 32 random bytes (base64url) when the
 * file does not exist. Created with O_EXCL, so two processes starting at once
 * end up with the same secret. `create: false` only reads (null when absent),
 * for commands that must not invent a key (a restore).
 */
export function readSecretFile(file: string): string | null {
  try {
    const secret = fs.readFileSync(file, "utf8").trim();
    return secret || null;
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return null;
    throw error;
  }
}

export function readOrCreateSecretFile(file: string): { secret: string; created: boolean } {
  const existing = readSecretFile(file);
  if (existing) return { secret: existing, created: false };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return { secret, created: true };
  } catch (error) {
    if ((error as { code?: string }).code !== "EEXIST") throw error;
    // Another process wrote it first: its secret is the one.
    const theirs = readSecretFile(file);
    if (!theirs) throw error;
    return { secret: theirs, created: false };
  }
}
