import { requestLocale } from "~/lib/i18n/request-locale.server";
import printStyles from "~/styles/manual-print.css?url";
import { redirect } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import {
  MANUAL_DASHBOARD_PATH,
  ManualDashboardScreen,
  manualMessages,
  manualOutlineSchemas as outline,
  manualPageMessages,
  manualSectionEditPath,
  type ManualNotice,
} from "~/modules/operations-manual";
import {
  addManualChapter,
  addManualSection,
  getManualDashboardPage,
  moveManualChapter,
  moveManualSection,
  removeManualChapter,
  removeManualSection,
  renameManualChapter,
  restoreManualSection,
} from "~/modules/operations-manual/index.server";
import type { Route } from "./+types/index";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [
    {
      title: `${intl.formatMessage(manualPageMessages.manual)} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

export function links() {
  return [{ rel: "stylesheet", href: printStyles, media: "print" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "manual.view");
  const locale = await requestLocale(request);
  return loadPage(() => getManualDashboardPage(getDb(), session, new URL(request.url), locale), {
    fallback: manualMessages.fetchFailed,
    context: "dashboard operations manual",
  });
}

/** Back to arranging, with the notice of what changed. */
const arranged = (notice: ManualNotice, hash = "") =>
  redirect(`${MANUAL_DASHBOARD_PATH}?arrange=1&notice=${notice}${hash}`);

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "manual.edit");
  const db = getDb();
  return handleForm(request, {
    context: "operations manual outline",
    fallback: manualMessages.saveFailed,
    intents: {
      "add-chapter": formIntent(outline.addChapter, async (input) => {
        await addManualChapter(db, session, input);
        return arranged("chapter-added");
      }),
      "rename-chapter": formIntent(outline.renameChapter, async (input) => {
        await renameManualChapter(db, session, input.id, input);
        return arranged("chapter-renamed");
      }),
      "move-chapter": formIntent(outline.move, async ({ id, direction }) => {
        await moveManualChapter(db, session, id, direction);
        return arranged("chapter-moved");
      }),
      "move-section": formIntent(outline.move, async ({ id, direction }) => {
        await moveManualSection(db, session, id, direction);
        return arranged("section-moved");
      }),
      "remove-chapter": formIntent(outline.byId, async ({ id }) => {
        await removeManualChapter(db, session, id);
        return arranged("chapter-removed");
      }),
      "remove-section": formIntent(outline.byId, async ({ id }) => {
        await removeManualSection(db, session, id);
        return arranged("section-removed", "#removed-h");
      }),
      "restore-section": formIntent(outline.byId, async ({ id }) => {
        await restoreManualSection(db, session, id);
        return arranged("section-restored");
      }),
      "add-section": formIntent(outline.addSection, async (input) => {
        const section = await addManualSection(db, session, input);
        return redirect(`${manualSectionEditPath(section.id)}?notice=section-added`);
      }),
    },
  });
}

export default function DashboardOperationsManual({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <ManualDashboardScreen page={loaderData} failure={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
