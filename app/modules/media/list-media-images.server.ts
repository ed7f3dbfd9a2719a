import { count, desc } from "drizzle-orm";
import { mediaImages } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { MEDIA_LIBRARY_PAGE_SIZE, mediaUrl, type MediaLibraryPage } from "./media-rules";

/** The media library: uploaded images, newest first, one page at a time. */
export async function listMediaImages(
  db: Executor,
  viewer: Viewer,
  options: { page?: number } = {},
): Promise<MediaLibraryPage> {
  assertCan(viewer, "media.manage");
  const page = options.page ?? 1;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(mediaImages)
      .orderBy(desc(mediaImages.createdAt), desc(mediaImages.id))
      .limit(MEDIA_LIBRARY_PAGE_SIZE)
      .offset((page - 1) * MEDIA_LIBRARY_PAGE_SIZE),
    db.select({ total: count() }).from(mediaImages),
  ]);
  const total = totals?.total ?? 0;
  return {
    images: rows.map((r) => ({
      id: r.id,
      url: mediaUrl(r.path),
      width: r.width,
      height: r.height,
      alt: r.alt,
      createdAt: r.createdAt.toISOString(),
    })),
    page,
    pageCount: Math.ceil(total / MEDIA_LIBRARY_PAGE_SIZE),
    total,
  };
}
