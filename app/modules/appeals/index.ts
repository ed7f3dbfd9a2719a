// The appeals module's client-safe public surface (decision 057).
export * from "./appeal-messages";
export * from "./appeal-rules";
export * from "./ui/appeal-action-result";
export * from "./ui/appeal-screen";
export * from "./ui/appeals-list-screen";
export * from "./ui/new-appeal-screen";
export * from "./ui/appeal-labels";
