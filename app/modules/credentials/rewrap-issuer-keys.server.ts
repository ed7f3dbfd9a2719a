import { eq } from "drizzle-orm";
import { credentialIssuerKeys } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { getEnv, type Env } from "~/lib/env.server";
import { resolveAuthSecret } from "~/modules/auth/index.server";
import {
  credentialKeySecret,
  decryptSecretKey,
  encryptSecretKey,
  KEY_LOCK,
} from "./issuer-keys.server";

/**
 * The migration of decision 079, at every start (cheap when done): signing
 * keys still sealed under the AUTH_SECRET-derived key are decrypted with it
 * and sealed again under the credential key (CREDENTIAL_SIGNING_KEY or the
 * generated `DATA_DIR/credential-key`). The key pairs stay the same, so every
 * credential issued keeps verifying and none is re-issued. A key that does
 * not open with AUTH_SECRET is left as it is (start-up then names it). In one
 * transaction under the key lock: several processes re-seal once.
 */
export async function rewrapLegacyIssuerKeys(db: Executor, env: Env = getEnv()): Promise<number> {
  const legacy = eq(credentialIssuerKeys.keySource, "AUTH_SECRET");
  const [any] = await db
    .select({ id: credentialIssuerKeys.id })
    .from(credentialIssuerKeys)
    .where(legacy)
    .limit(1);
  if (!any) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(KEY_LOCK);
    const rows = await tx.select().from(credentialIssuerKeys).where(legacy);
    const authSecret = resolveAuthSecret(env);
    const { source, secret } = credentialKeySecret(env);
    let rewrapped = 0;
    for (const row of rows) {
      let plain: string;
      try {
        plain = decryptSecretKey(row.encryptedSecretKey, authSecret, row.publicKeyMultibase);
      } catch {
        continue;
      }
      await tx
        .update(credentialIssuerKeys)
        .set({
          encryptedSecretKey: encryptSecretKey(plain, secret, row.publicKeyMultibase),
          keySource: source,
        })
        .where(eq(credentialIssuerKeys.id, row.id));
      rewrapped += 1;
    }
    return rewrapped;
  });
}
