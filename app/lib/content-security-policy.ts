/**
 * The Content-Security-Policy of every HTML page (set in entry.server.tsx).
 *
 * Scripts run only from this origin or inline with the per-request nonce
 * (React Router's hydration scripts carry it). Third parties are added only
 * where they are used: Stripe on pages whose route declares
 * `handle = { contentSecurity: ["stripe"] }` (the card payment page), the chat
 * widget's origin on pages that load it (never the dashboard), the OpenID
 * Connect issuer as a form target (the SSO button's POST redirects there).
 */
export type ContentSecurityFeature = "stripe";

/** What a route's `handle.contentSecurity` holds: a list, or a function of its loader data. */
export type ContentSecurityDeclaration =
  readonly ContentSecurityFeature[] | ((loaderData: unknown) => readonly ContentSecurityFeature[]);

export type ContentSecurityOptions = {
  nonce: string;
  features?: readonly ContentSecurityFeature[];
  /** Origin of CHAT_WIDGET_SRC when the page loads the widget. */
  chatWidgetOrigin?: string | null;
  /** Origin of OIDC_ISSUER when single sign-on is on. */
  ssoOrigin?: string | null;
};

/** Stripe.js, its Payment Element frames and its API (Stripe's published CSP list). */
const stripe = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
  img: ["https://*.stripe.com"],
};

export function buildContentSecurityPolicy(options: ContentSecurityOptions): string {
  const features = new Set(options.features ?? []);
  const script = ["'self'", `'nonce-${options.nonce}'`];
  const connect = ["'self'"];
  const frame: string[] = [];
  const img = ["'self'", "data:", "blob:"];
  const formAction = ["'self'"];
  if (features.has("stripe")) {
    script.push(...stripe.script);
    frame.push(...stripe.frame);
    connect.push(...stripe.connect);
    img.push(...stripe.img);
  }
  if (options.chatWidgetOrigin) {
    script.push(options.chatWidgetOrigin);
    connect.push(options.chatWidgetOrigin);
    frame.push(options.chatWidgetOrigin);
    img.push(options.chatWidgetOrigin);
  }
  if (options.ssoOrigin) formAction.push(options.ssoOrigin);
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", script],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", img],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", connect],
    ["frame-src", frame.length > 0 ? frame : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", formAction],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`).join("; ");
}

/** The origin of a configured URL, or null. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** HSTS for a site served over https (one year, subdomains included). */
export function strictTransportSecurity(baseUrl: string): string | null {
  return baseUrl.startsWith("https://") ? "max-age=31536000; includeSubDomains" : null;
}
