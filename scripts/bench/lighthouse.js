// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on the
// pages most people see, with Debian's Chromium. Part of `npm run bench`.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { FULL_CHROMIUM } from "../chromium-path.js";

// Lighthouse needs the full browser (the headless shell has no DevTools front end it drives).
const chromePath = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;

/**
 * Runs `runsPerUrl` performance audits per URL; returns one row per URL with
 * the median score (0–100), every run's score, and the median run's metrics.
 */
export async function lighthouseScores(urls, runsPerUrl = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const rows = [];
    for (const url of urls) {
      // Lighthouse varies from run to run: report the run with the median score.
      const runs = [];
      for (let i = 0; i < runsPerUrl; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: ["performance"],
          output: "json",
          logLevel: "error",
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const { lhr } = result;
        const metric = (id) => lhr.audits[id]?.numericValue;
        runs.push({
          url,
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcp: metric("first-contentful-paint"),
          lcp: metric("largest-contentful-paint"),
          tbt: metric("total-blocking-time"),
          cls: metric("cumulative-layout-shift"),
          runtimeError: lhr.runtimeError?.message,
        });
      }
      runs.sort((a, b) => a.score - b.score);
      rows.push({ ...runs[Math.floor(runs.length / 2)], scores: runs.map((r) => r.score) });
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}
