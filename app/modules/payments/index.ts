// The payments module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./fees";
export * from "./payable-fee";
export * from "./payment-messages";
export * from "./receipt-number";
export * from "./ui/payment-forms";
export * from "./ui/payments-panel";
export * from "./ui/payment-page";
export * from "./ui/offline-payment-outcome";
export * from "./payment-content-security";
export * from "./payment-type-messages";
