/** The page read models of the operations manual's dashboard screens. */
import { z } from "zod";
import type { Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { can, type Viewer } from "~/modules/permissions";
import { getManualSectionForEdit } from "./get-manual-section-for-edit.server";
import { getOperationsManual } from "./get-operations-manual.server";
import { listRemovedManualSections } from "./list-removed-manual-sections.server";
import { isManualNotice } from "./manual-rules";
import { previewManualSection } from "./preview-manual-section.server";

/**
 * /dashboard/operations-manual: the manual (in the reader's language, the
 * English for editors), whether the viewer may edit it,
 * and in arrange mode (`?arrange=1`, editors only) the removed sections and
 * the removal waiting for confirmation; `notice` is the code of the last
 * change (the screen words it).
 */
export async function getManualDashboardPage(
  db: Executor,
  viewer: Viewer,
  url: URL,
  locale: Locale = "en",
) {
  const canEdit = can(viewer, "manual.edit");
  const arrange = canEdit && url.searchParams.get("arrange") === "1";
  const notice = url.searchParams.get("notice");
  return {
    // Editors see the English they edit; readers, their language (issue 36).
    ...(await getOperationsManual(db, canEdit ? "en" : locale)),
    canEdit,
    arrange,
    removed: arrange ? await listRemovedManualSections(db, viewer) : [],
    confirmRemove: arrange ? url.searchParams.get("confirmRemove") : null,
    notice: isManualNotice(notice) ? notice : null,
  };
}

export type ManualDashboardPageData = Awaited<ReturnType<typeof getManualDashboardPage>>;

const sectionQuerySchema = z.object({
  compare: z.coerce.number().int().min(1).optional().catch(undefined),
  notice: z.string().optional().catch(undefined),
});

/** Editing one section: it (with the revision compared), its rendered preview and the notice. */
export async function getManualSectionPage(db: Executor, viewer: Viewer, id: string, url: URL) {
  const query = sectionQuerySchema.parse(Object.fromEntries(url.searchParams));
  const section = await getManualSectionForEdit(db, viewer, id, { compare: query.compare });
  return {
    section,
    preview: previewManualSection(viewer, section.body).html,
    notice: isManualNotice(query.notice) ? query.notice : null,
  };
}

export type ManualSectionPageData = Awaited<ReturnType<typeof getManualSectionPage>>;
