// The standards module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./standard-notices";
export * from "./standards-messages";
export * from "./standards-schema";
export * from "./ui/item-form";
export * from "./ui/item-screens";
export * from "./ui/manage-standards";
export * from "./ui/public-standards-page";
export * from "./ui/section-detail-page";
export * from "./ui/standards-overview";
export * from "./ui/standards-ui";
export * from "./ui/sub-standard-edit-screen";
export * from "./word-diff";
