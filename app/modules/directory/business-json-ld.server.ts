import { siteName } from "~/lib/site-config";
import { describeServiceArea } from "~/modules/places";
import type { DirectoryBusiness } from "./get-directory-business.server";

const countryCodes: Record<string, string> = { "United States": "US", Canada: "CA", Mexico: "MX" };

/**
 * schema.org LocalBusiness for a business page (decision 054): contact,
 * address, where it works (`areaServed`: a GeoCircle around its base, whole
 * states/provinces, postal prefixes in words) and its accreditation as
 * `hasCredential`, with the public verification link. Serialised for a
 * `<script type="application/ld+json">`: `<` escaped so no text closes it.
 */
export function businessJsonLd(business: DirectoryBusiness, baseUrl: string): string {
  const pageUrl = `${baseUrl}/directory/${business.id}`;
  const areaServed: Record<string, unknown>[] = [];
  const area = business.area;
  if (area && business.base && area.radius > 0) {
    const km = area.radiusUnit === "mi" ? area.radius * 1.609344 : area.radius;
    areaServed.push({
      "@type": "GeoCircle",
      geoMidpoint: {
        "@type": "GeoCoordinates",
        latitude: business.base.lat,
        longitude: business.base.lon,
      },
      geoRadius: Math.round(km * 1000),
    });
  }
  for (const region of area?.regions ?? []) {
    areaServed.push({ "@type": "AdministrativeArea", name: region });
  }
  if (area && area.postalPrefixes.length > 0) {
    areaServed.push({
      "@type": "Place",
      name: `Postal codes starting ${area.postalPrefixes.join(", ")}`,
    });
  }
  const accreditation = business.accreditation;
  const credential =
    accreditation.kind === "accredited" || accreditation.kind === "expiring-soon"
      ? {
          "@type": "EducationalOccupationalCredential",
          name: "Certificate of Accreditation for humane wildlife control",
          credentialCategory: "certificate",
          identifier: business.certificateNumber,
          dateCreated: business.certifiedSince.slice(0, 10),
          expires: business.validUntil,
          ...(business.standardsVersion ? { version: business.standardsVersion } : {}),
          recognizedBy: { "@type": "Organization", name: siteName, url: baseUrl },
          url: `${baseUrl}/verify/${encodeURIComponent(business.certificateNumber)}`,
        }
      : undefined;
  const data = {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": pageUrl,
    url: pageUrl,
    name: business.businessName,
    ...(business.description ? { description: business.description } : {}),
    email: business.contactEmail,
    telephone: business.contactPhone,
    address: {
      "@type": "PostalAddress",
      streetAddress: business.street,
      addressLocality: business.city,
      addressRegion: business.region,
      postalCode: business.postalCode,
      addressCountry: countryCodes[business.country] ?? business.country,
    },
    ...(business.base
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: business.base.lat,
            longitude: business.base.lon,
          },
        }
      : {}),
    areaServed: areaServed.length > 0 ? areaServed : describeServiceArea(area) || undefined,
    knowsAbout: business.services,
    ...(credential ? { hasCredential: credential } : {}),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
