import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import rule from "./no-untranslated-text.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    ecmaVersion: "latest",
    sourceType: "module",
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run("no-untranslated-text (issue 36)", rule, {
  valid: [
    "<p><FormattedMessage {...m.title} /></p>",
    '<p>{intl.formatMessage(m.title)}{" "}·{" "}/</p>',
    "<input placeholder={intl.formatMessage(m.search)} />",
    '<a href="/about" className="text-brand-700">{name}</a>',
    '<Field name="email" type="email" />',
    "<p><code>GET /api/verify/{id}</code> <pre>{`curl /api/verify/1`}</pre></p>",
  ],
  invalid: [
    { code: "<p>Skip to content</p>", errors: [{ messageId: "text" }] },
    { code: '<p>{"Search"}</p>', errors: [{ messageId: "text" }] },
    { code: '<input placeholder="Search" />', errors: [{ messageId: "text" }] },
    { code: '<nav aria-label="Main" />', errors: [{ messageId: "text" }] },
    {
      code: '<Field label={ok ? "Yes" : "No"} />',
      errors: [{ messageId: "text" }, { messageId: "text" }],
    },
    { code: "<p>{`Page ${n}`}</p>", errors: [{ messageId: "text" }] },
  ],
});
