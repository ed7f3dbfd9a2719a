import type { z } from "zod";
import { cleanText } from "./text-hygiene";

export type FieldErrors = Record<string, string>;

export const UNREADABLE_FORM_MESSAGE =
  "The request could not be read. Send the form again from the page.";

/**
 * The request's form data; a body that is missing or not a form (no or
 * another Content-Type, malformed multipart) is the client's mistake: a 400
 * response is thrown instead of letting the parser's TypeError become a 500.
 * Text hygiene happens here, once for every form: characters XML forbids
 * (NUL, U+000B …) are dropped from every text field and name (`cleanText`).
 */
export async function readFormData(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new Response(UNREADABLE_FORM_MESSAGE, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const clean = new FormData();
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") clean.append(cleanText(key), cleanText(value));
    else clean.append(cleanText(key), value);
  }
  return clean;
}

export type ParsedForm<S extends z.ZodType> =
  | { ok: true; data: z.infer<S>; values: Record<string, string> }
  | { ok: false; errors: FieldErrors; values: Record<string, string> };

/** Parses a request's form data with a Zod schema; the first message per field. */
export async function parseForm<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<ParsedForm<S>> {
  return parseValues(await readFormValues(request), schema);
}

/**
 * A request's text fields (read once; then parse per `intent` with
 * `parseValues`). A missing or unreadable body is answered 400 (readFormData).
 * Text is already clean (readFormData).
 */
export async function readFormValues(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  const form = await readFormData(request);
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") values[key] = value;
  }
  return values;
}

/** Parses form values already read with a Zod schema; the first message per field. */
export function parseValues<S extends z.ZodType>(
  values: Record<string, string>,
  schema: S,
): ParsedForm<S> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, values };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors, values };
}

/** Form values safe to send back to the browser (never passwords or codes). */
export function echoValues(values: Record<string, string>, keep: string[]) {
  return Object.fromEntries(keep.map((k) => [k, values[k] ?? ""]));
}
