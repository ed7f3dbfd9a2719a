import { pluralize } from "~/lib/format";
/**
 * Texts of the standards feature that SPEC §8 does not give (the "You do not
 * have permission to …" refusals come from the policy, with SPEC's words).
 */
export const standardsMessages = {
  /** SPEC §5 (proposals) and our not-found answer for items. */
  sectionNotFound: "Standard section not found",
  subStandardNotFound: "Sub-standard not found",
  categoryNotFound: "Category not found",
  discussionNotFound: "Discussion not found",
  historyNotFound: "Version not found",
  failedToLoad: "Failed to load the standards. Please try again.",
  failedToSave: "Failed to save the standard. Please try again.",
  changedMeanwhile:
    "Someone else changed this text while you were editing it. Reload the page to see their change, then edit again.",
  numberTaken: (kind: "standard" | "appendix", number: string) =>
    kind === "standard" ? `Standard ${number} already exists` : `Appendix ${number} already exists`,
  subNumberTaken: (number: string) => `Sub-standard ${number} already exists`,
  subNumberFormat: (parent: string) =>
    `Number it ${parent}.1, ${parent}.2 … (the standard's number, a point and a number)`,
  versionNotHigher: (current: string) =>
    `The new version must be higher than the current version (${current})`,
  versionWithoutChange: "Change the text to release a new version",
  categoryTaken: "A category with this name already exists",
  categoryInUse: (count: number) =>
    `This category still holds ${pluralize(count, "standard")}: move or delete them first`,
  openProposals:
    "This standard has open proposals: withdraw or decide them before deleting the standard",
  versionTaken: (version: string) => `Version ${version} already exists`,
  restoreCurrent: "This is already the current text",
  faqNeedsAnswer: "Write the answer that will be published with the question",
  appendixNoSubStandards: "Appendices have no sub-standards",
} as const;
