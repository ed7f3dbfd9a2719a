import { data } from "react-router";
import { clientIp } from "~/lib/client-address.server";
import { getDb } from "~/lib/db.server";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { loadPage } from "~/lib/form-action.server";
import {
  complaintMessages,
  ReportConcernPage,
  type ReportConcernResult,
} from "~/modules/complaints";
import { getConcernBusiness, receiveConcern } from "~/modules/complaints/index.server";
import { pageTitle } from "~/modules/site-content";
import type { Route } from "./+types/report-concern";
import { complaintDeadlineDays } from "~/lib/site-config.server";

export const loader = ({ params }: Route.LoaderArgs) =>
  loadPage(
    async () => {
      const business = await getConcernBusiness(getDb(), params.number);
      return {
        certificateNumber: business.certificateNumber,
        businessName: business.businessName,
        acceptsConcerns: business.acceptsConcerns,
        notAccreditedMessage: complaintMessages.notAccredited(business.businessName),
        ...complaintDeadlineDays(),
      };
    },
    { fallback: "Could not load this page. Please try again.", context: "report concern page" },
  );

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: pageTitle(`Report a concern${loaderData ? ` about ${loaderData.businessName}` : ""}`),
    },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * POST: the concern, as a multipart form (files optional) streamed by the
 * complaints module (`receiveConcern`: limits, honeypot, rate limits, then
 * one transaction). Answers the reference, or the refusal at the fields.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const outcome = await receiveConcern(getDb(), request, {
    certificateNumber: params.number,
    clientIp: clientIp(request),
    locale: await requestLocale(request),
  }).catch((error: unknown) => {
    if (error instanceof Response) throw error;
    if (error instanceof Error && "status" in error && error.status === 404) {
      throw data({ title: "Not found", message: error.message }, { status: 404 });
    }
    throw error;
  });
  const headers = { "Cache-Control": "no-store" };
  if (!outcome.ok) {
    return data<ReportConcernResult>(
      {
        ok: false,
        message: outcome.message,
        fieldErrors: outcome.fieldErrors,
        values: outcome.values,
      },
      { status: outcome.status, headers },
    );
  }
  return data<ReportConcernResult>(
    {
      ok: true,
      // A discarded (honeypot) concern is answered like a success, without a reference.
      reference: outcome.status === "received" ? outcome.reference : null,
      ...complaintDeadlineDays(),
    },
    { headers },
  );
}

export default function ReportConcern({ loaderData, actionData }: Route.ComponentProps) {
  return <ReportConcernPage business={loaderData} result={actionData} />;
}
