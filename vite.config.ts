import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Decision 049: modules are imported through their surfaces (index.ts), which
 * re-export a whole feature. Code in these folders has no import-time side
 * effects, so the browser build may drop whatever a page does not use and a
 * surface never drags another screen's code into a chunk. Style sheets keep
 * their side effect.
 */
const pureCode = /\/app\/(domain|lib|components|modules)\/.*\.(ts|tsx)$/;

/** See `ssr.noExternal` below. */
const bundledServerPackages = [
  "better-auth",
  /^@better-auth\//,
  "better-call",
  "kysely",
  "jose",
  "drizzle-orm",
  "zod",
  "date-fns",
  "@date-fns/tz",
  "stripe",
  "lucide-react",
  "unified",
  "bail",
  "trough",
  "devlop",
  "vfile",
  "vfile-message",
  /^(mdast|micromark|hast|unist|remark|rehype)(-|$)/,
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // When this release was built: the sitemap's lastmod of pages whose texts live in the code.
  define: { __RELEASE_TIME__: JSON.stringify(new Date().toISOString()) },
  ssr: {
    // Native / WASM server packages stay external in the server build.
    external: ["@electric-sql/pglite", "pg", "pino", "nodemailer", "@resvg/resvg-js"],
    // Pure JavaScript packages of many files, bundled into the server build:
    // Node resolved, read and linked some 2,400 files at every start, a
    // second of CPU of each start (decision 072). Packages that read files of
    // their own (fonts, contexts), native ones and React stay external. The
    // dev server loads them from node_modules as before.
    noExternal: command === "build" ? bundledServerPackages : [],
  },
  build: isSsrBuild
    ? {}
    : {
        rollupOptions: {
          treeshake: { moduleSideEffects: (id: string) => !pureCode.test(id) },
        },
      },
}));
