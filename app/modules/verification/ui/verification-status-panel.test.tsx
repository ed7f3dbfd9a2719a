import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import frCA from "~/locales/fr-CA.json";
import { formatCertificateDate } from "~/modules/certificates/certificate-rules";
import type { VerificationResult } from "../verification-result";
import { VerificationStatusPanel } from "./verification-status-panel";

const day = (iso: string) => formatCertificateDate(new Date(iso));

/** The panel inside the root's IntlProvider: English (the defaults) or French. */
function inIntl(page: ReactElement, french = false) {
  return renderToStaticMarkup(
    <IntlProvider
      locale={french ? "fr-CA" : "en-US"}
      defaultLocale="en-US"
      messages={french ? frCA : {}}
    >
      {page}
    </IntlProvider>,
  );
}

describe("verification result panel", () => {
  const base: VerificationResult = {
    status: "valid",
    certificateNumber: "2026-00042",
    businessName: "Maple Humane Wildlife",
    businessAddress: "12 Maple Street, Toronto, Ontario, M5V 2T6, Canada",
    issueDate: "2026-01-15T09:00:00.000Z",
    expiryDate: "2027-01-15T09:00:00.000Z",
    revokedAt: null,
    suspendedAt: null,
    standardsVersion: null,
  };
  const render = (result: VerificationResult, query = "2026-00042", french = false) => {
    const Stub = createRoutesStub([
      {
        path: "/verify/:id",
        Component: () => <VerificationStatusPanel result={result} query={query} />,
      },
    ]);
    return inIntl(<Stub initialEntries={["/verify/x"]} />, french);
  };

  it("states each status in words, not by colour alone", () => {
    const valid = render(base);
    expect(valid).toContain('data-status="valid"');
    expect(valid).toContain("Valid</span>");
    expect(valid).toContain(`valid until ${day("2027-01-15T09:00:00.000Z")}`);
    expect(valid).toContain("Maple Humane Wildlife");
    expect(valid).toContain("12 Maple Street, Toronto, Ontario, M5V 2T6, Canada");
    expect(valid).toContain(`>${day("2026-01-15T09:00:00.000Z")}</time>`);

    const expired = render({ ...base, status: "expired" });
    expect(expired).toContain("Expired</span>");
    expect(expired).toContain(`expired on ${day("2027-01-15T09:00:00.000Z")}`);

    const revoked = render({ ...base, status: "revoked", revokedAt: "2026-06-01T12:00:00.000Z" });
    expect(revoked).toContain("Revoked</span>");
    expect(revoked).toContain(`was revoked on ${day("2026-06-01T12:00:00.000Z")}`);
    expect(revoked).toContain(`Revoked on ${day("2026-06-01T12:00:00.000Z")}`);
  });

  it("guides the visitor when nothing is found, echoing what was entered", () => {
    const html = render(
      {
        ...base,
        ...{ status: "not_found", certificateNumber: null, businessName: null },
        ...{ businessAddress: null, issueDate: null, expiryDate: null },
      },
      "<b>typo</b>",
    );
    expect(html).toContain("Not found</span>");
    expect(html).toContain("&lt;b&gt;typo&lt;/b&gt;");
    expect(html).toContain('href="/contact"');
    expect(html).toContain('href="/directory"');
  });

  it("says the status, its explanation and the facts in French (issue 36)", () => {
    const revoked = render(
      { ...base, status: "revoked", revokedAt: "2026-06-01T12:00:00.000Z" },
      "2026-00042",
      true,
    );
    expect(revoked).toContain("Révoqué</span>");
    // Dates follow the page's language (the root's; English in this stub).
    expect(revoked).toContain(`Ce certificat a été révoqué le ${day("2026-06-01T12:00:00.000Z")}.`);
    expect(revoked).toContain(`Révoqué le ${day("2026-06-01T12:00:00.000Z")}`);
    expect(revoked).toContain("Nom de l’entreprise");
    expect(revoked).not.toMatch(/Business name|Expiry date|Revoked/);
  });
});
