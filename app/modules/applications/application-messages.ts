import { permissionDeniedMessage } from "~/modules/permissions/permissions";

/** SPEC §5 and §8 texts of the application screens and services. */
export const applicationMessages = {
  fetchListFailed: "Failed to fetch applications. Please check your connection and try again.",
  fetchDetailFailed: "Failed to fetch application details. Please try again.",
  createFailed: "Failed to create application. Please try again later.",
  updateFailed: "Failed to update application. Please try again.",
  statusFailed: "Failed to update application status. Please try again.",
  updateDenied: "You do not have permission to update this application",
  statusDenied: permissionDeniedMessage("update_application_status"),
  invalid: "Please correct the highlighted fields.",
  incomplete: "Complete the highlighted fields before submitting your application.",
  notSubmittable: "Only a draft or a rejected application can be submitted.",
  unknownStatus: "Choose a valid status.",
} as const;

/** Longest feedback note on a status change. */
export const FEEDBACK_MAX = 5000;
