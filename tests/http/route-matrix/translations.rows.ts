import { getDb } from "~/lib/db.server";
import { seedOperationsManual } from "~/modules/operations-manual/seed-operations-manual.server";
import { translationEditPath } from "~/modules/translations";
import { listTranslatableParts } from "~/modules/translations/index.server";
import { defineGroup, staffOnly, type MatrixRow } from "./types";

type F = { sectionId: string };

/** Content translations (issue 36): staff read the list and the editor, and save. */
export default defineGroup<F>({
  name: "translations",
  setup: async () => {
    await seedOperationsManual(getDb());
    const [section] = await listTranslatableParts(getDb(), "manual_section");
    return { sectionId: section!.id };
  },
  rows: [
    {
      route: "/dashboard/translations",
      method: "GET",
      path: () => "/dashboard/translations?locale=fr-CA&state=all",
      expect: staffOnly,
    },
    {
      route: "/dashboard/translations/:kind/:id/:locale",
      method: "GET",
      path: (f) => translationEditPath("manual_section", f.sectionId, "es-MX"),
      expect: staffOnly,
    },
    {
      route: "/dashboard/translations/:kind/:id/:locale",
      method: "POST",
      intent: "save",
      note: "a translation saved (staff); refused with nothing written (others)",
      path: (f) => translationEditPath("manual_section", f.sectionId, "fr-CA"),
      form: () => ({
        intent: "save",
        title: "Section traduite",
        body: "Le texte traduit.",
        baseVersion: "1",
      }),
      expect: staffOnly,
    },
  ] satisfies MatrixRow<F>[],
});
