// The places module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./geocode.server";
export * from "./load-places.server";
export * from "./sync-service-areas.server";
export * from "./service-area-map.server";
export * from "./correct-service-area.server";
export * from "./service-area-columns.server";
export * from "./get-listed-service-area.server";
