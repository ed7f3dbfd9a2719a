import { readFormData } from "~/lib/form-data.server";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { FormMessage } from "~/components/form";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/session.server";
import { getManualSectionForEdit } from "~/modules/operations-manual/get-manual-section-for-edit.server";
import {
  isManualNotice,
  MANUAL_DASHBOARD_PATH,
  manualMessages,
  manualNotices,
  manualSectionEditPath,
} from "~/modules/operations-manual/manual-rules";
import { previewManualSection } from "~/modules/operations-manual/preview-manual-section.server";
import { restoreManualRevision } from "~/modules/operations-manual/restore-manual-revision.server";
import { saveManualSection } from "~/modules/operations-manual/save-manual-section.server";
import {
  RevisionHistory,
  SectionEditor,
  SectionNotice,
  type SectionActionData,
} from "~/modules/operations-manual/ui/section-editor";
import type { Route } from "./+types/section";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Edit: ${loaderData?.section.title ?? "Section"} | Operations Manual | ${siteName}` },
  ];
}

const querySchema = z.object({
  compare: z.coerce.number().int().min(1).optional().catch(undefined),
  notice: z.string().optional().catch(undefined),
});

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "manual.edit");
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  try {
    const section = await getManualSectionForEdit(getDb(), session, params.id, {
      compare: query.compare,
    });
    return {
      section,
      preview: previewManualSection(session, section.body).html,
      notice: isManualNotice(query.notice) ? manualNotices[query.notice] : null,
    };
  } catch (error) {
    if (
      error instanceof Response ||
      (error as { type?: string })?.type === "DataWithResponseInit"
    ) {
      throw error;
    }
    throwLoaderError(error, manualMessages.fetchFailed, "manual section for edit");
  }
}

const intentSchema = z.enum(["preview", "save", "restore"]);

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "manual.edit");
  const form = Object.fromEntries(
    [...(await readFormData(request)).entries()].filter(([, v]) => typeof v === "string"),
  ) as Record<string, string>;
  const intent = intentSchema.safeParse(form.intent ?? "save");
  if (!intent.success) {
    return data<SectionActionData>(
      { ok: false, message: "Choose a change to make" },
      { status: 400 },
    );
  }
  const db = getDb();
  try {
    switch (intent.data) {
      case "preview":
        return {
          ok: true,
          preview: previewManualSection(session, form.body ?? "").html,
          values: form,
        } satisfies SectionActionData;
      case "restore": {
        const revision = z.coerce.number().int().min(1).safeParse(form.revision);
        if (!revision.success) {
          return data<SectionActionData>(
            { ok: false, message: manualMessages.revisionNotFound },
            { status: 400 },
          );
        }
        await restoreManualRevision(db, session, params.id, revision.data);
        return redirect(`${manualSectionEditPath(params.id)}?notice=restored`);
      }
      case "save":
        await saveManualSection(db, session, params.id, form);
        return redirect(`${manualSectionEditPath(params.id)}?notice=saved`);
    }
  } catch (error) {
    const failure = actionFailure(error, manualMessages.saveFailed, "save manual section");
    return data<SectionActionData>(
      { ok: false, message: failure.message, fieldErrors: failure.fieldErrors, values: form },
      { status: failure.status },
    );
  }
}

export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "preview") return false;
  return defaultShouldRevalidate;
}

export default function EditManualSection({ loaderData, actionData }: Route.ComponentProps) {
  const { section, preview, notice } = loaderData;
  const result = actionData as SectionActionData | undefined;
  const chapterNumber = section.chapters.findIndex((c) => c.id === section.chapterId) + 1;
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <p className="text-sm">
          <Link to={MANUAL_DASHBOARD_PATH} className="text-brand-800 underline">
            ← Operations Manual
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Edit: {section.title}</h1>
        <p className="mt-1 text-slate-700">
          Chapter {chapterNumber}, revision {section.revision}. Every save is kept as a revision
          with your name, the time and your summary; earlier revisions can be compared and restored.{" "}
          <Link to={`/operations-manual#${section.slug}`} className="text-brand-800 underline">
            See it in the public manual
          </Link>
        </p>
      </div>
      <SectionNotice text={notice} />
      {result && !result.ok && result.message ? (
        <FormMessage kind="error">{result.message}</FormMessage>
      ) : null}
      <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <SectionEditor
          key={section.revision}
          section={section}
          initialPreview={preview}
          actionData={result}
        />
      </div>
      <RevisionHistory section={section} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
