/**
 * The client's address as the HTTP server saw it (server.js sets this header
 * from the socket address, or from X-Forwarded-For when TRUST_PROXY says so,
 * replacing any value the client sent). Used by sign-in limits, the
 * verification look-up limits, the contact form and the public page cache.
 */
export const CLIENT_IP_HEADER = "x-hap-client-ip";

export function clientIp(request: Request): string {
  return clientIpFromHeaders(request.headers);
}

export function clientIpFromHeaders(headers: Headers | null | undefined): string {
  return headers?.get(CLIENT_IP_HEADER) ?? "unknown";
}
