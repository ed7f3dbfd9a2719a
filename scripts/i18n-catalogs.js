#!/usr/bin/env node
// The message catalogs (issue 36, decision 086). Every message's English text
// sits beside the code (`defineMessages`, `<FormattedMessage>`,
// `formatMessage` with an id and a defaultMessage); this extracts them with
// FormatJS's own extractor into app/locales/en.json, the file translators
// work from. French (fr-CA.json) and Spanish (es-MX.json) hold the same ids.
//
//   node scripts/i18n-catalogs.js          rewrite app/locales/en.json
//   node scripts/i18n-catalogs.js --check  fail when en.json is not what the code says
//
// Parity of the three catalogs (same ids, same ICU arguments) is checked by
// app/locales/catalogs.test.ts.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const target = path.join(root, "app/locales/en.json");
const check = process.argv.includes("--check");
const dir = mkdtempSync(path.join(tmpdir(), "i18n-"));
const out = path.join(dir, "en.json");
try {
  execFileSync(
    path.join(root, "node_modules/.bin/formatjs"),
    [
      "extract",
      "app/**/*.{ts,tsx}",
      "--ignore",
      "app/**/*.test.*",
      "--ignore",
      "app/**/+types/**",
      "--format",
      "simple",
      "--throws",
      "--out-file",
      out,
    ],
    { cwd: root, stdio: ["ignore", "inherit", "inherit"] },
  );
  const extracted = JSON.parse(readFileSync(out, "utf8"));
  const sorted = Object.fromEntries(
    Object.keys(extracted)
      .sort()
      .map((id) => [id, extracted[id]]),
  );
  const text = `${JSON.stringify(sorted, null, 2)}\n`;
  if (check) {
    const current = readFileSync(target, "utf8");
    if (current !== text) {
      const before = JSON.parse(current);
      const added = Object.keys(sorted).filter((id) => before[id] !== sorted[id]);
      const removed = Object.keys(before).filter((id) => !(id in sorted));
      console.error(
        `app/locales/en.json is out of date with the code (changed or new: ${added.slice(0, 10).join(", ") || "none"}; ` +
          `gone: ${removed.slice(0, 10).join(", ") || "none"}). Run: node scripts/i18n-catalogs.js`,
      );
      process.exit(1);
    }
    console.log(
      `i18n: app/locales/en.json matches the code (${Object.keys(sorted).length} messages)`,
    );
  } else {
    writeFileSync(target, text);
    console.log(`i18n: wrote ${Object.keys(sorted).length} messages to app/locales/en.json`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
