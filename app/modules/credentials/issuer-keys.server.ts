import crypto from "node:crypto";
import path from "node:path";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { asc, eq, sql } from "drizzle-orm";
import { credentialIssuerKeys } from "~/db/schema";
import { assertEdgeTaken } from "~/domain/state-machine";
import { credentialKeyMachine } from "~/domain/credential-key-status";
import type { Executor } from "~/lib/db.server";
import { getEnv, type Env } from "~/lib/env.server";
import { readOrCreateSecretFile } from "~/lib/secret-file.server";
import { issuerDid } from "./issuer-identity.server";

export type IssuerKeyRow = typeof credentialIssuerKeys.$inferSelect;
/**
 * What a stored key is sealed with: `CREDENTIAL_SIGNING_KEY` — the credential
 * key (the variable, else the generated `DATA_DIR/credential-key`); or
 * `AUTH_SECRET` — keys created before decision 079, re-sealed at start
 * (`rewrapLegacyIssuerKeys`).
 */
export type KeySource = "CREDENTIAL_SIGNING_KEY" | "AUTH_SECRET";

/** The generated credential key's file in DATA_DIR (decision 079); it travels in backups, encrypted. */
export const CREDENTIAL_KEY_FILE_NAME = "credential-key";

/** A stored key that cannot be decrypted with the configured secret. */
export class CredentialKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CredentialKeyError";
  }
}

/** Serialises key creation, rotation and re-sealing across processes (transaction-scoped). */
export const KEY_LOCK = sql`select pg_advisory_xact_lock(hashtext('hap:credential-issuer-key'))`;

/**
 * The secret the signing keys' encryption key is derived from (decision 079):
 * CREDENTIAL_SIGNING_KEY, else a key of its own generated at first start in
 * `DATA_DIR/credential-key` — never AUTH_SECRET. `name` says which, for messages.
 */
export function credentialKeySecret(env: Env): {
  source: "CREDENTIAL_SIGNING_KEY";
  secret: string;
  name: string;
} {
  if (env.CREDENTIAL_SIGNING_KEY) {
    return {
      source: "CREDENTIAL_SIGNING_KEY",
      secret: env.CREDENTIAL_SIGNING_KEY,
      name: "CREDENTIAL_SIGNING_KEY",
    };
  }
  const file = path.join(env.dataDir, CREDENTIAL_KEY_FILE_NAME);
  return {
    source: "CREDENTIAL_SIGNING_KEY",
    secret: readOrCreateSecretFile(file).secret,
    name: `the generated credential key (${file}; CREDENTIAL_SIGNING_KEY unset)`,
  };
}

/** AES-256 key from the secret with HKDF-SHA256 (a fixed salt and purpose label). */
function encryptionKey(secret: string): Buffer {
  return Buffer.from(
    crypto.hkdfSync(
      "sha256",
      Buffer.from(secret, "utf8"),
      Buffer.from("humane-accreditation-portal", "utf8"),
      Buffer.from("credential-signing-key/aes-256-gcm/v1", "utf8"),
      32,
    ),
  );
}

/** AES-256-GCM: base64url(iv ‖ tag ‖ ciphertext); the public key is the associated data. */
export function encryptSecretKey(plain: string, secret: string, publicKey: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", encryptionKey(secret), iv);
  cipher.setAAD(Buffer.from(publicKey, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function decryptSecretKey(sealed: string, secret: string, publicKey: string): string {
  const raw = Buffer.from(sealed, "base64url");
  const decipher = crypto.createDecipheriv(
    "aes-256-gcm",
    encryptionKey(secret),
    raw.subarray(0, 12),
  );
  decipher.setAAD(Buffer.from(publicKey, "utf8"));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

/** The DID URL of a key's verification method. */
export function verificationMethodId(key: Pick<IssuerKeyRow, "fragment">): string {
  return `${issuerDid()}#${key.fragment}`;
}

/** Every key, oldest first (the DID document lists them all). */
export function listIssuerKeys(db: Executor): Promise<IssuerKeyRow[]> {
  return db.select().from(credentialIssuerKeys).orderBy(asc(credentialIssuerKeys.createdAt));
}

async function insertNewKey(tx: Executor, env: Env): Promise<IssuerKeyRow> {
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(credentialIssuerKeys);
  const fragment = `key-${count + 1}`;
  const pair = await Ed25519Multikey.generate({ controller: issuerDid(env.baseUrl) });
  const exported = await pair.export({ publicKey: true, secretKey: true });
  const { source, secret } = credentialKeySecret(env);
  const [row] = await tx
    .insert(credentialIssuerKeys)
    .values({
      fragment,
      publicKeyMultibase: pair.publicKeyMultibase,
      encryptedSecretKey: encryptSecretKey(
        exported.secretKeyMultibase!,
        secret,
        pair.publicKeyMultibase,
      ),
      keySource: source,
    })
    .returning();
  return row!;
}

/**
 * The current signing key, created when there is none (first start, or a
 * test database): under an advisory lock and the one-current unique index,
 * so several processes create exactly one. Safe inside a caller's
 * transaction.
 */
export async function ensureIssuerKey(db: Executor, env: Env = getEnv()): Promise<IssuerKeyRow> {
  const [current] = await db
    .select()
    .from(credentialIssuerKeys)
    .where(eq(credentialIssuerKeys.status, "current"));
  if (current) return current;
  return db.transaction(async (tx) => {
    await tx.execute(KEY_LOCK);
    const [again] = await tx
      .select()
      .from(credentialIssuerKeys)
      .where(eq(credentialIssuerKeys.status, "current"));
    return again ?? insertNewKey(tx, env);
  });
}

/**
 * Key rotation (the `credentials rotate-key` command): the current key is
 * retired (it stays in the DID document for the credentials it signed, out
 * of `assertionMethod`) and a new current key is created, in one transaction.
 * Works when the old key can no longer be decrypted (a lost secret).
 */
export async function rotateIssuerKey(
  db: Executor,
  env: Env = getEnv(),
): Promise<{ retired: IssuerKeyRow | null; current: IssuerKeyRow }> {
  return db.transaction(async (tx) => {
    await tx.execute(KEY_LOCK);
    const [current] = await tx
      .select()
      .from(credentialIssuerKeys)
      .where(eq(credentialIssuerKeys.status, "current"));
    let retired: IssuerKeyRow | null = null;
    if (current) {
      assertEdgeTaken(
        credentialKeyMachine,
        "current",
        "retired",
        { event: "system:key-rotation" },
        { denied: "Only key rotation retires a signing key." },
      );
      [retired = null] = await tx
        .update(credentialIssuerKeys)
        .set({ status: "retired", retiredAt: sql`now()` })
        .where(eq(credentialIssuerKeys.id, current.id))
        .returning();
    }
    return { retired, current: await insertNewKey(tx, env) };
  });
}

const keyPairs = new Map<string, Promise<Ed25519Multikey.Ed25519KeyPair>>();

/** The key pair of a stored key (decrypted once per process). */
export function signingKeyPair(
  key: IssuerKeyRow,
  env: Env = getEnv(),
): Promise<Ed25519Multikey.Ed25519KeyPair> {
  const cacheKey = `${key.id}:${key.publicKeyMultibase}`;
  let pair = keyPairs.get(cacheKey);
  if (!pair) {
    pair = (async () => {
      const { name, secret } = credentialKeySecret(env);
      let secretKeyMultibase: string;
      try {
        secretKeyMultibase = decryptSecretKey(
          key.encryptedSecretKey,
          secret,
          key.publicKeyMultibase,
        );
      } catch {
        throw new CredentialKeyError(
          `The credential signing key ${key.fragment} was encrypted with ${key.keySource === "AUTH_SECRET" ? "AUTH_SECRET (before decision 079) and could not be re-sealed" : "the credential key"} and cannot be decrypted with ${name} now configured. Restore the previous key (CREDENTIAL_SIGNING_KEY, or the credential-key file of DATA_DIR), or retire the key with \`npm run credentials -- rotate-key\` (credentials it signed keep verifying).`,
        );
      }
      return Ed25519Multikey.from({
        type: "Multikey",
        id: verificationMethodId(key),
        controller: issuerDid(),
        publicKeyMultibase: key.publicKeyMultibase,
        secretKeyMultibase,
      });
    })();
    pair.catch(() => keyPairs.delete(cacheKey));
    keyPairs.set(cacheKey, pair);
  }
  return pair;
}
