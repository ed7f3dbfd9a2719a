import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import { pipeline } from "node:stream/promises";

/**
 * Encrypted backup archives (decisions 062, 079): AES-256-GCM (Node's
 * crypto) under a key that is never inside the archive. Two kinds of key,
 * told apart by the file's first bytes:
 * - `HAPBKE01`: the operator's BACKUP_PASSPHRASE, stretched by scrypt with a
 *   random salt;
 * - `HAPBKK01`: the backup key the server generated (32 random bytes in a
 *   file), through HKDF-SHA256 with a random salt.
 * Layout: magic (8 bytes), salt (16), IV (12), ciphertext, authentication
 * tag (16); the header is the associated data of the new kind.
 */
const PASSPHRASE_MAGIC = Buffer.from("HAPBKE01", "ascii");
const KEY_FILE_MAGIC = Buffer.from("HAPBKK01", "ascii");
const MAGIC_LENGTH = 8;
const SALT = 16;
const IV = 12;
const TAG = 16;
const HEADER = MAGIC_LENGTH + SALT + IV;
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** The key a backup is encrypted with: an operator-held passphrase, or the generated backup key. */
export type BackupKey =
  { kind: "passphrase"; secret: string } | { kind: "key-file"; secret: string; file: string };
export type BackupKeyKind = BackupKey["kind"];

function deriveKey(key: BackupKey, salt: Buffer): Promise<Buffer> {
  if (key.kind === "key-file") {
    const info = Buffer.from("humane-accreditation-portal/backup-archive/aes-256-gcm/v1", "utf8");
    return Promise.resolve(
      Buffer.from(crypto.hkdfSync("sha256", Buffer.from(key.secret, "utf8"), salt, info, 32)),
    );
  }
  return new Promise((resolve, reject) => {
    crypto.scrypt(key.secret, salt, 32, SCRYPT, (error, derived) =>
      error ? reject(error) : resolve(derived),
    );
  });
}

/** Which kind of key an archive needs: null for a plain (older, unencrypted) archive. */
export async function archiveKeyKind(file: string): Promise<BackupKeyKind | null> {
  const handle = await fsp.open(file, "r");
  try {
    const head = Buffer.alloc(MAGIC_LENGTH);
    const { bytesRead } = await handle.read(head, 0, MAGIC_LENGTH, 0);
    if (bytesRead < MAGIC_LENGTH) return null;
    if (head.equals(PASSPHRASE_MAGIC)) return "passphrase";
    if (head.equals(KEY_FILE_MAGIC)) return "key-file";
    return null;
  } finally {
    await handle.close();
  }
}

export async function encryptFile(source: string, target: string, key: BackupKey) {
  const salt = crypto.randomBytes(SALT);
  const iv = crypto.randomBytes(IV);
  const header = Buffer.concat([
    key.kind === "key-file" ? KEY_FILE_MAGIC : PASSPHRASE_MAGIC,
    salt,
    iv,
  ]);
  const cipher = crypto.createCipheriv("aes-256-gcm", await deriveKey(key, salt), iv);
  if (key.kind === "key-file") cipher.setAAD(header);
  const out = fs.createWriteStream(target, { mode: 0o600 });
  out.write(header);
  await pipeline(fs.createReadStream(source), cipher, out, { end: false });
  await new Promise<void>((resolve, reject) => {
    out.end(cipher.getAuthTag(), () => resolve());
    out.once("error", reject);
  });
}

export class WrongBackupKeyError extends Error {
  constructor(readonly kind: BackupKeyKind) {
    super(
      kind === "passphrase"
        ? "The backup could not be decrypted: wrong passphrase (BACKUP_PASSPHRASE), or the file is damaged. Nothing was restored."
        : "The backup could not be decrypted: wrong backup key (this archive was made with another backup-key file), or the file is damaged. Nothing was restored.",
    );
    this.name = "WrongBackupKeyError";
  }
}

/**
 * Decrypts into `target` with `key` (of the kind the archive's header
 * names); the tag is checked before the caller reads anything of it: a wrong
 * key leaves no `target`.
 */
export async function decryptFile(source: string, target: string, key: BackupKey) {
  const { size } = await fsp.stat(source);
  if (size < HEADER + TAG) throw new WrongBackupKeyError(key.kind);
  const handle = await fsp.open(source, "r");
  const head = Buffer.alloc(HEADER);
  const tag = Buffer.alloc(TAG);
  try {
    await handle.read(head, 0, HEADER, 0);
    await handle.read(tag, 0, TAG, size - TAG);
  } finally {
    await handle.close();
  }
  const magic = head.subarray(0, MAGIC_LENGTH);
  const kind = magic.equals(KEY_FILE_MAGIC) ? "key-file" : "passphrase";
  if (kind !== key.kind) throw new WrongBackupKeyError(key.kind);
  const salt = head.subarray(MAGIC_LENGTH, MAGIC_LENGTH + SALT);
  const iv = head.subarray(MAGIC_LENGTH + SALT);
  const decipher = crypto.createDecipheriv("aes-256-gcm", await deriveKey(key, salt), iv);
  if (kind === "key-file") decipher.setAAD(head);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      fs.createReadStream(source, { start: HEADER, end: size - TAG - 1 }),
      decipher,
      fs.createWriteStream(target, { mode: 0o600 }),
    );
  } catch {
    await fsp.rm(target, { force: true });
    throw new WrongBackupKeyError(key.kind);
  }
}
