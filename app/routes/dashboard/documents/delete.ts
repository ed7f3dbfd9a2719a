import { redirect } from "react-router";
import { z } from "zod";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm } from "~/lib/form-action.server";
import { requireUser, safeRedirect } from "~/modules/auth/index.server";
import {
  deleteDocumentForNotice,
  deleteReasonSchema,
  documentMessages,
  type DocumentNoticeCode,
} from "~/modules/documents/index.server";
import type { Route } from "./+types/delete";

function back(target: string, code: DocumentNoticeCode, confirmAgain?: string) {
  const url = new URL(safeRedirect(target), "http://local");
  url.searchParams.delete("confirmDelete");
  // A missing reason: the confirmation (with the reason field) opens again.
  if (confirmAgain) url.searchParams.set("confirmDelete", confirmAgain);
  url.searchParams.set("documents", code);
  url.hash = "documents";
  return redirect(`${url.pathname}${url.search}${url.hash}`);
}

export function loader() {
  return redirect("/dashboard/documents");
}

const deleteSchema = z.object({
  redirectTo: z.string().default("/dashboard/documents"),
  reason: deleteReasonSchema,
});

/**
 * POST /dashboard/documents/{id}/delete (after the confirmation in the UI):
 * deletes by the uploader or administrator/committee (with a `reason` once
 * the application is approved or certified, decision 042), then redirects
 * back to `redirectTo` with a notice code.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  return handleForm(request, {
    context: "delete document",
    fallback: documentMessages.deleteFailed,
    defaultIntent: "delete",
    // A reason too long is answered before the service runs, as the service answers it: the
    // confirmation (with the reason field) opens again with its notice.
    failure: (f) => {
      if (f.fieldErrors.reason) {
        throw back(f.values.redirectTo ?? "/dashboard/documents", "reason_too_long", params.id);
      }
      return {};
    },
    intents: {
      delete: formIntent(deleteSchema, async ({ redirectTo, reason }) => {
        const notice = await deleteDocumentForNotice(getDb(), user, params.id, { reason });
        return back(redirectTo, notice.code, notice.confirmAgain ? params.id : undefined);
      }),
    },
  });
}
