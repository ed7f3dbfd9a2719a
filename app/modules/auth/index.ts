// The auth module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./address-confirmation";
export * from "./auth-messages";
export * from "./auth-schemas";
export * from "./ui/confirm-address-notice";
export * from "./ui/email-address-screen";
export * from "./describe-user-agent";
export * from "./ui/accept-invitation-screen";
export * from "./ui/forgot-password-screen";
export * from "./ui/login-screen";
export * from "./ui/reset-password-screen";
export * from "./ui/two-factor-screen";
export * from "./ui/settings-screen";
