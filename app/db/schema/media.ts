import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "../auth-schema";
import { createdAt } from "./columns";

/**
 * Images uploaded through the Markdown editor (blog posts, manual sections)
 * and reused from its media library (decision 060). The file lives in the
 * `media` bucket of the document storage at `path`
 * (`{id}/{timestamp}-{random}w{width}h{height}.webp`: the renderer reads the
 * size from the address). An image is served publicly once published content
 * shows it.
 */
export const mediaImages = pgTable(
  "media_images",
  {
    id: uuid("id").primaryKey(),
    path: text("path").notNull().unique(),
    mime: text("mime").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    /** The description given at upload, offered again when the image is reused. */
    alt: text("alt").notNull(),
    originalName: text("original_name").notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("media_images_created_idx").on(t.createdAt),
    index("media_images_uploaded_by_idx").on(t.uploadedBy),
  ],
);
