import { describe, expect, it } from "vitest";
import { formatMoney } from "~/lib/format";
import { HIDDEN_SECRET, renderEmail, renderRedactedEmail } from "./email-templates";

describe("e-mail subjects (issue 24, consistency)", () => {
  it("write a possessive without a doubled s and a count through the plural rules", () => {
    const reminder = (businessName: string, daysLeft: number) =>
      renderEmail("certificate-expiring", {
        name: "Pat",
        businessName,
        certificateNumber: "HAP-2026-0001",
        expiryDate: "Nov 29, 2026",
        daysLeft,
        graceEndsOn: "Dec 29, 2026",
        renewUrl: "https://example.org/renew",
        certificatesUrl: "https://example.org/certificates",
      }).subject;
    expect(reminder("Humane Solutions", 1)).toBe(
      "Certificate HAP-2026-0001 expires in 1 day: renew Humane Solutions' accreditation",
    );
    expect(reminder("Acme Wildlife", 30)).toBe(
      "Certificate HAP-2026-0001 expires in 30 days: renew Acme Wildlife's accreditation",
    );
  });
});

describe("e-mails in the recipient's language (issue 36)", () => {
  // The server's catalogs (enqueueEmail loads them; a unit test names them).
  const catalogs = import("~/lib/i18n/catalogs.server");

  const expiring = (locale: "fr-CA" | "es-MX", daysLeft: number) =>
    renderEmail(
      "certificate-expiring",
      {
        name: "Amélie",
        businessName: "Faune Québec",
        certificateNumber: "HAP-2026-0001",
        expiryDate: "2026-11-29",
        daysLeft,
        graceEndsOn: "2026-12-29",
        renewUrl: "https://example.org/renew",
        certificatesUrl: "https://example.org/certificates",
      },
      locale,
    );

  it("writes the welcome in French and in Spanish, the page's lang included", async () => {
    await catalogs;
    const data = { name: "Amélie", dashboardUrl: "https://example.org/dashboard" };
    const fr = renderEmail("welcome", data, "fr-CA");
    expect(fr.subject).toBe("Bienvenue au Portail d’accréditation humanitaire");
    expect(fr.text).toContain("Bonjour Amélie,\n\nVotre compte est prêt.");
    expect(fr.text).toContain("Ouvrir votre tableau de bord\u00a0: https://example.org/dashboard");
    expect(fr.html).toContain('<html lang="fr-CA">');
    const es = renderEmail("welcome", data, "es-MX");
    expect(es.subject).toBe("Bienvenido(a) al Portal de Acreditación Humanitaria");
    expect(es.text).toContain("Hola, Amélie:\n\nSu cuenta está lista.");
    expect(es.html).toContain('<html lang="es-MX">');
    expect(renderEmail("welcome", data).html).toContain('<html lang="en">');
  });

  it("counts days through each language's plural rules and writes dates in it", async () => {
    await catalogs;
    expect(expiring("fr-CA", 1).subject).toBe(
      "Le certificat HAP-2026-0001 expire dans 1 jour\u00a0: renouvelez l’accréditation de l’entreprise Faune Québec",
    );
    expect(expiring("fr-CA", 30).text).toContain("expire le 29 nov. 2026, dans 30 jours.");
    expect(expiring("es-MX", 1).text).toContain("vence el 29 nov 2026, en 1 día.");
    expect(expiring("es-MX", 30).subject).toBe(
      "El certificado HAP-2026-0001 vence en 30 días: renueve la acreditación de Faune Québec",
    );
  });

  it("writes amounts and the fee in the recipient's language", async () => {
    await catalogs;
    const receipt = (locale: "fr-CA" | "es-MX") =>
      renderEmail(
        "payment-receipt",
        {
          name: "Amélie",
          businessName: "Faune Québec",
          fee: "membership",
          amountCents: 126000,
          date: "2026-11-22",
          receiptNumber: "R-2026-0042",
          receiptUrl: "https://example.org/receipt",
          applicationUrl: "https://example.org/application",
        },
        locale,
      );
    const fr = receipt("fr-CA");
    expect(fr.subject).toBe("Paiement reçu\u00a0: cotisation pour Faune Québec");
    expect(fr.text).toContain(`Montant\u00a0: ${formatMoney(126000, "fr-CA")}`);
    expect(formatMoney(126000, "fr-CA")).toMatch(/^1\s260,00\u00a0\$\u00a0US$/);
    expect(fr.text).toContain("Date\u00a0: 22 nov. 2026");
    const es = receipt("es-MX");
    expect(es.subject).toBe("Pago recibido: cuota de membresía de Faune Québec");
    expect(es.text).toContain("Monto: USD\u00a01,260.00");
    expect(es.text).toContain("Fecha: 22 nov 2026");
  });

  it("escapes every value in the HTML of a translated e-mail", async () => {
    await catalogs;
    const email = renderEmail(
      "application-status",
      {
        contactName: "",
        businessName: `<script>alert("x")</script> & Fils`,
        statusLabel: { id: "email.applicationStatus.label.approved", defaultMessage: "Approved" },
        statusMessage: "<img src=x>",
        feedback: "<b>bold</b>",
        applicationUrl: `https://example.org/a?x="y"`,
      },
      "fr-CA",
    );
    expect(email.subject).toBe(
      `Statut de la demande\u00a0: Approuvée (<script>alert("x")</script> & Fils)`,
    );
    expect(email.html).not.toMatch(/<script|<img|<b>bold/);
    expect(email.html).toContain(
      "pour <strong>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Fils</strong> est maintenant\u00a0: <strong>Approuvée</strong>.",
    );
    expect(email.html).toContain("&lt;img src=x&gt;");
    expect(email.html).toContain('href="https://example.org/a?x=&quot;y&quot;"');
  });

  it("keeps the stored copy's secret hidden in every language", async () => {
    await catalogs;
    const data = { code: "482913", expiresInMinutes: 10, purpose: "sign-in" as const };
    const es = renderRedactedEmail("sign-in-code", data, "es-MX")!;
    expect(es.subject).toBe("Su código para iniciar sesión");
    expect(es.text).not.toContain("482913");
    expect(es.text).toContain(HIDDEN_SECRET);
    expect(renderEmail("sign-in-code", data, "es-MX").text).toContain(
      "Su código de un solo uso para iniciar sesión es: 482913",
    );
  });

  it("keeps markup out of the e-mail messages of every catalog (their text goes into HTML as it is)", async () => {
    const [en, fr, es] = await Promise.all([
      import("~/locales/en.json"),
      import("~/locales/fr-CA.json"),
      import("~/locales/es-MX.json"),
    ]);
    for (const catalog of [en.default, fr.default, es.default] as Record<string, string>[]) {
      for (const [id, text] of Object.entries(catalog)) {
        if (!id.startsWith("email.")) continue;
        const rest = text.replace(/<\/?(b|link|link2)>/g, "");
        expect(rest, id).not.toMatch(/[<>&"]/);
      }
    }
  });
});
