// States, provinces and territories of the programme's three countries with
// their postal abbreviations (the names are the application form's, see
// regionsByCountry in the applications module; a unit test keeps them equal).
// Client-safe: no schema library, no data package.

export type CountryCode = "US" | "CA" | "MX";

export const countryNames: Record<CountryCode, "United States" | "Canada" | "Mexico"> = {
  US: "United States",
  CA: "Canada",
  MX: "Mexico",
};

export const countryCodeOf = (name: string): CountryCode | null =>
  name === "United States" ? "US" : name === "Canada" ? "CA" : name === "Mexico" ? "MX" : null;

/** [abbreviation, full name] per country. */
export const regionCodes: Record<CountryCode, readonly (readonly [string, string])[]> = {
  US: [
    ["AL", "Alabama"],
    ["AK", "Alaska"],
    ["AZ", "Arizona"],
    ["AR", "Arkansas"],
    ["CA", "California"],
    ["CO", "Colorado"],
    ["CT", "Connecticut"],
    ["DE", "Delaware"],
    ["DC", "District of Columbia"],
    ["FL", "Florida"],
    ["GA", "Georgia"],
    ["HI", "Hawaii"],
    ["ID", "Idaho"],
    ["IL", "Illinois"],
    ["IN", "Indiana"],
    ["IA", "Iowa"],
    ["KS", "Kansas"],
    ["KY", "Kentucky"],
    ["LA", "Louisiana"],
    ["ME", "Maine"],
    ["MD", "Maryland"],
    ["MA", "Massachusetts"],
    ["MI", "Michigan"],
    ["MN", "Minnesota"],
    ["MS", "Mississippi"],
    ["MO", "Missouri"],
    ["MT", "Montana"],
    ["NE", "Nebraska"],
    ["NV", "Nevada"],
    ["NH", "New Hampshire"],
    ["NJ", "New Jersey"],
    ["NM", "New Mexico"],
    ["NY", "New York"],
    ["NC", "North Carolina"],
    ["ND", "North Dakota"],
    ["OH", "Ohio"],
    ["OK", "Oklahoma"],
    ["OR", "Oregon"],
    ["PA", "Pennsylvania"],
    ["RI", "Rhode Island"],
    ["SC", "South Carolina"],
    ["SD", "South Dakota"],
    ["TN", "Tennessee"],
    ["TX", "Texas"],
    ["UT", "Utah"],
    ["VT", "Vermont"],
    ["VA", "Virginia"],
    ["WA", "Washington"],
    ["WV", "West Virginia"],
    ["WI", "Wisconsin"],
    ["WY", "Wyoming"],
  ],
  CA: [
    ["AB", "Alberta"],
    ["BC", "British Columbia"],
    ["MB", "Manitoba"],
    ["NB", "New Brunswick"],
    ["NL", "Newfoundland and Labrador"],
    ["NT", "Northwest Territories"],
    ["NS", "Nova Scotia"],
    ["NU", "Nunavut"],
    ["ON", "Ontario"],
    ["PE", "Prince Edward Island"],
    ["QC", "Quebec"],
    ["SK", "Saskatchewan"],
    ["YT", "Yukon"],
  ],
  MX: [
    ["AGS", "Aguascalientes"],
    ["BC", "Baja California"],
    ["BCS", "Baja California Sur"],
    ["CAMP", "Campeche"],
    ["CHIS", "Chiapas"],
    ["CHIH", "Chihuahua"],
    ["CDMX", "Ciudad de México"],
    ["COAH", "Coahuila"],
    ["COL", "Colima"],
    ["DGO", "Durango"],
    ["GTO", "Guanajuato"],
    ["GRO", "Guerrero"],
    ["HGO", "Hidalgo"],
    ["JAL", "Jalisco"],
    ["MEX", "México"],
    ["MICH", "Michoacán"],
    ["MOR", "Morelos"],
    ["NAY", "Nayarit"],
    ["NL", "Nuevo León"],
    ["OAX", "Oaxaca"],
    ["PUE", "Puebla"],
    ["QRO", "Querétaro"],
    ["QROO", "Quintana Roo"],
    ["SLP", "San Luis Potosí"],
    ["SIN", "Sinaloa"],
    ["SON", "Sonora"],
    ["TAB", "Tabasco"],
    ["TAMPS", "Tamaulipas"],
    ["TLAX", "Tlaxcala"],
    ["VER", "Veracruz"],
    ["YUC", "Yucatán"],
    ["ZAC", "Zacatecas"],
  ],
};

/** Lower case, accents removed, runs of space and punctuation as one space. */
export function foldText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export type RegionRef = { country: CountryCode; code: string; name: string };

const byFolded = new Map<string, RegionRef[]>();
for (const country of Object.keys(regionCodes) as CountryCode[]) {
  for (const [code, name] of regionCodes[country]) {
    for (const key of [foldText(code), foldText(name)]) {
      byFolded.set(key, [...(byFolded.get(key) ?? []), { country, code, name }]);
    }
  }
}
// Common other spellings.
for (const [alias, country, code] of [
  ["mexico city", "MX", "CDMX"],
  ["distrito federal", "MX", "CDMX"],
  ["df", "MX", "CDMX"],
  ["estado de mexico", "MX", "MEX"],
  ["edomex", "MX", "MEX"],
  ["quebec city", "CA", "QC"],
  ["pq", "CA", "QC"],
  ["nfld", "CA", "NL"],
  ["washington dc", "US", "DC"],
] as const) {
  const ref = regionCodes[country].find(([c]) => c === code)!;
  byFolded.set(alias, [...(byFolded.get(alias) ?? []), { country, code, name: ref[1] }]);
}

/** The regions an abbreviation or name may mean ("BC" is British Columbia and Baja California). */
export function findRegions(value: string): RegionRef[] {
  const folded = foldText(value);
  // Dotted abbreviations as written in Mexico ("N.L.", "Q. Roo", "B.C.S.", "Edo. Méx."): the letters together.
  return byFolded.get(folded) ?? byFolded.get(folded.replace(/ /g, "")) ?? [];
}

/** A region by its full name (as stored in addresses). */
export function regionByName(name: string): RegionRef | null {
  for (const country of Object.keys(regionCodes) as CountryCode[]) {
    const found = regionCodes[country].find(([, n]) => n === name);
    if (found) return { country, code: found[0], name: found[1] };
  }
  return null;
}

/**
 * Mexican postal codes: the first two digits name the state (Correos de
 * México). Used to place a Mexican code at its state's capital.
 */
export const mexicoPostalPrefixes: readonly (readonly [number, number, string])[] = [
  [1, 16, "CDMX"],
  [20, 20, "AGS"],
  [21, 22, "BC"],
  [23, 23, "BCS"],
  [24, 24, "CAMP"],
  [25, 27, "COAH"],
  [28, 28, "COL"],
  [29, 30, "CHIS"],
  [31, 33, "CHIH"],
  [34, 35, "DGO"],
  [36, 38, "GTO"],
  [39, 41, "GRO"],
  [42, 43, "HGO"],
  [44, 49, "JAL"],
  [50, 57, "MEX"],
  [58, 61, "MICH"],
  [62, 62, "MOR"],
  [63, 63, "NAY"],
  [64, 67, "NL"],
  [68, 71, "OAX"],
  [72, 75, "PUE"],
  [76, 76, "QRO"],
  [77, 77, "QROO"],
  [78, 79, "SLP"],
  [80, 82, "SIN"],
  [83, 85, "SON"],
  [86, 86, "TAB"],
  [87, 89, "TAMPS"],
  [90, 90, "TLAX"],
  [91, 96, "VER"],
  [97, 97, "YUC"],
  [98, 99, "ZAC"],
];

/** The Mexican state code of a five-digit postal code, or null. */
export function mexicoStateOfPostalCode(code: string): string | null {
  if (!/^\d{5}$/.test(code)) return null;
  const prefix = Number(code.slice(0, 2));
  return mexicoPostalPrefixes.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}
