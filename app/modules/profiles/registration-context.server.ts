import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Accounts made by the demo seed or the user CLI are created "silently": no
 * welcome e-mail and no `new_user_registered` notification. The better-auth
 * user hook reads this flag when it creates the profile.
 */
const silent = new AsyncLocalStorage<boolean>();

export function runSilently<T>(fn: () => Promise<T>): Promise<T> {
  return silent.run(true, fn);
}

export function isSilentRegistration(): boolean {
  return silent.getStore() === true;
}
