import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { requireUser } from "~/modules/auth/index.server";
import {
  certificateMessages,
  certificatePage,
  revokeAfterConfirming,
} from "~/modules/certificates/index.server";
import { CertificateViewScreen } from "~/modules/certificates";
import { renewalOffers } from "~/modules/renewals/index.server";
import type { Route } from "./+types/view";

export function meta({ loaderData }: Route.MetaArgs) {
  const number = loaderData?.certificate.certificateNumber;
  return [{ title: `${number ? `Certificate ${number}` : "Certificate"} | ${siteName}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const search = new URL(request.url).searchParams;
  return loadPage(() => certificatePage(getDb(), session, params.id, search, renewalOffers), {
    fallback: "Could not load the certificate. Please try again.",
    context: "load certificate",
  });
}

// The reason is checked by the service (its message at the field, 422).
const revokeSchema = z.object({
  reason: z.string().optional().default(""),
  confirm: z.string().optional(),
});

/** Staff revoke with a reason, after a confirmation (works without JavaScript). */
export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireUser(request);
  return handleForm(request, {
    context: "revoke certificate",
    fallback: certificateMessages.revokeFailed,
    defaultIntent: "revoke",
    failure: (f) => ({ reason: f.values.reason ?? "" }),
    intents: {
      revoke: formIntent(revokeSchema, async (input) => {
        const step = await revokeAfterConfirming(getDb(), session, params.id, input);
        if ("confirmReason" in step) {
          return { ok: false as const, confirmRevoke: true as const, reason: step.confirmReason };
        }
        const number = step.revoked.certificateNumber;
        return done(`Certificate ${number} is revoked. The business has been notified.`);
      }),
    },
  });
}

export default function CertificateView({ loaderData, actionData }: Route.ComponentProps) {
  return <CertificateViewScreen page={loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
