import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** Parses a request's form data with a Zod schema; the first message per field. */
export async function parseForm<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<
  | { ok: true; data: z.infer<S>; values: Record<string, string> }
  | { ok: false; errors: FieldErrors; values: Record<string, string> }
> {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") values[key] = value;
  }
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
