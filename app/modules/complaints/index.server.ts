// The complaints module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./add-complaint-note.server";
export * from "./anonymise-complaint-reporters.server";
export * from "./assign-complaint.server";
export * from "./change-complaint-status.server";
export * from "./get-business-concern-page.server";
export * from "./get-complaint-figures.server";
export * from "./get-complaint-page.server";
export * from "./get-concern-business.server";
export * from "./inform-complaint-business.server";
export * from "./list-complaints.server";
export * from "./receive-concern.server";
export * from "./respond-to-complaint.server";
export * from "./submit-concern.server";
export * from "./find-concern-businesses.server";
