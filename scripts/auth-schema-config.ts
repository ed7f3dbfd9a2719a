// Static better-auth instance used only by `@better-auth/cli generate` to write
// app/db/auth-schema.ts. It enables every plugin the application can use.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { emailOTP, genericOAuth, twoFactor } from "better-auth/plugins";

export const auth = betterAuth({
  database: drizzleAdapter({} as never, { provider: "pg" }),
  emailAndPassword: { enabled: true },
  user: { additionalFields: { organization: { type: "string", required: false, input: true } } },
  plugins: [
    twoFactor(),
    emailOTP({ sendVerificationOTP: async () => {} }),
    genericOAuth({ config: [{ providerId: "oidc", clientId: "x", discoveryUrl: "http://x" }] }),
  ],
});
