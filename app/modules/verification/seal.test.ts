import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { certificateAccreditation, type CertificateFacts } from "~/domain/accreditation-state";
import { sealPath, sealSnippet, sealViewOf, SEAL_HEIGHT, SEAL_WIDTH } from "~/modules/certificates";
import { renderSealPng } from "./seal-png.server";
import { renderSealSvg } from "./seal-svg";
import "~/lib/i18n/catalogs.server";

/** A certificate that expires at 03:30 UTC on June 1, 2027: still May 31 in Toronto. */
const facts: CertificateFacts = {
  id: "c1",
  certificateNumber: "2026-00042",
  status: "active",
  issuedOn: "2026-05-31",
  expiresAt: "2027-06-01T03:30:00.000Z",
  expiresOn: "2027-05-31",
};
const clock = (iso: string) => ({ now: new Date(iso), today: iso.slice(0, 10) });
const business = {
  businessName: 'Maple & Sons <Humane> Wildlife "Co."',
  certificateNumber: "2026-00042",
};

function stateAt(overrides: Partial<CertificateFacts>, now = "2026-11-20T12:00:00.000Z") {
  return certificateAccreditation({ ...facts, ...overrides }, clock(now));
}

const workDir = mkdtempSync(path.join(tmpdir(), "seal-"));
function xmllintOk(svg: string): void {
  const file = path.join(workDir, `seal-${Math.random()}.svg`);
  writeFileSync(file, svg);
  // Throws (non-zero exit) on a document that is not well-formed.
  execFileSync("xmllint", ["--noout", file], { stdio: "pipe" });
}

describe("the seal's states (from the accreditation state, decision 050)", () => {
  it("shows 'Accredited until' the expiry day in the programme's time zone", () => {
    const view = sealViewOf(stateAt({}), business);
    expect(view).toMatchObject({
      kind: "accredited",
      headline: "Accredited",
      detail: "until May 31, 2027",
    });
    expect(view.label).toBe("Accredited until May 31, 2027");
    // Renewal due is still in force.
    const dueSoon = sealViewOf(stateAt({}, "2027-05-20T12:00:00.000Z"), business);
    expect(dueSoon.label).toBe("Accredited until May 31, 2027");
  });

  it("shows 'Expired' once the expiry instant has passed, even while still marked active", () => {
    const view = sealViewOf(stateAt({}, "2027-06-01T04:00:00.000Z"), business);
    expect(view).toMatchObject({
      kind: "expired",
      headline: "Expired",
      label: "Expired on May 31, 2027",
    });
    const lapsed = sealViewOf(stateAt({ status: "expired" }, "2028-01-01T12:00:00.000Z"), business);
    expect(lapsed.kind).toBe("expired");
  });

  it("shows 'Revoked' with the day, whatever the expiry", () => {
    const view = sealViewOf(stateAt({ status: "revoked", revokedOn: "2026-11-02" }), business);
    expect(view).toMatchObject({
      kind: "revoked",
      headline: "Revoked",
      label: "Revoked on Nov 2, 2026",
    });
  });
});

describe("the seal of a suspended certificate (decision 056)", () => {
  it("shows 'Suspended since' the day, whatever the expiry, and draws it in words", () => {
    const view = sealViewOf(stateAt({ status: "suspended", suspendedOn: "2026-11-10" }), business);
    expect(view).toMatchObject({
      kind: "suspended",
      headline: "Suspended",
      label: "Suspended since Nov 10, 2026",
    });
    const svg = renderSealSvg(view);
    xmllintOk(svg);
    expect(svg).toContain("Suspended");
    expect(svg).not.toContain("Accredited");
  });
});

describe("renderSealSvg", () => {
  const views = [
    sealViewOf(stateAt({}), business),
    sealViewOf(stateAt({}, "2027-06-02T00:00:00.000Z"), business),
    sealViewOf(stateAt({ status: "revoked", revokedOn: "2026-11-02" }), business),
  ];

  it("is a well-formed SVG document (xmllint) for every state, with the state in words", () => {
    for (const view of views) {
      const svg = renderSealSvg(view);
      xmllintOk(svg);
      expect(svg).toContain(
        `<title id="seal-title">Humane Accreditation Portal: ${view.label}</title>`,
      );
      expect(svg).toContain(`>${view.headline}</text>`);
      expect(svg).toContain(`>${view.detail}</text>`);
      expect(svg).toContain(`width="${SEAL_WIDTH}" height="${SEAL_HEIGHT}"`);
    }
  });

  it("is safe to embed: no script, no event handler, no external reference; role img with a title", () => {
    for (const view of views) {
      const svg = renderSealSvg(view);
      expect(svg).not.toMatch(
        /<script|<foreignObject|<image|<use|<a[\s>]|<style|href=|url\(|@import|\son[a-z]+=/i,
      );
      expect(svg).toMatch(/<svg [^>]*role="img"[^>]*aria-labelledby="seal-title seal-desc"/);
      // The only URI in the document is the SVG namespace.
      expect(svg.match(/https?:\/\/[^"\s]+/g)).toEqual(["http://www.w3.org/2000/svg"]);
    }
  });

  it("escapes the business name and cuts a long one", () => {
    const svg = renderSealSvg(views[0]!);
    expect(svg).toContain("Maple &amp; Sons &lt;Humane&gt; Wildlife &quot;Co.&quot;");
    const long = renderSealSvg({ ...views[0]!, businessName: "A".repeat(80) });
    expect(long).toContain(`>${"A".repeat(33)}…</text>`);
    xmllintOk(long);
  });

  it("differs by state (colour and emblem repeat the words)", () => {
    const [a, e, r] = views.map((seal) => renderSealSvg(seal));
    expect(a).toContain("#1d5c3a");
    expect(e).toContain("#4b5563");
    expect(r).toContain("#b42318");
  });
});

describe("renderSealPng", () => {
  it("draws the SVG at twice its size with the bundled font, the same bytes each time", () => {
    const svg = renderSealSvg(sealViewOf(stateAt({}), business));
    const png = renderSealPng(svg);
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.readUInt32BE(16)).toBe(SEAL_WIDTH * 2);
    expect(png.readUInt32BE(20)).toBe(SEAL_HEIGHT * 2);
    expect(renderSealPng(svg).equals(png)).toBe(true);
    const revoked = renderSealPng(
      renderSealSvg(sealViewOf(stateAt({ status: "revoked", revokedOn: "2026-11-02" }), business)),
    );
    expect(revoked.equals(png)).toBe(false);
  });

  it("draws text: a seal whose words differ gives a different picture", () => {
    const view = sealViewOf(stateAt({}), business);
    const a = renderSealPng(renderSealSvg(view));
    const b = renderSealPng(renderSealSvg({ ...view, businessName: "Other Humane Co." }));
    expect(a.equals(b)).toBe(false);
  });
});

describe("sealSnippet and sealPath", () => {
  it("links the SVG seal (PNG fallback) to the verification page, with nothing to run", () => {
    const snippet = sealSnippet({
      baseUrl: "https://portal.example/",
      verificationCode: "abc_DEF-123",
      verificationUrl: "https://portal.example/verify/abc_DEF-123",
      businessName: "Maple & Sons",
    });
    expect(snippet).toContain('<a href="https://portal.example/verify/abc_DEF-123"');
    expect(snippet).toContain(
      'srcset="https://portal.example/seal/abc_DEF-123.svg" type="image/svg+xml"',
    );
    expect(snippet).toContain('<img src="https://portal.example/seal/abc_DEF-123.png"');
    expect(snippet).toContain("Maple &amp; Sons");
    expect(snippet).not.toMatch(/<script|\son[a-z]+=/i);
    expect(sealPath("a/b", "svg")).toBe("/seal/a%2Fb.svg");
  });
});

describe("the seal in French and Spanish (issue 36)", () => {
  it("says the state, the date, the programme and the certificate in the language asked for", () => {
    const fr = sealViewOf(stateAt({}), business, "fr-CA");
    expect(fr).toMatchObject({ headline: "Accréditée", detail: "jusqu’au 31 mai 2027" });
    const es = sealViewOf(
      stateAt({ status: "revoked", revokedOn: "2026-11-02" }),
      business,
      "es-MX",
    );
    expect(es.label).toBe("Revocada el 2 nov 2026");
    const svg = renderSealSvg(fr, "fr-CA");
    xmllintOk(svg);
    expect(svg).toContain('xml:lang="fr"');
    expect(svg).toContain("PORTAIL D’ACCRÉDITATION HUMANITAIRE");
    expect(svg).toContain("Certificat 2026-00042");
    expect(svg).toContain("Maple &amp; Sons &lt;Humane&gt; Wildlife");
    const spanish = renderSealSvg(es, "es-MX");
    expect(spanish).toContain("Certificado 2026-00042");
    expect(spanish).toContain('xml:lang="es"');
  });
});
