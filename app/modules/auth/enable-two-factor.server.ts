import QRCode from "qrcode";
import { getAuth } from "./auth.server";
import { callAuth } from "./auth-response.server";

export type TwoFactorEnrolment = {
  totpURI: string;
  /** Base32 secret for manual entry in an authenticator app. */
  secret: string;
  /** QR code of the URI as an SVG document, rendered on the server. */
  qrSvg: string;
};

/** The secret and a server-rendered QR code for an otpauth:// URI. */
export async function describeEnrolment(totpURI: string): Promise<TwoFactorEnrolment> {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  const qrSvg = await QRCode.toString(totpURI, { type: "svg", margin: 1, width: 200 });
  return { totpURI, secret, qrSvg };
}

/**
 * First step of turning on TOTP: checks the password and creates a pending
 * (unverified) authenticator secret. Two-factor stays off until
 * activateTwoFactor checks a first code from the app.
 */
export async function enableTwoFactor(
  request: Request,
  input: { password: string },
): Promise<TwoFactorEnrolment> {
  const { body } = await callAuth<{ totpURI: string }>(() =>
    getAuth().api.enableTwoFactor({
      body: { password: input.password, method: "totp" },
      headers: request.headers,
      asResponse: true,
    }),
  );
  return describeEnrolment(body.totpURI);
}
