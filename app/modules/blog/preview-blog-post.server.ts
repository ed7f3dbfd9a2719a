import { renderMarkdown } from "~/modules/content/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { BODY_MAX } from "./blog-rules";

/**
 * The editor's live preview: the body rendered exactly as /blog/{slug} will
 * show it (same renderer, same heading levels). Staff only; writes nothing.
 */
export function previewBlogPost(viewer: Viewer, body: string): { html: string } {
  assertCan(viewer, "blog.manage");
  return { html: renderMarkdown(body.slice(0, BODY_MAX), { topHeadingLevel: 2 }).html };
}
