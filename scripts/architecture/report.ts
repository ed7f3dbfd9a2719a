// Counts what the architecture forbids in app/ (tests excluded):
//   upward imports (a layer importing one above it, scripts/architecture/layers.js),
//   imports that reach past another module's public surface (index.ts / index.server.ts),
//   import cycles (runtime imports; type-only imports aside),
//   module cycles (modules that reach themselves through others, by value or type import),
//   route modules over the line limit.
//
//   npx tsx scripts/architecture/report.ts               counts, then every finding
//   npx tsx scripts/architecture/report.ts --summary     counts only
//   npx tsx scripts/architecture/report.ts --json        machine-readable
//   npx tsx scripts/architecture/report.ts --check       `npm run lint`: fails on a file or module cycle or a stale docs graph
//   npx tsx scripts/architecture/report.ts --write-docs  draws the module graph in docs/architecture.md
//
// It uses TypeScript's own parser and module resolution (tsconfig paths), so it
// sees the imports the compiler sees.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { layers, maxRouteLines, moduleSurfaces } from "./layers.js";

const root = path.resolve(import.meta.dirname, "../..");
const appDir = path.join(root, "app");

/** One import of an app file by another (paths relative to the repository). */
export type Edge = { from: string; to: string; typeOnly: boolean; line: number };

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

function globToRegExp(glob: string): RegExp {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === "*" && glob[i + 1] === "*") {
      re += ".*";
      i++;
    } else if (c === "*") re += "[^/]*";
    else if (c === "{") re += "(?:";
    else if (c === "}") re += ")";
    else if (c === "," && re.lastIndexOf("(?:") > re.lastIndexOf(")")) re += "|";
    else re += c.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}

const layerMatchers = layers.map((l, rank) => ({
  name: l.name,
  rank,
  patterns: l.pattern.map(globToRegExp),
}));

export function layerOf(rel: string): { name: string; rank: number } | undefined {
  return layerMatchers.find((l) => l.patterns.some((p) => p.test(rel)));
}

export function moduleOf(rel: string): string | undefined {
  return /^app\/modules\/([^/]+)\//.exec(rel)?.[1];
}

function isSurface(rel: string): boolean {
  const m = /^app\/modules\/[^/]+\/(.+)$/.exec(rel);
  return !!m && moduleSurfaces.includes(m[1]!);
}

const configPath = path.join(root, "tsconfig.json");
const config = ts.parseJsonConfigFileContent(
  ts.readConfigFile(configPath, ts.sys.readFile).config,
  ts.sys,
  root,
);
const resolutionHost: ts.ModuleResolutionHost = ts.sys;

function importsOf(file: string): Edge[] {
  const text = fs.readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edges: Edge[] = [];
  const add = (spec: string, typeOnly: boolean, node: ts.Node) => {
    const resolved = ts.resolveModuleName(spec, file, config.options, resolutionHost).resolvedModule
      ?.resolvedFileName;
    if (!resolved || resolved.includes("node_modules")) return;
    const to = path.relative(root, resolved);
    if (!to.startsWith("app/")) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    edges.push({ from: path.relative(root, file), to, typeOnly, line });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      let typeOnly = !!clause?.isTypeOnly;
      if (clause && !typeOnly && !clause.name && clause.namedBindings) {
        const nb = clause.namedBindings;
        if (ts.isNamedImports(nb) && nb.elements.length > 0) {
          typeOnly = nb.elements.every((e) => e.isTypeOnly);
        }
      }
      add(node.moduleSpecifier.text, typeOnly, node);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      let typeOnly = node.isTypeOnly;
      if (!typeOnly && node.exportClause && ts.isNamedExports(node.exportClause)) {
        const els = node.exportClause.elements;
        typeOnly = els.length > 0 && els.every((e) => e.isTypeOnly);
      }
      add(node.moduleSpecifier.text, typeOnly, node);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** Strongly connected components of more than one file (or a self-import). */
function cycles(files: string[], edges: Edge[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const f of files) graph.set(f, []);
  for (const e of edges) if (!e.typeOnly) graph.get(e.from)?.push(e.to);
  return stronglyConnected(graph);
}

/** Tarjan's strongly connected components of more than one node (or a node that reaches itself). */
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const strong = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(comp.sort());
    }
  };
  for (const f of graph.keys()) if (!indexOf.has(f)) strong(f);
  return out;
}

/**
 * The module graph: one edge per pair of modules, from the file imports
 * between them (value and type imports alike: a type import still means one
 * module knows the other's shape). Decision 082.
 */
export type ModuleEdge = { from: string; to: string; imports: Edge[] };

export function moduleGraph(edges: Edge[]): ModuleEdge[] {
  const byPair = new Map<string, ModuleEdge>();
  for (const e of edges) {
    const from = moduleOf(e.from);
    const to = moduleOf(e.to);
    if (!from || !to || from === to) continue;
    const key = `${from}→${to}`;
    const edge = byPair.get(key) ?? { from, to, imports: [] };
    edge.imports.push(e);
    byPair.set(key, edge);
  }
  return [...byPair.values()].sort((a, b) =>
    `${a.from}→${a.to}`.localeCompare(`${b.from}→${b.to}`),
  );
}

/** Module cycles: each ring of modules, with the module edges inside it. */
export function moduleCycles(graph: ModuleEdge[]): { modules: string[]; edges: ModuleEdge[] }[] {
  const adjacency = new Map<string, string[]>();
  for (const e of graph) {
    adjacency.set(e.from, [...(adjacency.get(e.from) ?? []), e.to]);
    if (!adjacency.has(e.to)) adjacency.set(e.to, []);
  }
  return stronglyConnected(adjacency).map((modules) => ({
    modules,
    edges: graph.filter((e) => modules.includes(e.from) && modules.includes(e.to)),
  }));
}

/** The module graph as a Mermaid flowchart (docs/architecture.md shows it). */
export function moduleGraphMermaid(graph: ModuleEdge[], modules: string[]): string {
  const lines = ["flowchart LR"];
  for (const m of modules) lines.push(`  ${m.replace(/-/g, "_")}[${m}]`);
  for (const e of graph)
    lines.push(`  ${e.from.replace(/-/g, "_")} --> ${e.to.replace(/-/g, "_")}`);
  return lines.join("\n");
}

export function report() {
  const files = walk(appDir).map((f) => path.relative(root, f));
  const edges = files.flatMap((f) => importsOf(path.join(root, f)));
  const upward: Edge[] = [];
  const pastSurface: Edge[] = [];
  const routesPastSurface: Edge[] = [];
  const unlayered = new Set<string>();
  for (const e of edges) {
    const from = layerOf(e.from);
    const to = layerOf(e.to);
    if (!from) unlayered.add(e.from);
    if (!to) unlayered.add(e.to);
    if (from && to && to.rank > from.rank) upward.push(e);
    const fromModule = moduleOf(e.from);
    const toModule = moduleOf(e.to);
    if (toModule && fromModule !== toModule && !isSurface(e.to)) {
      if (fromModule) pastSurface.push(e);
      else routesPastSurface.push(e);
    }
  }
  const longRoutes = files
    .filter((f) => f.startsWith("app/routes/"))
    .map((f) => ({
      file: f,
      lines: fs.readFileSync(path.join(root, f), "utf8").split("\n").length - 1,
    }))
    .filter((r) => r.lines > maxRouteLines)
    .sort((a, b) => b.lines - a.lines);
  const modules = fs
    .readdirSync(path.join(appDir, "modules"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const graph = moduleGraph(edges);
  return {
    files: files.length,
    imports: edges.length,
    modules,
    moduleGraph: graph,
    moduleCycles: moduleCycles(graph),
    upward,
    pastSurface,
    routesPastSurface,
    cycles: cycles(files, edges),
    longRoutes,
    unlayered: [...unlayered].sort(),
  };
}

/** What a developer reads when a module cycle stops the lint (decision 082). */
export function describeModuleCycles(found: ReturnType<typeof moduleCycles>): string {
  const fmt = (e: Edge) => `      ${e.from}:${e.line} → ${e.to}${e.typeOnly ? " (type only)" : ""}`;
  return [
    "Module cycles (modules that import each other, directly or in a ring):",
    ...found.flatMap((c) => [
      `  ${c.modules.join(" ↔ ")}`,
      ...c.edges.flatMap((e) => [`    ${e.from} → ${e.to}:`, ...e.imports.map(fmt)]),
    ]),
    "",
    "Break a cycle at the edge that points up (from the lower module to the higher):",
    "- move the piece both modules need down, into app/domain, app/lib or the lower module",
    "  (the fees come from app/domain/fees.ts and money from app/lib/format.ts, not from",
    "  the payments module; the timeline's DocumentDeletion type lives in applications);",
    "- or invert the dependency: the lower module exposes a hook (a function to call, a",
    "  registry or a callback) and the higher one calls it or registers with it (the blog",
    "  and the manual call the public page cache's publicContentChanged after their",
    "  commits; the cache imports neither).",
    "docs/architecture.md draws the module graph (decision 082).",
  ].join("\n");
}

const DOC = path.join(root, "docs/architecture.md");
const DOC_START =
  "<!-- module-graph:start (generated by `npx tsx scripts/architecture/report.ts --write-docs`) -->";
const DOC_END = "<!-- module-graph:end -->";

/** docs/architecture.md with its module graph drawn from the code. */
export function documentedArchitecture(
  r: Pick<ReturnType<typeof report>, "moduleGraph" | "modules">,
  text: string,
): string {
  const start = text.indexOf(DOC_START);
  const end = text.indexOf(DOC_END);
  if (start < 0 || end < start)
    throw new Error(`docs/architecture.md has no ${DOC_START} … ${DOC_END} block`);
  const block = [
    DOC_START,
    "",
    "```mermaid",
    moduleGraphMermaid(r.moduleGraph, r.modules),
    "```",
    "",
    DOC_END,
  ].join("\n");
  return text.slice(0, start) + block + text.slice(end + DOC_END.length);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("report.ts")) {
  const r = report();
  if (process.argv.includes("--write-docs")) {
    fs.writeFileSync(DOC, documentedArchitecture(r, fs.readFileSync(DOC, "utf8")));
    console.log("docs/architecture.md: module graph written");
  } else if (process.argv.includes("--check")) {
    // `npm run lint` (decision 082): a module cycle, or a module graph in the docs
    // that is not the code's, fails with what to do.
    let failed = false;
    if (r.cycles.length > 0) {
      // File cycles are checked here rather than by ESLint's import-x/no-cycle,
      // which walked the import graph again for every file (16 of lint's 40
      // CPU-seconds); the report builds it once (decision 082).
      console.error(
        [
          "Import cycles (files that import each other at run time, directly or in a ring):",
          ...r.cycles.map((c) => "  " + c.join(" ↔ ")),
          "Move what the files share into a file both import, or import a type with `import type`.",
        ].join("\n"),
      );
      failed = true;
    }
    if (r.moduleCycles.length > 0) {
      console.error(describeModuleCycles(r.moduleCycles));
      failed = true;
    }
    const text = fs.readFileSync(DOC, "utf8");
    if (documentedArchitecture(r, text) !== text) {
      console.error(
        "docs/architecture.md's module graph is not the code's: run `npx tsx scripts/architecture/report.ts --write-docs`.",
      );
      failed = true;
    }
    if (failed) process.exit(1);
  } else if (process.argv.includes("--json")) {
    console.log(JSON.stringify(r, null, 2));
  } else {
    const fmt = (e: Edge) => `  ${e.from}:${e.line} → ${e.to}${e.typeOnly ? " (type only)" : ""}`;
    console.log(`app/ (tests excluded): ${r.files} files, ${r.imports} imports of app files`);
    console.log(`upward imports:                                  ${r.upward.length}`);
    console.log(`module → another module's internals:             ${r.pastSurface.length}`);
    console.log(`route/root/server → a module's internals:        ${r.routesPastSurface.length}`);
    console.log(`import cycles (runtime imports):                 ${r.cycles.length}`);
    console.log(`module cycles (value and type imports):          ${r.moduleCycles.length}`);
    console.log(
      `route modules over ${maxRouteLines} lines:                   ${r.longRoutes.length}`,
    );
    console.log(`files outside every layer:                       ${r.unlayered.length}`);
    if (!process.argv.includes("--summary")) {
      if (r.upward.length) console.log("\nUpward imports:\n" + r.upward.map(fmt).join("\n"));
      if (r.cycles.length) {
        console.log("\nCycles:\n" + r.cycles.map((c) => "  " + c.join(" ↔ ")).join("\n"));
      }
      if (r.moduleCycles.length) console.log("\n" + describeModuleCycles(r.moduleCycles));
      if (r.longRoutes.length) {
        console.log(
          "\nLong route modules:\n" + r.longRoutes.map((l) => `  ${l.file} ${l.lines}`).join("\n"),
        );
      }
      if (r.unlayered.length) console.log("\nOutside every layer:\n  " + r.unlayered.join("\n  "));
      if (process.argv.includes("--all")) {
        if (r.pastSurface.length) {
          console.log("\nPast a module's surface:\n" + r.pastSurface.map(fmt).join("\n"));
        }
        if (r.routesPastSurface.length) {
          console.log(
            "\nRoutes past a module's surface:\n" + r.routesPastSurface.map(fmt).join("\n"),
          );
        }
      }
    }
  }
}
