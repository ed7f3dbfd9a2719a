import { isAppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { getBlogImage } from "~/modules/blog/get-blog-image.server";
import { getSessionUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/blog-image";

/**
 * GET /blog/images/{postId}/{file} — a post's cover or social image from the
 * document storage. Published posts' images are public and cached for a year
 * (a new upload gets a new name); previews of unpublished posts are private.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const image = await getBlogImage(getDb(), `${params.postId}/${params.file}`, () =>
      getSessionUser(request),
    );
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
    if (isAppError(error)) {
      return new Response(error.message, {
        status: error.status,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
    throw error;
  }
}
