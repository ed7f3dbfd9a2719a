// The media module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./get-media-image.server";
export * from "./list-media-images.server";
export * from "./media-request.server";
export * from "./process-media-image.server";
export * from "./upload-media-image.server";
export * from "./strip-image-metadata.server";
