import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import {
  concernMessages,
  FindConcernBusinessPage,
  GENERAL_CONCERN_PATH,
} from "~/modules/complaints";
import { findConcernBusinesses } from "~/modules/complaints/index.server";
import { publicPageMeta } from "~/modules/site-content";
import type { Route } from "./+types/report-concern-index";

export const handle = documentOnlyForAnonymous;

/** GET /report-concern?q=: the general way to report a concern: find the business first. */
export const loader = ({ request }: Route.LoaderArgs) =>
  loadPage(() => findConcernBusinesses(getDb(), new URL(request.url).searchParams.get("q") ?? ""), {
    fallback: concernMessages.loadFailed.defaultMessage,
    context: "report concern search",
  });

export function meta({ location }: { location: { pathname: string } }) {
  return publicPageMeta(GENERAL_CONCERN_PATH, location);
}

export default function ReportConcernIndex({ loaderData }: Route.ComponentProps) {
  return <FindConcernBusinessPage result={loaderData} />;
}
