import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import fs from "node:fs";
import { layers, maxRouteLines, moduleSurfaces } from "./scripts/architecture/layers.js";

// The layers of app/ (scripts/architecture/layers.js, docs/architecture.md):
// a file imports its own layer and those below it, never one above.
const layerZones = layers.slice(0, -1).map((layer, index) => ({
  target: layer.pattern.map((p) => `./${p}`),
  from: layers.slice(index + 1).flatMap((above) => above.pattern.map((p) => `./${p}`)),
  message: `The ${layer.name} layer imports nothing above it (layers: ${layers.map((l) => l.name).join(" ← ")}).`,
}));

// A module is imported from outside only through its public surface.
const moduleNames = fs
  .readdirSync("app/modules", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const surfaceZones = moduleNames.map((name) => ({
  target: ["./app/!(modules)/**", "./app/*.{ts,tsx}", `./app/modules/!(${name})/**`],
  from: `./app/modules/${name}`,
  except: moduleSurfaces.map((file) => `./${file}`),
  message: `Import the ${name} module through its public surface: ~/modules/${name} (client-safe) or ~/modules/${name}/index.server.`,
}));

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "data/**",
      ".react-router/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      ".tmp/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Decision 013: only the permissions module knows role names. Elsewhere ask
    // the policy (can, assertCan, scopeFor, requireAccess); the demo seed and
    // tests create users with roles and are exempt.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/modules/permissions/**",
      "app/domain/roles.ts",
      "app/modules/demo/**",
      "app/**/*.test.{ts,tsx}",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value=/^(applicant|examiner|committee|administrator)$/]",
          message:
            "Role names live in app/modules/permissions only: ask the policy (can/assertCan/scopeFor/requireAccess) instead.",
        },
        {
          selector: "TemplateElement[value.raw=/'(applicant|examiner|committee|administrator)'/]",
          message: "Role names live in app/modules/permissions only (use holdsRole from profiles).",
        },
      ],
    },
  },
  {
    // Architecture (decision 049): layers and module surfaces. Tests may reach
    // into the code they test. Cycles, of files and of modules, are checked by
    // `scripts/architecture/report.ts --check`, the second half of `npm run lint`
    // (decision 082): it builds the import graph once, where import-x/no-cycle
    // walked it again for every file.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...surfaceZones] }],
    },
  },
  {
    // Route modules stay thin: parse, guard, one service or read model, respond.
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "max-lines": ["error", { max: maxRouteLines, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // End-to-end specs take `test` from support/test.ts, which closes the
    // browser contexts a test opens itself (decision 074).
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              message: "Import from ./support/test: it closes the contexts a test opens.",
            },
          ],
        },
      ],
    },
  },
);
