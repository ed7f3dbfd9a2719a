import { data } from "react-router";
import { splitLocalePath } from "~/domain/locale";
import { clientIp } from "~/lib/client-address.server";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { translateText } from "~/lib/i18n/translate-text";
import {
  complaintMessages,
  concernMessages,
  ReportConcernPage,
  type ReportConcernResult,
} from "~/modules/complaints";
import { getConcernBusiness, receiveConcern } from "~/modules/complaints/index.server";
import { pageTitle } from "~/modules/site-content";
import type { Route } from "./+types/report-concern";
import { complaintDeadlineDays } from "~/lib/site-config.server";

export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadPage(
    async () => {
      const business = await getConcernBusiness(getDb(), params.number);
      const locale = await requestLocale(request);
      return {
        certificateNumber: business.certificateNumber,
        businessName: business.businessName,
        acceptsConcerns: business.acceptsConcerns,
        notAccreditedMessage: complaintMessages.notAccredited(business.businessName, locale),
        ...complaintDeadlineDays(),
      };
    },
    {
      fallback: concernMessages.loadFailed.defaultMessage,
      context: "report concern page",
    },
  );

export function meta({ loaderData, location }: Route.MetaArgs) {
  const intl = intlFor(splitLocalePath(location.pathname).locale);
  return [
    {
      title: pageTitle(
        loaderData
          ? intl.formatMessage(concernMessages.title, { name: loaderData.businessName })
          : intl.formatMessage(concernMessages.metaTitle),
      ),
    },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * POST: the concern, as a multipart form (files optional) streamed by the
 * complaints module (`receiveConcern`: limits, honeypot, rate limits, then
 * one transaction). Answers the reference, or the refusal at the fields, in
 * the reader's language (messages with values are written in it by the
 * module; the others are translated here, at the edge).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const locale = await requestLocale(request);
  const outcome = await receiveConcern(getDb(), request, {
    certificateNumber: params.number,
    clientIp: clientIp(request),
    locale,
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
        message: translateText(outcome.message, locale),
        fieldErrors: Object.fromEntries(
          Object.entries(outcome.fieldErrors).map(([name, text]) => [
            name,
            translateText(text, locale),
          ]),
        ),
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
