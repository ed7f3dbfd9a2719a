import { redirect } from "react-router";
import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireAccess, requireUser } from "~/modules/auth/index.server";
import {
  certificateListPage,
  certificateMessages,
  certificateViewPath,
  generateCertificate,
} from "~/modules/certificates/index.server";
import { CertificateListScreen, certificateUiMessages as m } from "~/modules/certificates";
import { renewalOffers } from "~/modules/renewals/index.server";
import type { Route } from "./+types/list";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  const title = intl.formatMessage(loaderData?.isStaff === false ? m.ownTitle : m.staffTitle);
  return [{ title: `${title} | ${intl.formatMessage(siteNameMessage)}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "certificate.list");
  const params = new URL(request.url).searchParams;
  return loadPage(() => certificateListPage(getDb(), session, params, renewalOffers), {
    fallback: m.loadListFailed.defaultMessage,
    context: "list certificates",
  });
}

const generateSchema = z.object({
  applicationId: z.string().trim().min(1, m.chooseApplication.defaultMessage),
});

/**
 * Staff generate the certificate of an approved, membership-paid application.
 * A refusal is shown at the chosen application; an unknown one is a message
 * there too, not the not-found screen.
 */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireUser(request);
  return handleForm(request, {
    context: "generate certificate",
    fallback: certificateMessages.generateFailed,
    defaultIntent: "generate",
    invalidStatus: 422,
    failure: (f) => ({ fieldErrors: { applicationId: f.message, ...f.fieldErrors } }),
    intents: {
      generate: formIntent(
        generateSchema,
        async ({ applicationId }) => {
          const { certificate, created } = await generateCertificate(
            getDb(),
            session,
            applicationId,
          );
          return redirect(
            `${certificateViewPath(certificate.id)}?notice=${created ? "generated" : "existing"}`,
          );
        },
        { notFound: "form" },
      ),
    },
  });
}

export default function CertificatesList({ loaderData, actionData }: Route.ComponentProps) {
  return <CertificateListScreen page={loaderData} error={actionData?.message} />;
}

export const ErrorBoundary = RouteErrorBoundary;
