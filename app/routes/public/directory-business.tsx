import { isAppError } from "~/domain/app-error";
import { splitLocalePath } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { loadPage } from "~/lib/form-action.server";
import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import {
  directoryBusinessMessages,
  DirectoryBusinessErrorPage,
  DirectoryBusinessPage,
} from "~/modules/directory";
import {
  businessJsonLd,
  getDirectoryBusiness,
  getUnlistedBusiness,
} from "~/modules/directory/index.server";
import { publicResolvedComplaintCount } from "~/modules/complaints/index.server";
import { pageTitle } from "~/modules/site-content";
import type { Route } from "./+types/directory-business";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export const loader = ({ params }: Route.LoaderArgs) =>
  loadPage(
    async () => {
      const business = await getDirectoryBusiness(getDb(), params.id).catch(async (error) => {
        // A bookmarked page of a business no longer listed says why (suspended, expired, revoked).
        const unlisted = isAppError(error) ? await getUnlistedBusiness(getDb(), params.id) : null;
        if (unlisted) throw Response.json({ unlisted }, { status: 404 });
        throw error;
      });
      return {
        business,
        jsonLd: businessJsonLd(business, getEnv().baseUrl),
        resolvedComplaints: await publicResolvedComplaintCount(getDb(), business.certificateNumber),
      };
    },
    {
      fallback: directoryBusinessMessages.loadFailed.defaultMessage,
      context: "directory business",
    },
  );

export function meta({ loaderData, location }: Route.MetaArgs) {
  const m = directoryBusinessMessages;
  const intl = intlFor(splitLocalePath(location.pathname).locale);
  const business = loaderData?.business;
  if (!business) {
    return [
      { title: pageTitle(intl.formatMessage(m.notFoundTitle)) },
      { name: "robots", content: "noindex" },
    ];
  }
  const where = [business.city, business.region, business.country].filter(Boolean).join(", ");
  const description = intl.formatMessage(where ? m.metaDescriptionWhere : m.metaDescription, {
    name: business.businessName,
    where,
    number: business.certificateNumber,
  });
  return [
    { title: pageTitle(business.businessName) },
    { name: "description", content: description.slice(0, 200) },
    { property: "og:title", content: pageTitle(business.businessName) },
    { property: "og:description", content: description.slice(0, 200) },
  ];
}

export default function DirectoryBusiness({ loaderData }: Route.ComponentProps) {
  return (
    <DirectoryBusinessPage
      business={loaderData.business}
      jsonLd={loaderData.jsonLd}
      resolvedComplaints={loaderData.resolvedComplaints}
    />
  );
}

/** Unknown or no-longer-certified business: a public not-found screen. */
export const ErrorBoundary = DirectoryBusinessErrorPage;
