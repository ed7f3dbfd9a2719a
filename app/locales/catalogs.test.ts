import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import esMX from "./es-MX.json";
import frCA from "./fr-CA.json";

/** The catalogs' completeness (issue 36): same ids, same ICU arguments, valid messages. */
const translations: [string, Record<string, string>][] = [
  ["fr-CA", frCA],
  ["es-MX", esMX],
];
const english = en as Record<string, string>;

/** Argument names (with their type) of an ICU message, plural and select branches included. */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        out.add(`${element.value}`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        out.add(`${element.value}:${TYPE[element.type]}`);
        break;
      case TYPE.plural:
      case TYPE.select:
        out.add(`${element.value}:${TYPE[element.type]}`);
        for (const option of Object.values(element.options)) argumentsOf(option.value, out);
        break;
      case TYPE.tag:
        out.add(`<${element.value}>`);
        argumentsOf(element.children, out);
        break;
      default:
        break;
    }
  }
  return out;
}

const sorted = (set: Set<string>) => [...set].sort();

describe("message catalogs", () => {
  it("English has messages and each parses as ICU MessageFormat", () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    for (const [id, text] of Object.entries(english)) {
      expect(() => parse(text), id).not.toThrow();
    }
  });

  it.each(translations)("%s has exactly the English ids", (_locale, catalog) => {
    const missing = Object.keys(english).filter((id) => !(id in catalog));
    const unknown = Object.keys(catalog).filter((id) => !(id in english));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });

  it.each(translations)(
    "%s uses the same arguments as English in every message",
    (_locale, catalog) => {
      const differing: string[] = [];
      for (const [id, text] of Object.entries(catalog)) {
        const source = english[id];
        if (source === undefined) continue;
        const theirs = sorted(argumentsOf(parse(text)));
        const ours = sorted(argumentsOf(parse(source)));
        if (JSON.stringify(theirs) !== JSON.stringify(ours)) {
          differing.push(`${id}: ${ours.join(",")} ≠ ${theirs.join(",")}`);
        }
      }
      expect(differing).toEqual([]);
    },
  );

  it.each(translations)("%s translates (no message left empty)", (_locale, catalog) => {
    const empty = Object.entries(catalog)
      .filter(([, text]) => text.trim() === "")
      .map(([id]) => id);
    expect(empty).toEqual([]);
  });
});
