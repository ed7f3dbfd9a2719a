// The profiles module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./create-profile.server";
export * from "./get-profile.server";
export * from "./registration-context.server";
export * from "./update-profile.server";
export * from "./assert-may-sign-in.server";
export * from "./set-profile-locale.server";
