import { AsyncLocalStorage } from "node:async_hooks";
import { hashPassword, verifyPassword } from "better-auth/crypto";

/**
 * Hashes made inside `reusePasswordHashes`, by password. Hashing a password
 * (scrypt, as better-auth does by default) costs 0.1–0.2 s of CPU: the demo
 * seed creates seventeen accounts with one published password, and hashed it
 * seventeen times — a third of the seed's time on first start (decision 072).
 */
const reused = new AsyncLocalStorage<Map<string, Promise<string>>>();

/**
 * Runs `fn` so that accounts it creates with the same password share one
 * hash (and so one salt). Only for accounts whose password is public anyway
 * (the demo accounts): for real users equal hashes would show who shares a
 * password.
 */
export function reusePasswordHashes<T>(fn: () => Promise<T>): Promise<T> {
  return reused.run(new Map(), fn);
}

/** better-auth's password hashing (its own scrypt format), reusing a hash inside `reusePasswordHashes`. */
export const passwordHashing = {
  hash(password: string): Promise<string> {
    const hashes = reused.getStore();
    if (!hashes) return hashPassword(password);
    let hash = hashes.get(password);
    if (!hash) {
      hash = hashPassword(password);
      hashes.set(password, hash);
    }
    return hash;
  },
  verify: verifyPassword,
};
