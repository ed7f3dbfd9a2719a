import { redirect } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import { proposalFormSchema, ProposalsPage } from "~/modules/proposals";
import {
  createProposal,
  getProposalsPage,
  proposalPageTexts,
} from "~/modules/proposals/index.server";
import type { Route } from "./+types/proposals";

export function meta() {
  return [{ title: `Proposed Changes | ${siteName}` }];
}

/** Proposed Changes (SPEC §2): every signed-in role reads and proposes; voters filter what needs their vote. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "proposal.list");
  return loadPage(() => getProposalsPage(getDb(), session, new URL(request.url)), {
    fallback: proposalPageTexts.listFailed,
    context: "list proposals",
  });
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "proposal.create");
  return handleForm(request, {
    context: "create proposal",
    fallback: proposalPageTexts.sendFailed,
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
