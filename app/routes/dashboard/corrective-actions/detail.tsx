import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { toLocale } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import {
  done,
  formErrorResponse,
  formFailure,
  formIntent,
  handleForm,
  loadPage,
} from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import { translateText } from "~/lib/i18n/translate-text";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import {
  acceptSchema,
  correctiveActionMessages,
  correctiveActionText,
  correctiveActionUiMessages,
  CorrectiveActionScreen,
  returnSchema,
} from "~/modules/corrective-actions";
import {
  acceptCorrectiveAction,
  assertMayVerifyCorrectiveAction,
  getCorrectiveActionPage,
  receiveCorrectiveActionAnswer,
  returnCorrectiveAction,
} from "~/modules/corrective-actions/index.server";
import type { Route } from "./+types/detail";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  const title = intl.formatMessage(correctiveActionUiMessages.detailTitle, {
    standardNumber: loaderData?.action.standardNumber ?? "",
  });
  return [{ title: `${title} | ${intl.formatMessage(siteNameMessage)}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "correctiveAction.list");
  return loadPage(() => getCorrectiveActionPage(getDb(), session, params.id), {
    fallback: correctiveActionText.loadAction.defaultMessage,
    context: "corrective action page",
  });
}

const confirm = { confirm: z.string().optional() };

/**
 * POST: the business's answer (multipart with evidence files), or the
 * verifier's accept / return (with the reason), each after a confirmation
 * step that works without JavaScript.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "correctiveAction.list");
  const db = getDb();
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const locale = await requestLocale(request);
    let outcome;
    try {
      outcome = await receiveCorrectiveActionAnswer(db, session, params.id, request);
    } catch (error) {
      return formErrorResponse(error, "answer", {
        fallback: translateText(correctiveActionMessages.failed, locale),
        context: "answer corrective action",
      });
    }
    if (outcome.ok) {
      const message = translateText(correctiveActionMessages.answered, locale);
      return { ok: true as const, intent: "answer", message };
    }
    return formFailure(
      "answer",
      translateText(outcome.message, locale),
      outcome.status,
      Object.fromEntries(
        Object.entries(outcome.fieldErrors).map(([k, v]) => [k, translateText(v, locale)]),
      ),
      outcome.values,
    );
  }
  return handleForm(request, {
    context: "corrective action",
    fallback: correctiveActionMessages.failed,
    invalidStatus: 422,
    intents: {
      accept: formIntent(acceptSchema.extend(confirm), async (input) => {
        if (input.confirm !== "yes") {
          await assertMayVerifyCorrectiveAction(db, session, params.id);
          return { ok: false as const, confirm: "accept" as const, version: String(input.version) };
        }
        await acceptCorrectiveAction(db, session, params.id, input);
        return done(correctiveActionMessages.accepted);
      }),
      return: formIntent(returnSchema.extend(confirm), async (input) => {
        if (input.confirm !== "yes") {
          await assertMayVerifyCorrectiveAction(db, session, params.id);
          return {
            ok: false as const,
            confirm: "return" as const,
            reason: input.reason,
            version: String(input.version),
          };
        }
        await returnCorrectiveAction(db, session, params.id, input);
        return done(correctiveActionMessages.returned);
      }),
    },
  });
}

export default function CorrectiveAction({ loaderData, actionData }: Route.ComponentProps) {
  return <CorrectiveActionScreen page={loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
