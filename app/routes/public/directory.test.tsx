import type { ReactElement } from "react";
import { renderToStaticMarkup as renderMarkup } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import frCA from "~/locales/fr-CA.json";
import { formatCertificateDate } from "~/modules/certificates/certificate-rules";
import type { DirectoryList } from "~/modules/directory/list-directory-businesses.server";
import type { ServiceAreaSummary } from "~/modules/places";
import Directory from "./directory";
import DirectoryBusiness from "./directory-business";

/** Pages render inside the root's IntlProvider (English: the defaults, or French). */
function renderToStaticMarkup(page: ReactElement, french = false) {
  return renderMarkup(
    <IntlProvider
      locale={french ? "fr-CA" : "en-US"}
      defaultLocale="en-US"
      messages={french ? frCA : {}}
    >
      {page}
    </IntlProvider>,
  );
}

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
  french = false,
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
  // The root's data says the page's language (the /fr address in French).
  const path = french ? "/fr/directory" : "/directory";
  const page = { id: "directory", path, Component: Directory as never, loader: () => null };
  const Stub = createRoutesStub([
    { id: "root", loader: () => null, Component: Outlet, children: [page] },
  ]);
  const root = { locale: french ? "fr-CA" : "en" };
  return renderToStaticMarkup(
    <Stub
      initialEntries={[path]}
      hydrationData={{ loaderData: { root, directory: loaderData } }}
    />,
    french,
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

describe("directory page in French (issue 36)", () => {
  it("says everything in French and keeps the reader on /fr", () => {
    const rows = Array.from({ length: 12 }, (_, i) => card(i + 13));
    const list = { rows, total: 30, page: 2, pageCount: 3 };
    const regions = [{ region: "Vermont", country: "United States" }];
    const filter = { q: "bus", region: "", service: "", page: 2 };
    const html = renderDirectory({ ...list, regions }, filter, true);
    expect(html).toContain(
      "Affichage de 13 à 24 sur 30 entreprises certifiées correspondant à «\u00a0bus\u00a0».",
    );
    expect(html).toContain(`href="/fr/directory/${rows[0]!.id}"`);
    expect(html).toContain("Exclusion des chauves-souris, Étanchéisation contre les rongeurs");
    expect(html).toContain("Accréditée jusqu’au <time");
    expect(html).toContain("Dans un rayon de 40 km");
    expect(html).toContain('<optgroup label="États-Unis">');
    expect(html).toContain("Page 2 sur 3");
    expect(html).toContain('href="/fr/directory?q=bus&amp;page=3"');
    expect(html).toContain('action="/fr/directory"');
    expect(html).not.toMatch(/Showing|Certified since|Next page|Search the directory/);
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
