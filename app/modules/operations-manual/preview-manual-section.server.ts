import { renderMarkdown } from "~/modules/content/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { MANUAL_BODY_MAX } from "./manual-rules";

/** The section editor's live preview: the same renderer and heading levels as the manual pages. */
export function previewManualSection(viewer: Viewer, body: string): { html: string } {
  assertCan(viewer, "manual.edit");
  return {
    html: renderMarkdown(body.slice(0, MANUAL_BODY_MAX), {
      topHeadingLevel: 4,
      idPrefix: "preview-",
    }).html,
  };
}
