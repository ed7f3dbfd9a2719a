import type { IntlShape } from "react-intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import type { DocumentType } from "~/domain/document-types";

/** The document types (documentTypeLabels), in the reader's language. */
export const documentTypeMessages: Record<DocumentType, EnglishMessage> = defineMessages({
  business_licence: { id: "documents.type.businessLicence", defaultMessage: "Business licence" },
  liability_insurance: {
    id: "documents.type.liabilityInsurance",
    defaultMessage: "Liability insurance",
  },
  wildlife_permit: { id: "documents.type.wildlifePermit", defaultMessage: "Wildlife permit" },
  standard_operating_procedures: {
    id: "documents.type.procedures",
    defaultMessage: "Standard operating procedures",
  },
  other: { id: "documents.type.other", defaultMessage: "Other" },
});

const listMessages = defineMessages({
  and: { id: "documents.type.listAnd", defaultMessage: "{items} and {last}" },
});

/**
 * The names of `types` as a list in words in the reader's language
 * ("Business licence, Liability insurance and Wildlife permit"), like
 * documentTypeList.
 */
export function documentTypeListIn(
  intl: Pick<IntlShape, "formatMessage">,
  types: readonly string[],
): string {
  const labels = types.map((type) =>
    Object.hasOwn(documentTypeMessages, type)
      ? intl.formatMessage(documentTypeMessages[type as DocumentType])
      : type,
  );
  if (labels.length <= 1) return labels[0] ?? "";
  return intl.formatMessage(listMessages.and, {
    items: labels.slice(0, -1).join(", "),
    last: labels[labels.length - 1]!,
  });
}
