import type { ContentSecurityFeature } from "~/lib/content-security-policy";

/**
 * The payment page's third parties (its `handle.contentSecurity`): Stripe.js
 * and its frames only when the page loads them, that is when card payments go
 * through Stripe with a publishable key. Test mode and "card payments off"
 * allow no third party (issue 24).
 */
export function stripeOnPaymentPage(loaderData: unknown): ContentSecurityFeature[] {
  const settings = (loaderData as { settings?: { mode?: string; publishableKey?: unknown } })
    ?.settings;
  return settings?.mode === "stripe" && typeof settings.publishableKey === "string"
    ? ["stripe"]
    : [];
}
