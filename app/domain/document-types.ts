export const documentTypes = [
  "business_licence",
  "liability_insurance",
  "wildlife_permit",
  "standard_operating_procedures",
  "other",
] as const;

export type DocumentType = (typeof documentTypes)[number];

export const documentTypeLabels: Record<DocumentType, string> = {
  business_licence: "Business licence",
  liability_insurance: "Liability insurance",
  wildlife_permit: "Wildlife permit",
  standard_operating_procedures: "Standard operating procedures",
  other: "Other",
};

/**
 * The documents every application must have before its review can go on
 * (decision 044): staff remind applicants of the missing ones.
 */
export const requiredDocumentTypes = [
  "business_licence",
  "liability_insurance",
  "wildlife_permit",
] as const satisfies readonly DocumentType[];

export function documentTypeLabel(type: string): string {
  return (documentTypeLabels as Record<string, string>)[type] ?? type;
}

export type RequiredDocumentType = (typeof requiredDocumentTypes)[number];

/**
 * The required document types not among `uploaded` (the types of the
 * documents uploaded for one application), in the order of
 * `requiredDocumentTypes`. An application is submitted only when this is
 * empty (issue 19), unless an administrator submits it on the business's
 * behalf with a reason.
 */
export function missingRequiredDocuments(uploaded: Iterable<string>): RequiredDocumentType[] {
  const have = new Set(uploaded);
  return requiredDocumentTypes.filter((type) => !have.has(type));
}

/** One line of the required-documents checklist. */
export type RequiredDocumentCheck = {
  type: RequiredDocumentType;
  label: string;
  uploaded: boolean;
};

/** Every required document type, each marked uploaded or missing. */
export function requiredDocumentsChecklist(uploaded: Iterable<string>): RequiredDocumentCheck[] {
  const missing = new Set<string>(missingRequiredDocuments(uploaded));
  return requiredDocumentTypes.map((type) => ({
    type,
    label: documentTypeLabels[type],
    uploaded: !missing.has(type),
  }));
}

/** "A", "A and B", "A, B and C". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The labels of `types`, as a list in words ("Business licence and Wildlife permit"). */
export function documentTypeList(types: readonly string[]): string {
  return listInWords(types.map(documentTypeLabel));
}
