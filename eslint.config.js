import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
    ignores: ["app/modules/permissions/**", "app/modules/demo/**", "app/**/*.test.{ts,tsx}"],
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
);
