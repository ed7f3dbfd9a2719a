import { INTL_LOCALE, splitLocalePath } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { intlFor } from "~/lib/i18n/intl";
import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import { pageTitle, publicPageMeta } from "~/modules/site-content";
import { credentialPath } from "~/modules/credentials";
import {
  prefersJson,
  verificationStatusTitles as statusTitles,
  verifyMessages,
  VerifyPage,
  type VerifyPageData,
} from "~/modules/verification";
import { getVerifyPage, verifyCertificateJson } from "~/modules/verification/index.server";
import type { Route } from "./+types/verify";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

/**
 * Machines asking for JSON (Accept prefers application/json) get the same
 * facts as /api/verify/{id}, before the page is rendered.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params }, next) => {
    if (!params.id || !prefersJson(request.headers.get("accept"))) return next();
    return verifyCertificateJson(request, params.id);
  },
];

export function loader({ request, params }: Route.LoaderArgs) {
  return getVerifyPage(getDb(), request, params.id);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const result = new Headers({ Vary: "Accept" });
  const retryAfter = loaderHeaders.get("Retry-After");
  if (retryAfter) result.set("Retry-After", retryAfter);
  return result;
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const loaded = loaderData as VerifyPageData | undefined;
  if (!loaded || loaded.mode === "form") return publicPageMeta("/verify", location);
  const { locale } = splitLocalePath(location.pathname);
  const intl = intlFor(locale);
  const status =
    loaded.mode === "result" ? intl.formatMessage(statusTitles[loaded.result.status]) : "";
  const title =
    loaded.mode === "rate_limited"
      ? intl.formatMessage(verifyMessages.tooManyRequests)
      : loaded.result.certificateNumber
        ? `${status} ${loaded.result.certificateNumber}`
        : status;
  const description =
    loaded.mode === "result" && loaded.result.businessName
      ? intl.formatMessage(verifyMessages.resultDescription, {
          number: loaded.result.certificateNumber ?? "",
          business: loaded.result.businessName,
          status: status.toLocaleLowerCase(INTL_LOCALE[locale]),
        })
      : intl.formatMessage(verifyMessages.defaultDescription);
  return [
    { title: pageTitle(title) },
    { name: "description", content: description },
    // Results are for the person checking, not for search engines.
    { name: "robots", content: "noindex" },
    // Machines find the signed credential from the page (decision 052).
    ...(loaded.mode === "result" && loaded.credentialCode
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/vc+ld+json",
            href: credentialPath(loaded.credentialCode),
          },
        ]
      : []),
  ];
}

export default function Verify({ loaderData }: Route.ComponentProps) {
  return <VerifyPage loaded={loaderData as VerifyPageData} />;
}
