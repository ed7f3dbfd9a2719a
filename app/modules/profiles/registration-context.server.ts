import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "~/domain/locale";

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

/**
 * The language a person signs up in (issue 36): the sign-up form's page
 * (/fr/login → fr-CA). better-auth creates the user and, in its user hook,
 * the profile; the hook reads the language from here and saves it as hers.
 */
const registrationLanguage = new AsyncLocalStorage<Locale>();

export function runWithRegistrationLocale<T>(locale: Locale, fn: () => Promise<T>): Promise<T> {
  return registrationLanguage.run(locale, fn);
}

/** The language of the sign-up under way, if it said one. */
export function registrationLocale(): Locale | undefined {
  return registrationLanguage.getStore();
}
