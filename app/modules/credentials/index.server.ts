// The credentials module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./credential-contexts.server";
export * from "./did-document.server";
export * from "./document-loader.server";
export * from "./issue-credential.server";
export * from "./issuer-identity.server";
export * from "./issuer-keys.server";
export * from "./open-badge-credential.server";
export * from "./serve-credentials.server";
export * from "./status-lists.server";
export * from "./verify-credential.server";
export * from "./prepare-credentials.server";
export * from "./rewrap-issuer-keys.server";
