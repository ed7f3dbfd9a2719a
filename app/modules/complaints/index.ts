// The complaints module's client-safe public surface (decision 058): other modules and routes
// import only this (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./complaint-messages";
export * from "./complaint-schema";
export * from "./ui/report-concern-page";
export * from "./ui/complaints-list-screen";
export * from "./ui/complaint-case-screen";
export * from "./ui/business-concern-screen";
export * from "./ui/report-concern-link";
export * from "./ui/find-concern-business-page";
export * from "./concern-messages";
