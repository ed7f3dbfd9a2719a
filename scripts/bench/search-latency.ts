// The searches' own answer times, in-process against the benchmark's database,
// with the server stopped (the embedded database allows one process): the
// directory's page read model a near-me search runs (geocode, the page of
// results with its count, region options; decision 054, p95 under 30 ms) and
// the site search's page read model (ranked page of standards, FAQs, manual
// and blog with highlighted snippets; decision 061, p95 under 50 ms). Prints
// one JSON line: [{ name, runs, p50, p95, max, cpu }] in milliseconds.
import { sql } from "drizzle-orm";
import { closeDatabase, getDb } from "~/lib/db.server";
import { getDirectoryPage } from "~/modules/directory/index.server";
import { getSearchPage } from "~/modules/search/index.server";
import { benchSamples } from "./generate-programme.js";

const runs = Number(process.env.BENCH_SEARCH_RUNS ?? 200);
const directory = (query: Record<string, string>) => {
  const url = new URL(`http://bench.test/directory?${new URLSearchParams(query)}`);
  return () => getDirectoryPage(db, url);
};
const site = (q: string) => {
  const url = new URL(`http://bench.test/search?${new URLSearchParams({ q })}`);
  return () => getSearchPage(db, url, async () => null);
};

const db = getDb();
const searches: { name: string; run: () => Promise<unknown> }[] = [
  // The driver's own floor: one trivial query, timed the same way.
  { name: "select 1", run: () => db.execute(sql`select 1`) },
  {
    name: "near me: postal code + service",
    run: directory({ q: benchSamples.nearQuery, service: benchSamples.service }),
  },
  {
    name: "near me: ZIP code + service",
    run: directory({ q: benchSamples.nearZipQuery, service: benchSamples.service }),
  },
  { name: "near me: city", run: directory({ q: "Portland, OR" }) },
  { name: "words only", run: directory({ q: benchSamples.wordsQuery }) },
  {
    name: "words + region + service",
    run: directory({
      q: benchSamples.searchQuery,
      region: benchSamples.region,
      service: benchSamples.service,
    }),
  },
  ...benchSamples.siteSearches.map((q) => ({ name: `site search: ${q}`, run: site(q) })),
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(name: string, times: number[], cpu: NodeJS.CpuUsage) {
  times.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    name,
    runs: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(times[times.length - 1]!),
    // This process's CPU per run: all of it with PGlite (the database runs here), the client's share with PostgreSQL.
    cpu: round((cpu.user + cpu.system) / 1000 / times.length),
  };
}

const results = [];
for (const search of searches) {
  for (let i = 0; i < 20; i++) await search.run();
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await search.run();
    times.push(performance.now() - started);
  }
  results.push(summary(search.name, times, process.cpuUsage(cpuBefore)));
}
process.stdout.write(`${JSON.stringify(results)}\n`);
await closeDatabase();
