// The directory module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./get-directory-business.server";
export * from "./get-directory-page.server";
export * from "./list-directory-businesses.server";
export * from "./business-json-ld.server";
export * from "./get-unlisted-business.server";
