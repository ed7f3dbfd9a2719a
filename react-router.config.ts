import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel test runs build side by side (default "build").
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Route middleware (used by /verify/{id} to answer JSON by content negotiation).
  future: { v8_middleware: true },
} satisfies Config;
