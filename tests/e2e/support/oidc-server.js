// A real OpenID Connect provider (the `oidc-provider` package) for the SSO
// end-to-end test. Its development login form accepts any login name.
import Provider from "oidc-provider";

const port = Number(process.env.OIDC_PORT ?? 3220);
// Every worker's server (playwright.config.ts): each signs in through this one provider.
const appBases = (process.env.E2E_BASE_URLS ?? "http://127.0.0.1:3210").split(",");

const provider = new Provider(`http://127.0.0.1:${port}`, {
  clients: [
    {
      client_id: "hap-e2e",
      client_secret: "hap-e2e-secret-0123456789",
      // better-auth 1.7 serves generic OAuth providers at /api/auth/callback/<providerId>.
      redirect_uris: appBases.map((base) => `${base}/api/auth/callback/oidc`),
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    },
  ],
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        return {
          sub: id,
          email: `${id}@sso.test`,
          email_verified: true,
          name: `SSO ${id}`,
        };
      },
    };
  },
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => false },
  cookies: { keys: ["hap-e2e-oidc-cookie-key"] },
});

const server = provider.listen(port, "127.0.0.1", () => {
  console.log(`oidc provider on http://127.0.0.1:${port}`);
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
