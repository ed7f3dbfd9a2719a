// The translations module's client-safe public surface (issue 36, decision 086).
export * from "./translation-messages";
export * from "./content-note";
export * from "./translation-paths";
export * from "./ui/translation-note";
export * from "./ui/translations-screen";
export * from "./ui/translation-editor-screen";
