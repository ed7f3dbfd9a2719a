import { getDb } from "~/lib/db.server";
import { getAuth } from "./auth.server";
import { callAuth } from "./auth-response.server";
import { assertSignInAllowed } from "./sign-in-rate-limit.server";

/**
 * E-mails a 6-digit sign-in code (better-auth email-otp, type "sign-in").
 * With sign-up disabled, better-auth sends nothing for an unknown e-mail but
 * answers the same; the caller shows the same neutral confirmation.
 */
export async function sendSignInCode(request: Request, input: { email: string }) {
  await assertSignInAllowed(getDb(), request, "sign-in-code", input.email);
  await callAuth(() =>
    getAuth().api.sendVerificationOTP({
      body: { email: input.email, type: "sign-in" },
      headers: request.headers,
      asResponse: true,
    }),
  );
}
