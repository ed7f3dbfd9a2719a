import { defineMessages } from "~/lib/i18n/messages";

/** The manual's dashboard pages: titles (issue 36). */
export const manualPageMessages = defineMessages({
  manual: { id: "manual.page.title", defaultMessage: "Operations Manual" },
  editSection: { id: "manual.page.editSection", defaultMessage: "Edit: {title}" },
  section: { id: "manual.page.section", defaultMessage: "Section" },
});
