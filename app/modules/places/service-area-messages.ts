import { defineMessages } from "~/lib/i18n/messages";

/** The staff service-area page's server texts (issue 36), translated at the edge. */
export const serviceAreaTextMessages = defineMessages({
  notFound: { id: "places.serviceArea.notFound", defaultMessage: "Application not found" },
  invalid: {
    id: "places.serviceArea.invalid",
    defaultMessage: "Check the service area: see the messages at the fields.",
  },
  saved: { id: "places.serviceArea.saved", defaultMessage: "Service area corrected." },
  loadFailed: {
    id: "places.serviceArea.loadFailed",
    defaultMessage: "Could not load the service area. Please try again.",
  },
  saveFailed: {
    id: "places.serviceArea.saveFailed",
    defaultMessage: "The service area could not be saved. Please try again.",
  },
  pageTitle: { id: "places.serviceArea.pageTitle", defaultMessage: "Service area" },
  pageTitleOf: { id: "places.serviceArea.pageTitleOf", defaultMessage: "Service area of {name}" },
});
