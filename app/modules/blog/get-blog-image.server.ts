import { eq, or } from "drizzle-orm";
import { blogPosts } from "~/db/schema";
import { AppError, isAppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { can, type Viewer } from "~/modules/permissions";
import { getStorage } from "~/modules/storage/index.server";
import { isValidObjectPath } from "~/modules/storage";
import type { StoredObject } from "~/modules/storage";
import { BLOG_IMAGES_BUCKET } from "./blog-rules";

const NOT_FOUND = "Image not found";

/**
 * A post's cover or social image. Images of published posts are public (and
 * cacheable: their paths never change); those of drafts and scheduled posts
 * only for viewers who may preview posts. Anything else is not found.
 */
export async function getBlogImage(
  db: Executor,
  objectPath: string,
  loadViewer: () => Promise<Viewer | null>,
): Promise<{ mime: string; object: StoredObject; isPublic: boolean }> {
  if (!isValidObjectPath(objectPath)) throw new AppError("not_found", NOT_FOUND);
  const [post] = await db
    .select({
      status: blogPosts.status,
      coverImagePath: blogPosts.coverImagePath,
      coverImageType: blogPosts.coverImageType,
      ogImageType: blogPosts.ogImageType,
    })
    .from(blogPosts)
    .where(or(eq(blogPosts.coverImagePath, objectPath), eq(blogPosts.ogImagePath, objectPath)));
  if (!post) throw new AppError("not_found", NOT_FOUND);
  const isPublic = post.status === "published";
  if (!isPublic) {
    const viewer = await loadViewer();
    if (!viewer || !can(viewer, "blog.preview")) throw new AppError("not_found", NOT_FOUND);
  }
  const mime =
    (post.coverImagePath === objectPath ? post.coverImageType : post.ogImageType) ?? "image/png";
  const object = await getStorage().get(BLOG_IMAGES_BUCKET, objectPath);
  if (!object) {
    logger.error({ objectPath }, "blog post points at an image missing from storage");
    throw new AppError("not_found", NOT_FOUND);
  }
  return { mime, object, isPublic };
}

/**
 * GET /blog/images/{postId}/{file}: the image with its caching (a year for
 * published posts, whose image names never change; private for previews), or
 * the refusal as plain text with its status.
 */
export async function blogImageResponse(
  db: Executor,
  objectPath: string,
  loadViewer: () => Promise<Viewer | null>,
) {
  try {
    const image = await getBlogImage(db, objectPath, loadViewer);
    return new Response(image.object.body, {
      headers: {
        "Content-Type": image.mime,
        "Content-Length": String(image.object.size),
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'",
        "Cache-Control": image.isPublic
          ? "public, max-age=31536000, immutable"
          : "private, no-store",
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
