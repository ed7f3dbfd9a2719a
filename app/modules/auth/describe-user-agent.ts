import type { IntlShape } from "@formatjs/intl";
import { defineMessages } from "~/lib/i18n/messages";

const m = defineMessages({
  unknown: { id: "settings.device.unknown", defaultMessage: "Unknown device" },
  browserOnSystem: {
    id: "settings.device.browserOnSystem",
    defaultMessage: "{browser} on {system}",
  },
});

/** A short "Browser on System" label for a session's user agent. */
export function describeUserAgent(
  userAgent: string | null | undefined,
  /** The reader's language (the settings page); English without it. */
  intl?: IntlShape<string>,
): string {
  if (!userAgent) return intl ? intl.formatMessage(m.unknown) : m.unknown.defaultMessage;
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /OPR\//.test(userAgent)
      ? "Opera"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /(Chrome|Chromium)\//.test(userAgent)
          ? "Chrome"
          : /Safari\//.test(userAgent)
            ? "Safari"
            : null;
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  if (browser && system)
    return intl
      ? intl.formatMessage(m.browserOnSystem, { browser, system })
      : `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}
