// The content module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./render-markdown.server";
