// The places module's client-safe surface (decision 054): regions and their
// abbreviations, the search box reader, the service-area fields and words.
export * from "./regions";
export * from "./search-query";
export * from "./search-messages";
export * from "./service-area-input";
export * from "./service-area-messages";
export * from "./service-area-text";
export * from "./ui/service-area-fields";
export * from "./ui/service-area-screen";
