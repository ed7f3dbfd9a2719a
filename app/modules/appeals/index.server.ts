// The appeals module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./appeal-record.server";
export * from "./cast-appeal-vote.server";
export * from "./close-appeal.server";
export * from "./find-appealable-decision.server";
export * from "./open-appeal-panel.server";
export * from "./submit-appeal.server";
export * from "./receive-appeal.server";
export * from "./withdraw-appeal.server";
export * from "./get-appeal-entry.server";
export * from "./get-appeal-page.server";
export * from "./get-new-appeal-page.server";
export * from "./list-appeals.server";
export * from "./get-appeal-figures.server";
