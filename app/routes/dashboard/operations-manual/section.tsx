import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import {
  manualMessages,
  manualPageMessages,
  manualRestoreSchema,
  manualSectionEditorSchema as editorFields,
  ManualSectionScreen,
  manualSectionEditPath,
  type SectionActionData,
} from "~/modules/operations-manual";
import {
  getManualSectionPage,
  previewManualSection,
  restoreManualRevision,
  saveManualSection,
} from "~/modules/operations-manual/index.server";
import type { Route } from "./+types/section";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  const title = loaderData?.section.title ?? intl.formatMessage(manualPageMessages.section);
  return [
    {
      title: `${intl.formatMessage(manualPageMessages.editSection, { title })} | ${intl.formatMessage(manualPageMessages.manual)} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "manual.edit");
  return loadPage(() => getManualSectionPage(getDb(), session, params.id, new URL(request.url)), {
    fallback: manualMessages.fetchFailed,
    context: "manual section for edit",
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "manual.edit");
  const db = getDb();
  const locale = await requestLocale(request);
  return handleForm(request, {
    context: "save manual section",
    fallback: manualMessages.saveFailed,
    defaultIntent: "save",
    intents: {
      preview: formIntent(
        editorFields,
        (_input, values) =>
          ({
            ok: true,
            preview: previewManualSection(session, values.body ?? "").html,
            values,
          }) satisfies SectionActionData,
      ),
      save: formIntent(editorFields, async (_input, values) => {
        await saveManualSection(db, session, params.id, values, { locale });
        return redirect(`${manualSectionEditPath(params.id)}?notice=saved`);
      }),
      restore: formIntent(manualRestoreSchema, async ({ revision }) => {
        await restoreManualRevision(db, session, params.id, revision);
        return redirect(`${manualSectionEditPath(params.id)}?notice=restored`);
      }),
    },
  });
}

export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "preview") return false;
  return defaultShouldRevalidate;
}

export default function EditManualSection({ loaderData, actionData }: Route.ComponentProps) {
  return <ManualSectionScreen page={loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
