import { describe, expect, it } from "vitest";
import { userMessages } from "~/domain/user-status";
import "~/lib/i18n/catalogs.server";
import { translateText } from "~/lib/i18n/translate-text";
import { acceptInvitationSchema } from "~/modules/users";
import { authErrors } from "./auth-messages";
import { signUpSchema } from "./auth-schemas";
import { tooManyAttemptsMessage } from "./sign-in-rate-limit.server";

describe("the sign-in pages' server texts in three languages (issue 36)", () => {
  it("declares other modules' sign-in texts with their exact English", () => {
    expect(authErrors.deactivated.defaultMessage).toBe(userMessages.deactivatedSignIn);
    expect(authErrors.notActiveYet.defaultMessage).toBe(userMessages.invitedSignIn);
    expect(authErrors.invitationInvalid.defaultMessage).toBe(userMessages.invitationInvalid);
    const mismatch = acceptInvitationSchema.safeParse({
      token: "t",
      password: "a-long-password",
      confirmPassword: "another-password",
    });
    expect(mismatch.error?.issues[0]?.message).toBe(
      authErrors.passwordsDifferInvitation.defaultMessage,
    );
  });

  it("a schema's English message is answered in the reader's language", () => {
    const parsed = signUpSchema.safeParse({
      name: "A",
      organization: "Org",
      email: "x@example.test",
      password: "a-long-password",
      confirmPassword: "a-long-password",
    });
    const message = parsed.error!.issues[0]!.message;
    expect(message).toBe("Enter your full name");
    expect(translateText(message, "fr-CA")).toBe("Entrez votre nom complet");
    expect(translateText(message, "es-MX")).toBe("Ingrese su nombre completo");
    expect(translateText(message, "en")).toBe(message);
  });

  it("better-auth's refusals and the wait before trying again", () => {
    expect(translateText(authErrors.invalidCredentials.defaultMessage, "fr-CA")).toBe(
      "Courriel ou mot de passe incorrect.",
    );
    expect(tooManyAttemptsMessage(42)).toBe(
      "Too many attempts. Please wait 42 seconds and try again.",
    );
    expect(tooManyAttemptsMessage(null)).toBe(
      "Too many attempts. Please wait 60 seconds and try again.",
    );
    expect(tooManyAttemptsMessage(900, "fr-CA")).toContain("900 secondes");
    expect(tooManyAttemptsMessage(900, "es-MX")).toContain("900 segundos");
  });
});
