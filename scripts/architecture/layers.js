// The layers of app/ (docs/architecture.md), lowest first. One definition for
// the lint rule (eslint.config.js) and the counting script (report.ts).
//
// A file may import its own layer and the layers below it, never one above.
// `domain` is pure shared code (status values, state tables, value types):
// no I/O, no React, importable by the database schema and by the browser.

/** @type {{ name: string, pattern: string[], description: string }[]} */
export const layers = [
  {
    name: "domain",
    pattern: ["app/domain/**"],
    description: "pure shared code: status values, state tables, value types",
  },
  {
    name: "db",
    pattern: ["app/db/**"],
    description: "the Drizzle schema, one file per feature behind app/db/schema.ts",
  },
  {
    name: "lib",
    pattern: ["app/lib/**"],
    description: "cross-cutting helpers: database client, env, errors, forms, formatting",
  },
  {
    name: "components",
    pattern: ["app/components/**"],
    description: "shared UI with no feature knowledge",
  },
  {
    name: "modules",
    pattern: ["app/modules/*/**"],
    description: "features: services, rules, read models and their UI",
  },
  {
    name: "routes",
    pattern: ["app/routes/**", "app/server/**", "app/*.{ts,tsx}"],
    description: "route modules, the root document and start-up wiring",
  },
];

/** The files of a module that other modules (and routes) may import. */
export const moduleSurfaces = ["index.ts", "index.server.ts"];

/** Largest route module, in lines. */
export const maxRouteLines = 250;
