import { redirect } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import { proposalFormSchema, proposalPageMessages, ProposalsPage } from "~/modules/proposals";
import { createProposal, getProposalsPage } from "~/modules/proposals/index.server";
import type { Route } from "./+types/proposals";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [
    {
      title: `${intl.formatMessage(proposalPageMessages.listTitle)} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

/** Proposed Changes (SPEC §2): every signed-in role reads and proposes; voters filter what needs their vote. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "proposal.list");
  return loadPage(() => getProposalsPage(getDb(), session, new URL(request.url)), {
    fallback: proposalPageMessages.listFailed.defaultMessage,
    context: "list proposals",
  });
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "proposal.create");
  return handleForm(request, {
    context: "create proposal",
    fallback: proposalPageMessages.sendFailed.defaultMessage,
    defaultIntent: "propose",
    invalidStatus: 422,
    intents: {
      propose: formIntent(proposalFormSchema, async (input) => {
        const proposal = await createProposal(getDb(), session, input);
        return redirect(`/dashboard/standards/proposals/${proposal.id}?notice=created`);
      }),
    },
  });
}

export default function Proposals({ loaderData, actionData }: Route.ComponentProps) {
  return <ProposalsPage {...loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
