import { refuseIgnoredListFilters } from "~/lib/list-query.server";
import { csvFileName, csvResponse } from "~/lib/csv.server";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { requireAccess } from "~/modules/auth/index.server";
import {
  certificatesExportFailed,
  exportCertificates,
  parseCertificateListQuery,
} from "~/modules/certificates/index.server";
import type { Route } from "./+types/export";

/** CSV of the certificates list with its filters and sort, for whoever may see the list. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "certificate.list");
  const params = new URL(request.url).searchParams;
  const query = parseCertificateListQuery(params, session);
  refuseIgnoredListFilters(params, query);
  const locale = await requestLocale(request);
  return loadPage(
    async () =>
      csvResponse(
        await exportCertificates(getDb(), session, query, locale),
        csvFileName("certificates"),
        request,
      ),
    {
      fallback: certificatesExportFailed.defaultMessage,
      context: "export certificates",
    },
  );
}
