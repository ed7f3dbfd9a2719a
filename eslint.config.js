import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import fs from "node:fs";
import { layers, maxRouteLines, moduleSurfaces } from "./scripts/architecture/layers.js";
import noUntranslatedText from "./scripts/eslint/no-untranslated-text.js";

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

// Decision 013: role names, found by syntax (shared by the blocks that set no-restricted-syntax:
// a later block's setting replaces an earlier one's for the same files).
const roleNameSyntax = [
  {
    selector: "Literal[value=/^(applicant|examiner|committee|administrator)$/]",
    message:
      "Role names live in app/modules/permissions only: ask the policy (can/assertCan/scopeFor/requireAccess) instead.",
  },
  {
    selector: "TemplateElement[value.raw=/'(applicant|examiner|committee|administrator)'/]",
    message: "Role names live in app/modules/permissions only (use holdsRole from profiles).",
  },
];

// Decision 084: an action's answer reaches its screen typed by React Router's generated route
// types (Route.ComponentProps' actionData, useActionData<typeof action>()), never by a cast;
// each form intent has a real schema, never a placeholder that accepts anything.
const typedActionMessage =
  "Use the generated route types: actionData from Route.ComponentProps (or useActionData<typeof action>()) is typed by the action's return; give the action a discriminated answer instead of casting (decision 084).";
const placeholderSchemaMessage =
  "A placeholder schema accepts anything: give the field its real rule (reuse the module's *-schema.ts) so a bad field is answered at the field before any service runs (decision 084).";
const typedActionSyntax = [
  { selector: "TSAsExpression[expression.name='actionData']", message: typedActionMessage },
  {
    selector: "TSAsExpression[expression.property.name='actionData']",
    message: typedActionMessage,
  },
  { selector: "TSAsExpression[expression.object.name='actionData']", message: typedActionMessage },
  {
    selector: "TSAsExpression[expression.expression.object.name='actionData']",
    message: typedActionMessage,
  },
  {
    selector: "TSTypeAssertion[expression.name='actionData']",
    message: typedActionMessage,
  },
  {
    selector:
      "CallExpression[callee.name='useActionData'][typeArguments]:not([typeArguments.params.0.exprName.name='action'])",
    message: typedActionMessage,
  },
  {
    // z.string().default("")
    selector:
      "CallExpression[callee.property.name='default'][arguments.0.value=''][callee.object.callee.object.name='z'][callee.object.callee.property.name='string']",
    message: placeholderSchemaMessage,
  },
  {
    // z.string().optional().default("")
    selector:
      "CallExpression[callee.property.name='default'][arguments.0.value=''][callee.object.callee.property.name='optional'][callee.object.callee.object.callee.object.name='z'][callee.object.callee.object.callee.property.name='string']",
    message: placeholderSchemaMessage,
  },
];

const roleNameExempt = [
  "app/modules/permissions/**",
  "app/domain/roles.ts",
  "app/modules/demo/**",
  "app/**/*.test.{ts,tsx}",
];

// Decision 083: screens build their forms from the form kit (app/components/form.tsx),
// which wires each field's label, hint and error; a screen never does it by hand.
const formKit =
  "the form kit does it (app/components/form.tsx: Field, TextAreaField, SelectField, CheckboxField, CheckboxGroupField, RadioGroupField, FileField, DateField, ReadOnlyField; decision 083)";
const formKitSelectors = [
  {
    selector:
      "JSXOpeningElement[name.name=/^(input|select|textarea|fieldset)$/] > JSXAttribute[name.name='aria-invalid']",
    message: `Do not wire a field's error by hand (aria-invalid): ${formKit}.`,
  },
  {
    selector: "JSXAttribute[name.name='id'][value.value=/-error$/]",
    message: `Do not write a field's error element (id "…-error") by hand: ${formKit}.`,
  },
  {
    selector: "JSXAttribute[name.name='id'] TemplateElement[tail=true][value.raw=/-error$/]",
    message: `Do not write a field's error element (id "…-error") by hand: ${formKit}.`,
  },
  {
    selector: "JSXOpeningElement[name.name=/^(select|textarea)$/]",
    message: `Do not write a raw <select> or <textarea> in a screen: ${formKit}.`,
  },
  {
    selector:
      "JSXOpeningElement[name.name='input']:not(:has(> JSXAttribute[name.name='type'][value.value='hidden']))",
    message: `Do not write a raw <input> in a screen (hidden inputs aside): ${formKit}; a table row's selection box is RowCheckbox.`,
  },
];

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
    ignores: roleNameExempt,
    rules: {
      "no-restricted-syntax": ["error", ...roleNameSyntax],
    },
  },
  {
    // Decision 083: screens outside app/components use the form kit. One rule
    // entry holds both lists (a later entry would replace the role names').
    files: ["app/**/*.tsx"],
    ignores: ["app/components/**", ...roleNameExempt],
    rules: {
      "no-restricted-syntax": ["error", ...roleNameSyntax, ...formKitSelectors],
    },
  },
  {
    files: ["app/modules/permissions/**/*.tsx", "app/modules/demo/**/*.tsx"],
    ignores: ["app/**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": ["error", ...formKitSelectors],
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
    // Typed actions (decision 084): no cast of an action's answer, no placeholder schema. Screens
    // receive the answer from their route, so their folders are held to the same rule. The role
    // rule (and, for screens, the form kit's) is repeated: this block's no-restricted-syntax
    // replaces the ones above for these files.
    files: ["app/routes/**/*.ts", "app/modules/*/ui/**/*.ts"],
    ignores: roleNameExempt,
    rules: {
      "no-restricted-syntax": ["error", ...roleNameSyntax, ...typedActionSyntax],
    },
  },
  {
    files: ["app/routes/**/*.tsx", "app/modules/*/ui/**/*.tsx"],
    ignores: roleNameExempt,
    rules: {
      "no-restricted-syntax": [
        "error",
        ...roleNameSyntax,
        ...formKitSelectors,
        ...typedActionSyntax,
      ],
    },
  },
  {
    // Issue 36, decision 086: every screen is written in the three languages and
    // keeps every user-visible text in the message catalogs.
    files: ["app/**/*.tsx"],
    ignores: ["app/**/*.test.tsx"],
    plugins: { i18n: { rules: { "no-untranslated-text": noUntranslatedText } } },
    rules: { "i18n/no-untranslated-text": "error" },
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
