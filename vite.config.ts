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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  ssr: {
    // Native / WASM server packages stay external in the server build.
    external: ["@electric-sql/pglite", "pg", "pino", "nodemailer", "@resvg/resvg-js"],
  },
  build: isSsrBuild
    ? {}
    : {
        rollupOptions: {
          treeshake: { moduleSideEffects: (id: string) => !pureCode.test(id) },
        },
      },
}));
