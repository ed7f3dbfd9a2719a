import type { ComplaintDeadlineDays } from "~/domain/complaint-status";
import { getEnv, type Env } from "./env.server";
import type { SiteConfig } from "./site-config";

export function getSiteConfig(): SiteConfig {
  const env = getEnv();
  return {
    baseUrl: env.baseUrl.replace(/\/+$/, ""),
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    postalAddress: env.POSTAL_ADDRESS,
    chatWidgetSrc: env.CHAT_WIDGET_SRC ?? null,
    oidc: { enabled: env.oidcEnabled, name: env.OIDC_PROVIDER_NAME },
    notificationPollMs: env.NOTIFICATION_POLL_MS,
    complaintDeadlines: complaintDeadlineDays(env),
  };
}

/** The complaint deadlines in business days (decisions 058, 068), from the configuration. */
export function complaintDeadlineDays(env: Env = getEnv()): ComplaintDeadlineDays {
  return {
    acknowledgeDays: env.COMPLAINT_ACKNOWLEDGE_BUSINESS_DAYS,
    resolveDays: env.COMPLAINT_RESOLVE_BUSINESS_DAYS,
  };
}
