import { data } from "react-router";
import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { parseValues, readFormValues } from "~/lib/form-data.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/session.server";
import { can } from "~/modules/permissions/policy";
import { createStandardCategory } from "~/modules/standards/create-standard-category.server";
import { createStandardVersion } from "~/modules/standards/create-standard-version.server";
import { deleteStandardCategory } from "~/modules/standards/delete-standard-category.server";
import { deleteStandardItem } from "~/modules/standards/delete-standard-item.server";
import { listStandardVersions } from "~/modules/standards/list-standard-versions.server";
import { listStandards } from "~/modules/standards/list-standards.server";
import { standardsMessages } from "~/modules/standards/standards-messages";
import { categorySchema, versionFormSchema } from "~/modules/standards/standards-schema";
import { updateStandardCategory } from "~/modules/standards/update-standard-category.server";
import { ManageStandards, type ManageActionResult } from "~/modules/standards/ui/manage-standards";
import type { Route } from "./+types/sections";

export function meta() {
  return [{ title: `Manage Standards | ${siteName}` }];
}

const notices: Record<string, string> = {
  created: "The standard was created.",
  deleted: "The standard was deleted with its sub-standards, discussions and history.",
};

/** Manage Standards (SPEC §2): administrator and committee. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "standards.manage");
  const notice = new URL(request.url).searchParams.get("notice");
  try {
    const db = getDb();
    const list = await listStandards(db, session);
    const versions = await listStandardVersions(db);
    return {
      list,
      versions: versions.map((v) => ({
        id: v.id,
        versionNumber: v.versionNumber,
        releaseDate: v.releaseDate,
        notes: v.notes,
        isCurrent: v.isCurrent,
      })),
      notice: notice ? (notices[notice] ?? null) : null,
      can: {
        createItem: can(session, "standardItem.create") || can(session, "standardSection.create"),
        deleteItem: can(session, "standardItem.delete"),
        manageCategories: can(session, "standardCategory.manage"),
        createCategory: can(session, "standardCategory.create"),
        createVersion: can(session, "standardVersion.create"),
      },
    };
  } catch (error) {
    throwLoaderError(error, standardsMessages.failedToLoad, "manage standards");
  }
}

const idSchema = z.object({ id: z.string().min(1) });

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "standards.manage");
  const values = await readFormValues(request);
  const intent = values.intent ?? "";
  const confirmed = values.confirm === "yes";
  const db = getDb();
  const invalid = (errors: Record<string, string>) =>
    data<ManageActionResult>(
      { ok: false, intent, message: "", fieldErrors: errors, values },
      { status: 422 },
    );
  const done = (message: string): ManageActionResult => ({ ok: true, intent, message });
  const askToConfirm = (id: string): ManageActionResult => ({
    ok: false,
    intent,
    message: "",
    confirm: { id, label: values.label ?? "" },
  });
  try {
    switch (intent) {
      case "deleteItem": {
        const parsed = parseValues(values, idSchema);
        if (!parsed.ok) return invalid(parsed.errors);
        if (!confirmed) {
          return askToConfirm(parsed.data.id);
        }
        const deleted = await deleteStandardItem(db, session, parsed.data.id);
        return done(
          `${deleted.item.kind === "appendix" ? "Appendix" : "Standard"} ${deleted.item.number} was deleted with ${deleted.subStandards} sub-standards, ${deleted.discussions} discussions and ${deleted.history} history entries.`,
        );
      }
      case "createCategory": {
        const parsed = parseValues(values, categorySchema);
        if (!parsed.ok) return invalid(parsed.errors);
        const category = await createStandardCategory(db, session, parsed.data);
        return done(`Category “${category.name}” added.`);
      }
      case "updateCategory": {
        const parsed = parseValues(values, categorySchema.extend(idSchema.shape));
        if (!parsed.ok) return invalid(parsed.errors);
        const category = await updateStandardCategory(db, session, parsed.data.id, parsed.data);
        return done(`Category “${category.name}” saved.`);
      }
      case "deleteCategory": {
        const parsed = parseValues(values, idSchema);
        if (!parsed.ok) return invalid(parsed.errors);
        if (!confirmed) {
          return askToConfirm(parsed.data.id);
        }
        const category = await deleteStandardCategory(db, session, parsed.data.id);
        return done(`Category “${category.name}” deleted.`);
      }
      case "createVersion": {
        const parsed = parseValues(values, versionFormSchema);
        if (!parsed.ok) return invalid(parsed.errors);
        const version = await createStandardVersion(db, session, parsed.data);
        return done(
          `Version ${version.versionNumber} recorded${version.isCurrent ? " as the current version" : ""}.`,
        );
      }
      default:
        return data<ManageActionResult>(
          { ok: false, intent, message: "Unknown action" },
          { status: 400 },
        );
    }
  } catch (error) {
    const failure = actionFailure(
      error,
      standardsMessages.failedToSave,
      `manage standards ${intent}`,
    );
    return data<ManageActionResult>(
      { ok: false, intent, message: failure.message, fieldErrors: failure.fieldErrors, values },
      { status: failure.status },
    );
  }
}

export default function Sections({ loaderData, actionData }: Route.ComponentProps) {
  return <ManageStandards {...loaderData} result={actionData as ManageActionResult | undefined} />;
}

export const ErrorBoundary = RouteErrorBoundary;
