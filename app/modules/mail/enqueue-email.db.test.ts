import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, profiles } from "~/db/schema";
import type { Locale } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { createUserAccount } from "~/modules/users/index.server";
import { enqueueEmail, recipientLocale } from "./enqueue-email.server";

/** An account (made silently, like the CLI) whose saved language is `locale`. */
async function accountIn(locale: Locale) {
  const email = `lang-${crypto.randomBytes(4).toString("hex")}@example.test`;
  const { userId } = await createUserAccount({
    email,
    name: "Amélie Tremblay",
    password: "correct-horse-battery",
    role: "applicant",
    additionalRoles: [],
  });
  await getDb().update(profiles).set({ locale }).where(eq(profiles.id, userId));
  return { userId, email };
}

async function stored(id: string) {
  const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row!;
}

const welcome = { name: "Amélie", dashboardUrl: "https://portal.example.test/dashboard" };

describe("enqueueEmail: each e-mail in its recipient's language (issue 36)", () => {
  it("writes to an account in its saved language, the address compared without case, and stores the language", async () => {
    const { email } = await accountIn("fr-CA");
    const id = await enqueueEmail(getDb(), email.toUpperCase(), "welcome", welcome);
    const row = await stored(id);
    expect(row.locale).toBe("fr-CA");
    expect(row.subject).toBe("Bienvenue au Portail d’accréditation humanitaire");
    expect(row.text).toContain("Bonjour Amélie,");
    expect(row.html).toContain('<html lang="fr-CA">');
  });

  it("writes in English (and says so) to an address without an account", async () => {
    const id = await enqueueEmail(getDb(), "nobody-here@example.test", "welcome", welcome);
    const row = await stored(id);
    expect(row.locale).toBe("en");
    expect(row.subject).toBe("Welcome to the Humane Accreditation Portal");
  });

  it("lets an explicit language win over the saved one", async () => {
    const { email } = await accountIn("fr-CA");
    const id = await enqueueEmail(getDb(), email, "welcome", welcome, { locale: "es-MX" });
    const row = await stored(id);
    expect(row.locale).toBe("es-MX");
    expect(row.subject).toBe("Bienvenido(a) al Portal de Acreditación Humanitaria");
    expect(row.text).toContain("Hola, Amélie:");
  });

  it("uses the language of the account the e-mail is about when no account has the address", async () => {
    const { userId } = await accountIn("es-MX");
    const contact = `contact-${crypto.randomBytes(4).toString("hex")}@example.test`;
    expect(await recipientLocale(getDb(), contact, userId)).toBe("es-MX");
    expect(await recipientLocale(getDb(), contact)).toBe("en");
  });

  it("hides a secret in the stored copy in the recipient's language and delivers the real one", async () => {
    const { email } = await accountIn("fr-CA");
    const id = await enqueueEmail(getDb(), email, "password-reset", {
      name: "Amélie",
      resetUrl: "https://portal.example.test/reset-password?token=secret-token",
      expiresInMinutes: 60,
    });
    const row = await stored(id);
    expect(row.locale).toBe("fr-CA");
    expect(row.subject).toBe("Réinitialiser votre mot de passe");
    expect(row.text).not.toContain("secret-token");
    expect(row.text).toContain("Ce lien est valide pendant 60 minutes");
    expect(row.deliveryText).toContain("secret-token");
    expect(row.deliveryText).toContain("Bonjour Amélie,");
  });
});
