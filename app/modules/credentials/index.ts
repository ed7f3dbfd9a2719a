// The credentials module's client-safe surface (decision 052).
export * from "./credential-messages";
export * from "./ui/credential-download";
