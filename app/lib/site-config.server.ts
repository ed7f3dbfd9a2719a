import { getEnv } from "./env.server";
import type { SiteConfig } from "./site-config";

export function getSiteConfig(): SiteConfig {
  const env = getEnv();
  return {
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    postalAddress: env.POSTAL_ADDRESS,
    chatWidgetSrc: env.CHAT_WIDGET_SRC ?? null,
    oidc: { enabled: env.oidcEnabled, name: env.OIDC_PROVIDER_NAME },
    notificationPollMs: env.NOTIFICATION_POLL_MS,
  };
}
