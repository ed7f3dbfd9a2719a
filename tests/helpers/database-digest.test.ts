import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REFERENCE_TABLES } from "./database-digest";

/** Every source file under app/ (tests excluded). */
function sources(dir = "app"): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the refusal digest's reference tables", () => {
  it("are written by their loader alone, so leaving them out of the digest hides no write", () => {
    const writers: Record<string, string[]> = {};
    for (const table of REFERENCE_TABLES) {
      const write = new RegExp(
        `(insert\\s+into|update|delete\\s+from|truncate)\\s+"?${table}"?\\b|\\.(insert|update|delete)\\(\\s*${table}\\b`,
        "i",
      );
      writers[table] = sources().filter((file) => write.test(fs.readFileSync(file, "utf8")));
    }
    expect(writers).toEqual({ places: ["app/modules/places/load-places.server.ts"] });
  });
});
