import { describe, expect, it } from "vitest";
import { createIntl } from "@formatjs/intl";
import esMX from "~/locales/es-MX.json";
import frCA from "~/locales/fr-CA.json";
import { describeServiceArea, formatDistance, type ServiceAreaSummary } from "~/modules/places";
import {
  accreditationHeadlineText,
  distanceText,
  serviceAreaWords,
  serviceName,
} from "./directory-messages";

const english = createIntl({ locale: "en-US", defaultLocale: "en-US", messages: {} });
const french = createIntl({ locale: "fr-CA", defaultLocale: "en-US", messages: frCA });
const spanish = createIntl({ locale: "es-MX", defaultLocale: "en-US", messages: esMX });

const area = (over: Partial<ServiceAreaSummary>): ServiceAreaSummary => ({
  baseLabel: "Ottawa, ON",
  radius: 40,
  radiusUnit: "km",
  hasBase: true,
  regions: [],
  postalPrefixes: [],
  ...over,
});

describe("the directory's words in the reader's language (issue 36)", () => {
  it("writes a service area and a distance in English exactly as the places module does", () => {
    const areas = [
      area({}),
      area({ radius: 12.5, radiusUnit: "mi", regions: ["Quebec"], postalPrefixes: ["K2"] }),
      area({ regions: ["Ontario", "Quebec", "Vermont"], postalPrefixes: ["K2", "K4", "J8"] }),
      area({ hasBase: false, radius: 0, regions: ["Ontario", "Quebec"] }),
      area({ baseLabel: "", radius: 1250 }),
      area({ hasBase: false, radius: 0 }),
    ];
    for (const a of areas) expect(serviceAreaWords(english, a)).toBe(describeServiceArea(a));
    expect(serviceAreaWords(english, null)).toBe("");
    for (const km of [0.4, 1, 3.27, 9.96, 12.4, 146.2, 2473]) {
      for (const unit of ["km", "mi"] as const) {
        expect(distanceText(english, km, unit)).toBe(formatDistance(km, unit));
      }
    }
  });

  it("writes them in French and Spanish", () => {
    const served = area({
      radius: 2.5,
      regions: ["Ontario", "Quebec"],
      postalPrefixes: ["K2", "K4"],
    });
    expect(serviceAreaWords(french, served)).toBe(
      "Dans un rayon de 2,5 km – point de départ\u00a0: Ottawa, ON\u00a0; Ontario et Quebec au complet\u00a0; codes postaux commençant par K2 ou K4",
    );
    expect(serviceAreaWords(spanish, served)).toBe(
      "En un radio de 2.5 km de Ottawa, ON; todo Ontario y Quebec; códigos postales que empiezan con K2 o K4",
    );
    expect(distanceText(french, 3.27, "km")).toBe("à 3,3 km");
    expect(distanceText(spanish, 0.5, "km")).toBe("a menos de 1 km");
    expect(serviceName(french, "Bat exclusion")).toBe("Exclusion des chauves-souris");
    expect(serviceName(spanish, "Bat exclusion")).toBe("Exclusión de murciélagos");
    expect(serviceName(french, "Something new")).toBe("Something new");
    const day = (iso: string) => iso;
    expect(
      accreditationHeadlineText(french, { kind: "suspended", suspendedOn: "2026-11-03" }, day),
    ).toBe("Suspendue le 2026-11-03");
    expect(
      accreditationHeadlineText(english, { kind: "lapsed", expiredOn: "2026-11-03" }, day),
    ).toBe("Lapsed: expired on 2026-11-03");
  });
});
