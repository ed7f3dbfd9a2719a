import { useCallback } from "react";
import { DEFAULT_LOCALE, localizePath, type Locale } from "~/domain/locale";
import { useOptionalRootData } from "~/lib/root-data";

/** The language of the page being rendered (the root loader decides it). */
export function useLocale(): Locale {
  return useOptionalRootData()?.locale ?? DEFAULT_LOCALE;
}

/**
 * A function that writes an English path in the page's language: on
 * /fr/… pages "/directory" becomes "/fr/directory". Public links go
 * through it so a reader stays in her language.
 */
export function useLocalizePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
