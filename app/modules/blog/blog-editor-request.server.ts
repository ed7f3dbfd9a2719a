import { z } from "zod";
import { AppError } from "~/domain/app-error";
import { blogMessages, EDITOR_REQUEST_MAX_BYTES } from "./blog-rules";
import type { BlogImageUpload } from "./blog-images.server";
import { readFormData } from "~/lib/form-data.server";

/** The editor's text fields sent back to the form after a refusal (files cannot be). */
export const editorTextFields = [
  "title",
  "slug",
  "excerpt",
  "body",
  "tags",
  "coverImageAlt",
  "metaDescription",
  "ogTitle",
  "ogDescription",
  "publishAt",
] as const;

export const editorIntentSchema = z.enum([
  "preview",
  "autosave",
  "save",
  "publish",
  "schedule",
  "unpublish",
  "delete",
]);
export type EditorIntent = z.infer<typeof editorIntentSchema>;

/**
 * Reads the editor's form (multipart or urlencoded): the intent, the text
 * fields and at most one cover and one social image. The whole request's
 * size is checked before the body is read; each image is checked by the
 * service (size, content).
 */
export async function readEditorForm(request: Request): Promise<{
  intent: EditorIntent;
  fields: Record<string, string>;
  cover: BlogImageUpload | null;
  ogImage: BlogImageUpload | null;
}> {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(length) && length > EDITOR_REQUEST_MAX_BYTES) {
    throw new AppError("validation", blogMessages.requestTooLarge, {
      coverImage: blogMessages.requestTooLarge,
    });
  }
  let form: FormData;
  try {
    form = await readFormData(request);
  } catch {
    throw new AppError("validation", blogMessages.saveFailed);
  }
  const intent = editorIntentSchema.safeParse(form.get("intent") ?? "save");
  if (!intent.success) throw new AppError("validation", "Choose what to do with the post");
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") fields[key] = value;
  }
  const file = async (name: string): Promise<BlogImageUpload | null> => {
    const entry = form.get(name);
    if (!entry || typeof entry === "string" || (entry.size === 0 && !entry.name)) return null;
    return { name: entry.name, bytes: new Uint8Array(await entry.arrayBuffer()) };
  };
  return {
    intent: intent.data,
    fields,
    cover: await file("coverImage"),
    ogImage: await file("ogImage"),
  };
}

export function echoEditorValues(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(editorTextFields.map((k) => [k, fields[k] ?? ""]));
}
