import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { formatCertificateDate } from "~/modules/certificates/certificate-rules";
import type { DirectoryList } from "~/modules/directory/list-directory-businesses.server";
import type { ServiceAreaSummary } from "~/modules/places";
import { VerificationStatusPanel } from "~/modules/verification/ui/verification-status-panel";
import type { VerificationResult } from "~/modules/verification/verification-result";
import Directory from "./directory";
import DirectoryBusiness from "./directory-business";

const area: ServiceAreaSummary = {
  ...{ baseLabel: "Toronto, ON", radius: 40, radiusUnit: "km" },
  hasBase: true,
  regions: [],
  postalPrefixes: [],
};
const day = (iso: string) => formatCertificateDate(new Date(iso));

const card = (i: number) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  businessName: `Business ${i}`,
  city: "Toronto",
  region: "Ontario",
  country: "Canada",
  services: ["Bat exclusion", "Rodent proofing and sealing"],
  certifiedSince: "2026-01-15T09:00:00.000Z",
  validUntil: "2027-01-15",
  standardsVersion: "1.1",
  area,
  distanceKm: null,
  serves: null,
});

function renderDirectory(
  list: Partial<DirectoryList>,
  filter = { q: "", region: "", service: "", page: 1 },
) {
  const loaderData = {
    filter,
    search: {
      place: null,
      words: filter.q,
      fuzzy: false,
      message: null,
      suggestions: [],
      alternative: null,
    },
    list: {
      rows: [],
      total: 0,
      page: 1,
      pageCount: 1,
      pageSize: 12,
      regions: [],
      ...list,
    },
  };
  const Stub = createRoutesStub([
    { id: "directory", path: "/directory", Component: Directory as never, loader: () => null },
  ]);
  return renderToStaticMarkup(
    <Stub
      initialEntries={["/directory"]}
      hydrationData={{ loaderData: { directory: loaderData } }}
    />,
  );
}

describe("directory page", () => {
  it("shows the empty state before any business is certified", () => {
    const html = renderDirectory({});
    expect(html).toContain("No businesses are listed yet.");
    expect(html).toContain('href="/process"');
    expect(html).not.toContain("Clear filters");
  });

  it("shows the no-match state with a way back when filters are set", () => {
    const html = renderDirectory({}, { q: "zzz", region: "", service: "", page: 1 });
    expect(html).toContain("No certified business matches your search.");
    expect(html).toContain("Clear filters");
  });

  it("renders cards with location, services, certified since and links; pages keep the filters", () => {
    const rows = Array.from({ length: 12 }, (_, i) => card(i + 13));
    const html = renderDirectory(
      {
        rows,
        total: 30,
        page: 2,
        pageCount: 3,
        regions: [
          { region: "Ontario", country: "Canada" },
          { region: "Vermont", country: "United States" },
        ],
      },
      { q: "bus", region: "Ontario", service: "Bat exclusion", page: 2 },
    );
    expect(html).toContain("Showing 13–24 of 30 certified businesses matching “bus”.");
    expect(html).toContain(`href="/directory/${rows[0]!.id}"`);
    expect(html).toContain("Toronto, Ontario, Canada");
    expect(html).toContain("Bat exclusion, Rodent proofing and sealing");
    expect(html).toContain(
      `Certified since <time dateTime="2026-01-15T09:00:00.000Z">${day("2026-01-15T09:00:00.000Z")}</time>`,
    );
    expect(html).toContain('Accredited until <time dateTime="2027-01-15">Jan 15, 2027</time>');
    expect(html).toContain("Standards version 1.1");
    expect(html).toContain("Within 40 km of Toronto, ON");
    expect(html).toContain(
      '<optgroup label="Canada"><option value="Ontario" selected="">Ontario</option></optgroup>',
    );
    expect(html).toContain("Page 2 of 3");
    expect(html).toContain('href="/directory?q=bus&amp;region=Ontario&amp;service=Bat+exclusion"');
    expect(html).toContain(
      'href="/directory?q=bus&amp;region=Ontario&amp;service=Bat+exclusion&amp;page=3"',
    );
  });
});

describe("business details page", () => {
  it("shows address, contact, services, certified since and the verification link", () => {
    const business = {
      id: card(1).id,
      businessName: "Maple Humane Wildlife",
      street: "12 Maple Street",
      city: "Toronto",
      region: "Ontario",
      postalCode: "M5V 2T6",
      country: "Canada",
      contactName: "Dana Reyes",
      contactEmail: "dana@example.test",
      contactPhone: "+1 (555) 123-4567",
      services: ["Bat exclusion"],
      serviceArea: "Greater Toronto Area",
      certifiedSince: "2026-01-15T09:00:00.000Z",
      validUntil: "2027-01-15",
      standardsVersion: null,
      certificateNumber: "2026-00042",
      description: "",
      area: {
        ...card(1).area,
        radius: 25,
        radiusUnit: "mi",
        regions: ["Quebec"],
        postalPrefixes: ["K1"],
      },
      base: { lat: 43.7, lon: -79.4 },
      map: null,
      accreditation: {
        kind: "accredited" as const,
        validUntil: "2027-01-15",
        daysLeft: 200,
        standardsVersion: null,
        certificate: {
          id: card(1).id,
          certificateNumber: "2026-00042",
          status: "active" as const,
          issuedOn: "2026-01-15",
          expiresAt: "2027-01-15T09:00:00.000Z",
          expiresOn: "2027-01-15",
        },
      },
      updatedAt: "2026-01-15T09:00:00.000Z",
    };
    const Stub = createRoutesStub([
      {
        id: "business",
        path: "/directory/:id",
        Component: DirectoryBusiness as never,
        loader: () => null,
      },
    ]);
    // In English, as the root layout's IntlProvider renders it (the accreditation badge's words).
    const html = renderToStaticMarkup(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <Stub
          initialEntries={[`/directory/${business.id}`]}
          hydrationData={{ loaderData: { business: { business } } }}
        />
      </IntlProvider>,
    );
    expect(html).toMatch(/<h1[^>]*>Maple Humane Wildlife<\/h1>/);
    expect(html).toContain("Toronto, Ontario, M5V 2T6");
    expect(html).toContain('href="mailto:dana@example.test"');
    expect(html).toContain('href="tel:+15551234567"');
    expect(html).toContain("Within 25 mi of Toronto, ON; all of Quebec; postal codes starting K1");
    expect(html).toContain("Accredited until Jan 15, 2027");
    expect(html).toContain("<li>Bat exclusion</li>");
    expect(html).toContain(`>${day("2026-01-15T09:00:00.000Z")}</time>`);
    expect(html).toContain('href="/verify/2026-00042"');
  });
});

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
  const render = (result: VerificationResult, query = "2026-00042") => {
    const Stub = createRoutesStub([
      {
        path: "/verify/:id",
        Component: () => <VerificationStatusPanel result={result} query={query} />,
      },
    ]);
    return renderToStaticMarkup(<Stub initialEntries={["/verify/x"]} />);
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
});
