import { pluralize } from "~/lib/format";
import { defineMessages } from "~/lib/i18n/messages";

/**
 * Texts of the standards feature that SPEC §8 does not give (the "You do not
 * have permission to …" refusals come from the policy, with SPEC's words),
 * declared once in English (issue 36): the answers without values are
 * translated at the edge, those with values are formatted in the reader's
 * language where they are produced (reader-intl.server.ts).
 */
export const standardsText = defineMessages({
  sectionNotFound: {
    id: "standards.error.sectionNotFound",
    defaultMessage: "Standard section not found",
  },
  subStandardNotFound: {
    id: "standards.error.subStandardNotFound",
    defaultMessage: "Sub-standard not found",
  },
  categoryNotFound: {
    id: "standards.error.categoryNotFound",
    defaultMessage: "Category not found",
  },
  discussionNotFound: {
    id: "standards.error.discussionNotFound",
    defaultMessage: "Discussion not found",
  },
  historyNotFound: { id: "standards.error.historyNotFound", defaultMessage: "Version not found" },
  failedToLoad: {
    id: "standards.error.failedToLoad",
    defaultMessage: "Failed to load the standards. Please try again.",
  },
  failedToSave: {
    id: "standards.error.failedToSave",
    defaultMessage: "Failed to save the standard. Please try again.",
  },
  failedToAddCategory: {
    id: "standards.error.failedToAddCategory",
    defaultMessage: "Failed to add the category. Please try again.",
  },
  changedMeanwhile: {
    id: "standards.error.changedMeanwhile",
    defaultMessage:
      "Someone else changed this text while you were editing it. Reload the page to see their change, then edit again.",
  },
  numberTaken: {
    id: "standards.error.numberTaken",
    defaultMessage:
      "{kind, select, appendix {Appendix {number} already exists} other {Standard {number} already exists}}",
  },
  subNumberTaken: {
    id: "standards.error.subNumberTaken",
    defaultMessage: "Sub-standard {number} already exists",
  },
  subNumberFormat: {
    id: "standards.error.subNumberFormat",
    defaultMessage:
      "Number it {parent}.1, {parent}.2 … (the standard's number, a point and a number)",
  },
  versionNotHigher: {
    id: "standards.error.versionNotHigher",
    defaultMessage: "The new version must be higher than the current version ({current})",
  },
  versionWithoutChange: {
    id: "standards.error.versionWithoutChange",
    defaultMessage: "Change the text to release a new version",
  },
  categoryTaken: {
    id: "standards.error.categoryTaken",
    defaultMessage: "A category with this name already exists",
  },
  categoryInUse: {
    id: "standards.error.categoryInUse",
    defaultMessage:
      "This category still holds {count, plural, one {# standard} other {# standards}}: move or delete them first",
  },
  openProposals: {
    id: "standards.error.openProposals",
    defaultMessage:
      "This standard has open proposals: withdraw or decide them before deleting the standard",
  },
  versionTaken: {
    id: "standards.error.versionTaken",
    defaultMessage: "Version {version} already exists",
  },
  restoreCurrent: {
    id: "standards.error.restoreCurrent",
    defaultMessage: "This is already the current text",
  },
  faqNeedsAnswer: {
    id: "standards.error.faqNeedsAnswer",
    defaultMessage: "Write the answer that will be published with the question",
  },
  appendixNoSubStandards: {
    id: "standards.error.appendixNoSubStandards",
    defaultMessage: "Appendices have no sub-standards",
  },
  chooseAbout: {
    id: "standards.error.chooseAbout",
    defaultMessage: "Choose what your comment is about",
  },
  chooseCategoryFromList: {
    id: "standards.error.chooseCategoryFromList",
    defaultMessage: "Choose a category from the list",
  },
  chooseCategory: { id: "standards.error.chooseCategory", defaultMessage: "Choose a category" },
  chooseKind: {
    id: "standards.error.chooseKind",
    defaultMessage: "Choose a standard or an appendix",
  },
  standardNumber: {
    id: "standards.error.standardNumber",
    defaultMessage: "Number a standard with a whole number, for example 16",
  },
  appendixLetter: {
    id: "standards.error.appendixLetter",
    defaultMessage: "Letter an appendix with capital letters, for example F",
  },
  enterNumber: { id: "standards.error.enterNumber", defaultMessage: "Enter the number" },
  numberTooLong: { id: "standards.error.numberTooLong", defaultMessage: "The number is too long" },
  enterTitle: { id: "standards.error.enterTitle", defaultMessage: "Enter the title" },
  titleTooLong: {
    id: "standards.error.titleTooLong",
    defaultMessage: "The title can be at most 200 characters",
  },
  enterText: { id: "standards.error.enterText", defaultMessage: "Enter the text" },
  textTooLong: {
    id: "standards.error.textTooLong",
    defaultMessage: "The text can be at most 20,000 characters",
  },
  summaryTooLong: {
    id: "standards.error.summaryTooLong",
    defaultMessage: "The change summary can be at most 500 characters",
  },
  enterCategoryName: {
    id: "standards.error.enterCategoryName",
    defaultMessage: "Enter the category name",
  },
  categoryNameTooLong: {
    id: "standards.error.categoryNameTooLong",
    defaultMessage: "The category name can be at most 80 characters",
  },
  descriptionTooLong: {
    id: "standards.error.descriptionTooLong",
    defaultMessage: "The description can be at most 500 characters",
  },
  notesTooLong: {
    id: "standards.error.notesTooLong",
    defaultMessage: "The release notes can be at most 2,000 characters",
  },
  enterComment: { id: "standards.error.enterComment", defaultMessage: "Enter the comment" },
  commentTooLong: {
    id: "standards.error.commentTooLong",
    defaultMessage: "The comment can be at most 5,000 characters",
  },
  answerTooLong: {
    id: "standards.error.answerTooLong",
    defaultMessage: "The answer can be at most 5,000 characters",
  },
  versionFormat: {
    id: "standards.error.versionFormat",
    defaultMessage: "Write the version as a number with one decimal, for example 1.2 or 2.0",
  },
  releaseVersionFormat: {
    id: "standards.error.releaseVersionFormat",
    defaultMessage: "Write the version as a number with one decimal, for example 1.1",
  },
  enterVersionNumber: {
    id: "standards.error.enterVersionNumber",
    defaultMessage: "Enter the version number",
  },
  enterReleaseDate: {
    id: "standards.error.enterReleaseDate",
    defaultMessage: "Enter the release date",
  },
  realDate: { id: "standards.error.realDate", defaultMessage: "Enter a real date" },
});
const t = standardsText;

/** The English texts (services and tests use them; the reader's language comes at the edge). */
export const standardsMessages = {
  /** SPEC §5 (proposals) and our not-found answer for items. */
  sectionNotFound: t.sectionNotFound.defaultMessage,
  subStandardNotFound: t.subStandardNotFound.defaultMessage,
  categoryNotFound: t.categoryNotFound.defaultMessage,
  discussionNotFound: t.discussionNotFound.defaultMessage,
  historyNotFound: t.historyNotFound.defaultMessage,
  failedToLoad: t.failedToLoad.defaultMessage,
  failedToSave: t.failedToSave.defaultMessage,
  changedMeanwhile: t.changedMeanwhile.defaultMessage,
  numberTaken: (kind: "standard" | "appendix", number: string) =>
    kind === "standard" ? `Standard ${number} already exists` : `Appendix ${number} already exists`,
  subNumberTaken: (number: string) => `Sub-standard ${number} already exists`,
  subNumberFormat: (parent: string) =>
    `Number it ${parent}.1, ${parent}.2 … (the standard's number, a point and a number)`,
  versionNotHigher: (current: string) =>
    `The new version must be higher than the current version (${current})`,
  versionWithoutChange: t.versionWithoutChange.defaultMessage,
  categoryTaken: t.categoryTaken.defaultMessage,
  categoryInUse: (count: number) =>
    `This category still holds ${pluralize(count, "standard")}: move or delete them first`,
  openProposals: t.openProposals.defaultMessage,
  versionTaken: (version: string) => `Version ${version} already exists`,
  restoreCurrent: t.restoreCurrent.defaultMessage,
  faqNeedsAnswer: t.faqNeedsAnswer.defaultMessage,
  appendixNoSubStandards: t.appendixNoSubStandards.defaultMessage,
} as const;

/** The dashboard's standards pages: titles and the answers of their forms. */
export const standardsPageText = defineMessages({
  overviewTitle: { id: "standards.page.overviewTitle", defaultMessage: "Standards" },
  manageTitle: { id: "standards.page.manageTitle", defaultMessage: "Manage Standards" },
  newTitle: { id: "standards.page.newTitle", defaultMessage: "New standard" },
  detailTitle: {
    id: "standards.page.detailTitle",
    defaultMessage:
      "{kind, select, appendix {Appendix {number}. {title}} standard {Standard {number}. {title}} other {Standard}}",
  },
  editTitle: {
    id: "standards.page.editTitle",
    defaultMessage:
      "{kind, select, appendix {Edit Appendix {number}} standard {Edit Standard {number}} other {Edit standard}}",
  },
  subEditTitle: { id: "standards.page.subEditTitle", defaultMessage: "Edit {number}" },
  subEditFallbackTitle: {
    id: "standards.page.subEditFallbackTitle",
    defaultMessage: "Edit sub-standard",
  },
  categoryAdded: { id: "standards.done.categoryAdded", defaultMessage: "Category “{name}” added." },
  categorySaved: { id: "standards.done.categorySaved", defaultMessage: "Category “{name}” saved." },
  categoryDeleted: {
    id: "standards.done.categoryDeleted",
    defaultMessage: "Category “{name}” deleted.",
  },
  itemDeleted: {
    id: "standards.done.itemDeleted",
    defaultMessage:
      "{kind, select, appendix {Appendix} other {Standard}} {number} was deleted with {subStandards, plural, one {# sub-standard} other {# sub-standards}}, {discussions, plural, one {# discussion} other {# discussions}} and {history, plural, one {# history entry} other {# history entries}}.",
  },
  versionRecorded: {
    id: "standards.done.versionRecorded",
    defaultMessage: "Version {version} recorded.",
  },
  versionRecordedCurrent: {
    id: "standards.done.versionRecordedCurrent",
    defaultMessage: "Version {version} recorded as the current version.",
  },
  subAdded: {
    id: "standards.done.subAdded",
    defaultMessage: "Sub-standard {number} added at version {version}.",
  },
  subDeleted: {
    id: "standards.done.subDeleted",
    defaultMessage: "Sub-standard {number} was deleted; its deletion is recorded in the history.",
  },
  commentPosted: { id: "standards.done.commentPosted", defaultMessage: "Your comment is posted." },
  commentSaved: { id: "standards.done.commentSaved", defaultMessage: "The comment is saved." },
  commentDeleted: {
    id: "standards.done.commentDeleted",
    defaultMessage: "The comment was deleted.",
  },
  publishedFaq: {
    id: "standards.done.publishedFaq",
    defaultMessage: "Published as a question and answer on the public standards page.",
  },
  pinned: { id: "standards.done.pinned", defaultMessage: "The discussion is pinned." },
  discussionSaved: {
    id: "standards.done.discussionSaved",
    defaultMessage: "The discussion is saved.",
  },
  restored: {
    id: "standards.done.restored",
    defaultMessage: "The earlier text is restored as version {version}.",
  },
});
