// The payments module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./card-payment-availability.server";
export * from "./confirm-test-payment.server";
export * from "./create-payment-intent.server";
export * from "./generate-payment-receipt.server";
export * from "./get-payment-page.server";
export * from "./get-payment-provider.server";
export * from "./handle-payment-event.server";
export * from "./list-payments.server";
export * from "./load-payments-panel.server";
export * from "./pay-with-test-card.server";
export * from "./payment-endpoints.server";
export * from "./payment-provider.server";
export * from "./record-offline-payment.server";
