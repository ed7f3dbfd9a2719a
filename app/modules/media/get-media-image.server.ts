import { eq, sql } from "drizzle-orm";
import { mediaImages } from "~/db/schema";
import { AppError, isAppError } from "~/domain/app-error";
import { executeRows, type Executor } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { can, type Viewer } from "~/modules/permissions";
import { isValidObjectPath } from "~/modules/storage";
import { getStorage } from "~/modules/storage/index.server";
import { MEDIA_BUCKET, mediaMessages, mediaUrl } from "./media-rules";

/**
 * Whether published content shows the image: a published blog post or a live
 * operations manual section whose text holds its address.
 */
async function isShownPublicly(db: Executor, objectPath: string): Promise<boolean> {
  const pattern = `%${mediaUrl(objectPath)}%`;
  const [row] = await executeRows<{ shown: boolean }>(
    db,
    sql`select exists (
        select 1 from blog_posts where status = 'published' and body like ${pattern}
      ) or exists (
        select 1 from manual_sections where removed_at is null and body like ${pattern}
      ) as shown`,
  );
  return row?.shown === true;
}

/**
 * GET /media/{id}/{file}: an uploaded image. Public (cached for a day) once
 * published content shows it; before that only for viewers who manage images
 * (the editor's preview). Anything else is not found, never a hint that it exists.
 */
export async function mediaImageResponse(
  db: Executor,
  objectPath: string,
  loadViewer: () => Promise<Viewer | null>,
) {
  try {
    if (!isValidObjectPath(objectPath)) throw new AppError("not_found", mediaMessages.notFound);
    const [image] = await db
      .select({ mime: mediaImages.mime })
      .from(mediaImages)
      .where(eq(mediaImages.path, objectPath));
    if (!image) throw new AppError("not_found", mediaMessages.notFound);
    const isPublic = await isShownPublicly(db, objectPath);
    if (!isPublic) {
      const viewer = await loadViewer();
      if (!viewer || !can(viewer, "media.manage")) {
        throw new AppError("not_found", mediaMessages.notFound);
      }
    }
    const object = await getStorage().get(MEDIA_BUCKET, objectPath);
    if (!object) {
      logger.error({ objectPath }, "media image missing from storage");
      throw new AppError("not_found", mediaMessages.notFound);
    }
    return new Response(object.body, {
      headers: {
        "Content-Type": image.mime,
        "Content-Length": String(object.size),
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'",
        "Cache-Control": isPublic ? "public, max-age=86400" : "private, no-store",
      },
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return new Response(error.message, {
      status: error.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
