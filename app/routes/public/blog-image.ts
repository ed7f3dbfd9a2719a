import { getDb } from "~/lib/db.server";
import { getSessionUser } from "~/modules/auth/index.server";
import { blogImageResponse } from "~/modules/blog/index.server";
import type { Route } from "./+types/blog-image";

/**
 * GET /blog/images/{postId}/{file} — a post's cover or social image from the
 * document storage. Published posts' images are public and cached for a year
 * (a new upload gets a new name); previews of unpublished posts are private.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return blogImageResponse(getDb(), `${params.postId}/${params.file}`, () =>
    getSessionUser(request),
  );
}
