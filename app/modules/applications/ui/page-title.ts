import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { EnglishMessage } from "~/lib/i18n/messages";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";

type MetaMatch = { id: string; data?: unknown } | undefined;

/**
 * A dashboard page's title in the reader's saved language (the root loader's
 * `locale`): "<page> | Humane Accreditation Portal".
 */
export function dashboardPageTitle(
  matches: readonly MetaMatch[],
  message: EnglishMessage,
  values?: Record<string, string | number>,
): string {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return `${intl.formatMessage(message, values)} | ${intl.formatMessage(siteNameMessage)}`;
}
