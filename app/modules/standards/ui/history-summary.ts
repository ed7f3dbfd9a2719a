import type { IntlShape } from "react-intl";
import { defineMessages } from "~/lib/i18n/messages";

/**
 * The summaries the standards services write themselves ("Standard 16
 * created", "Restored the text of version 1.1") are stored in English; they
 * are shown in the reader's language (issue 36). A summary someone wrote is
 * shown as written.
 */
const m = defineMessages({
  standardCreated: {
    id: "standards.summary.standardCreated",
    defaultMessage: "Standard {number} created",
  },
  appendixCreated: {
    id: "standards.summary.appendixCreated",
    defaultMessage: "Appendix {number} created",
  },
  subAdded: { id: "standards.summary.subAdded", defaultMessage: "Sub-standard {number} added" },
  subRemoved: {
    id: "standards.summary.subRemoved",
    defaultMessage: "Sub-standard {number} removed",
  },
  released: { id: "standards.summary.released", defaultMessage: "Released in version {version}" },
  restored: {
    id: "standards.summary.restored",
    defaultMessage: "Restored the text of version {version}",
  },
});

const written: { pattern: RegExp; message: (typeof m)[keyof typeof m]; key: string }[] = [
  { pattern: /^Standard (\S+) created$/, message: m.standardCreated, key: "number" },
  { pattern: /^Appendix (\S+) created$/, message: m.appendixCreated, key: "number" },
  { pattern: /^Sub-standard (\S+) added$/, message: m.subAdded, key: "number" },
  { pattern: /^Sub-standard (\S+) removed$/, message: m.subRemoved, key: "number" },
  { pattern: /^Released in version (\S+)$/, message: m.released, key: "version" },
  { pattern: /^Restored the text of version (\S+)$/, message: m.restored, key: "version" },
];

export function historySummary(intl: IntlShape, summary: string): string {
  for (const { pattern, message, key } of written) {
    const match = pattern.exec(summary);
    if (match) return intl.formatMessage(message, { [key]: match[1] });
  }
  return summary;
}
