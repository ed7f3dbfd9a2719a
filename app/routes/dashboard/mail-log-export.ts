import { csvFileName, csvResponse } from "~/lib/csv.server";
import { getDb } from "~/lib/db.server";
import { throwLoaderError } from "~/lib/route-errors.server";
import { requireAccess } from "~/modules/auth/session.server";
import { exportOutboxEmails } from "~/modules/mail/export-outbox-emails.server";
import { parseOutboxListQuery } from "~/modules/mail/list-outbox-emails.server";
import type { Route } from "./+types/mail-log-export";

/** CSV of the mail log with its filters and sort (administrators). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "mailLog.view");
  const filter = parseOutboxListQuery(new URL(request.url).searchParams);
  try {
    return csvResponse(await exportOutboxEmails(getDb(), session, filter), csvFileName("mail-log"));
  } catch (error) {
    throwLoaderError(error, "Could not export the mail log. Please try again.", "export mail log");
  }
}
