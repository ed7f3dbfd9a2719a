/**
 * The one Drizzle schema, one file per feature (decision 049). Importers use
 * this entry; drizzle-kit reads it. CHECK constraints come from the pure state
 * tables in app/domain.
 */
export * from "./auth-schema";
export * from "./schema/people";
export * from "./schema/messaging";
export * from "./schema/applications";
export * from "./schema/payments";
export * from "./schema/audits";
export * from "./schema/operations";
export * from "./schema/blog";
export * from "./schema/operations-manual";
export * from "./schema/standards";
export * from "./schema/credentials";
export * from "./schema/places";
export * from "./schema/ballots-and-notices";
export * from "./schema/complaints";
export * from "./schema/appeals";
export * from "./schema/media";
export * from "./schema/content-translations";
