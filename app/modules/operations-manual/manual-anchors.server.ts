import { like, or, eq } from "drizzle-orm";
import { manualChapters, manualSections } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { slugify } from "~/modules/blog";
import { RESERVED_ANCHORS } from "./manual-rules";

/**
 * A free anchor for a new chapter or section, from its title: unique across
 * chapters and sections (they share the page), never a layout id. Fixed once
 * given, so links to the manual keep working when titles change.
 */
export async function newManualAnchor(db: Executor, title: string): Promise<string> {
  let base = slugify(title, 80) || "section";
  if (RESERVED_ANCHORS.has(base)) base = `${base}-section`;
  const pattern = `${base}-%`;
  const [chapters, sections] = await Promise.all([
    db
      .select({ slug: manualChapters.slug })
      .from(manualChapters)
      .where(or(eq(manualChapters.slug, base), like(manualChapters.slug, pattern))),
    db
      .select({ slug: manualSections.slug })
      .from(manualSections)
      .where(or(eq(manualSections.slug, base), like(manualSections.slug, pattern))),
  ]);
  const used = new Set([...chapters, ...sections].map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
