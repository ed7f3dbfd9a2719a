import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import { pipeline } from "node:stream/promises";

/**
 * Encrypted backup archives (decision 062): AES-256-GCM with a key derived by
 * scrypt from the passphrase and a random salt. Layout: magic (8 bytes),
 * salt (16), IV (12), ciphertext, authentication tag (16).
 */
const MAGIC = Buffer.from("HAPBKE01", "ascii");
const SALT = 16;
const IV = 12;
const TAG = 16;
const HEADER = MAGIC.length + SALT + IV;
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function deriveKey(passphrase: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(passphrase, salt, 32, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function isEncryptedArchive(file: string): Promise<boolean> {
  const handle = await fsp.open(file, "r");
  try {
    const head = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && head.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

export async function encryptFile(source: string, target: string, passphrase: string) {
  const salt = crypto.randomBytes(SALT);
  const iv = crypto.randomBytes(IV);
  const cipher = crypto.createCipheriv("aes-256-gcm", await deriveKey(passphrase, salt), iv);
  const out = fs.createWriteStream(target, { mode: 0o600 });
  out.write(Buffer.concat([MAGIC, salt, iv]));
  await pipeline(fs.createReadStream(source), cipher, out, { end: false });
  await new Promise<void>((resolve, reject) => {
    out.end(cipher.getAuthTag(), () => resolve());
    out.once("error", reject);
  });
}

export class WrongPassphraseError extends Error {
  constructor() {
    super("The backup could not be decrypted: wrong passphrase, or the file is damaged.");
    this.name = "WrongPassphraseError";
  }
}

/** Decrypts into `target`; the tag is checked before the caller reads anything of it. */
export async function decryptFile(source: string, target: string, passphrase: string) {
  const { size } = await fsp.stat(source);
  if (size < HEADER + TAG) throw new WrongPassphraseError();
  const handle = await fsp.open(source, "r");
  const head = Buffer.alloc(HEADER);
  const tag = Buffer.alloc(TAG);
  try {
    await handle.read(head, 0, HEADER, 0);
    await handle.read(tag, 0, TAG, size - TAG);
  } finally {
    await handle.close();
  }
  const salt = head.subarray(MAGIC.length, MAGIC.length + SALT);
  const iv = head.subarray(MAGIC.length + SALT);
  const decipher = crypto.createDecipheriv("aes-256-gcm", await deriveKey(passphrase, salt), iv);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      fs.createReadStream(source, { start: HEADER, end: size - TAG - 1 }),
      decipher,
      fs.createWriteStream(target, { mode: 0o600 }),
    );
  } catch {
    await fsp.rm(target, { force: true });
    throw new WrongPassphraseError();
  }
}
