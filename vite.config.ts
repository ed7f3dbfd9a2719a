import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  ssr: {
    // Native / WASM server packages stay external in the server build.
    external: ["@electric-sql/pglite", "pg", "pino", "nodemailer"],
  },
});
