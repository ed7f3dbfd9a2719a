import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, SelectField, TextAreaField } from "./form";

/** The form kit's wiring (decision 083): label, hint and error tied to the control. */
describe("the form kit's fields", () => {
  const cases = [
    [
      "Field",
      <Field key="f" label="Business name" name="name" error="Enter it" hint="As registered" />,
    ],
    [
      "TextAreaField",
      <TextAreaField
        key="t"
        label="Business name"
        name="name"
        error="Enter it"
        hint="As registered"
      />,
    ],
    [
      "SelectField",
      <SelectField key="s" label="Business name" name="name" error="Enter it" hint="As registered">
        <option value="a">A</option>
      </SelectField>,
    ],
  ] as const;

  it.each(cases)("%s labels its control and points it at its error and hint", (_, element) => {
    const html = renderToStaticMarkup(element);
    expect(html).toContain('<label for="field-name"');
    expect(html).toMatch(/id="field-name"[^>]*aria-invalid="true"/);
    expect(html).toContain('aria-describedby="field-name-error field-name-hint"');
    expect(html).toContain(
      '<p id="field-name-error" class="mt-1 text-sm text-red-700">Enter it</p>',
    );
    expect(html).toContain('id="field-name-hint"');
    expect(html).toContain("border-red-700");
  });

  it("a valid field says nothing of an error, and the caller's attributes reach the control", () => {
    const html = renderToStaticMarkup(
      <Field label="E-mail" name="email" type="email" autoComplete="email" />,
    );
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
    const input = /<input [^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('id="field-email"');
    expect(input).toContain('name="email"');
    expect(input).toContain('type="email"');
    expect(input.toLowerCase()).toContain('autocomplete="email"');
    expect(html).toContain("border-slate-400");
  });
});
