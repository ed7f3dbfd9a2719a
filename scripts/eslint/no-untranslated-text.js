// ESLint rule (issue 36, decision 086): no user-visible text written in JSX.
// Words a reader sees — JSX text, a string in braces, and the props that
// carry text (labels, titles, placeholders, alternatives, hints) — come from
// the message catalogs (`defineMessages` + `FormattedMessage`/`intl`).
// Punctuation and spaces alone ("·", " / ", "{" "}") are not text, and
// neither is code shown as code (<code>, <pre>, <kbd>, <samp>).
const LETTER = /\p{L}/u;
const TEXT_PROPS =
  /^(aria-label|aria-description|aria-roledescription|alt|title|placeholder|label|hint|lead|description|heading|confirmLabel|cancelLabel|emptyMessage|emptyTitle|summary|caption)$/;

// Our own code components too (the developers page's Code and Example).
const CODE_ELEMENTS = new Set(["code", "pre", "kbd", "samp", "Code", "CodeBlock", "Example"]);

/** Whether a node sits inside an element that shows code. */
function insideCode(context, node) {
  return context.sourceCode
    .getAncestors(node)
    .some(
      (a) =>
        a.type === "JSXElement" &&
        a.openingElement.name.type === "JSXIdentifier" &&
        CODE_ELEMENTS.has(a.openingElement.name.name),
    );
}

function stringOf(node) {
  if (!node) return null;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral") return node.quasis.map((q) => q.value.cooked ?? "").join("");
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "User-visible text comes from the message catalogs (issue 36)." },
    schema: [],
    messages: {
      text: 'Write "{{text}}" as a message (defineMessages from ~/lib/i18n/messages, then <FormattedMessage> or intl.formatMessage) so it is translated: no user-visible English in a screen (decision 086).',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: "text", data: { text: text.trim().slice(0, 40) } });
    const check = (node) => {
      const text = stringOf(node);
      if (text !== null && LETTER.test(text)) report(node, text);
      if (node?.type === "ConditionalExpression") {
        check(node.consequent);
        check(node.alternate);
      }
      if (node?.type === "LogicalExpression") check(node.right);
    };
    return {
      JSXText(node) {
        if (LETTER.test(node.value) && !insideCode(context, node)) report(node, node.value);
      },
      "JSXElement > JSXExpressionContainer"(node) {
        if (!insideCode(context, node)) check(node.expression);
      },
      "JSXFragment > JSXExpressionContainer"(node) {
        check(node.expression);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === "string" ? node.name.name : node.name.name.name;
        if (!TEXT_PROPS.test(name) || !node.value) return;
        if (node.value.type === "Literal") check(node.value);
        else if (node.value.type === "JSXExpressionContainer") check(node.value.expression);
      },
    };
  },
};
