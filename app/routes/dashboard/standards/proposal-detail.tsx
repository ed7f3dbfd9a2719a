import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { ballotResultLabels } from "~/domain/proposal-status";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import {
  commentSchema,
  decisionNoteSchema,
  editCommentSchema,
  hideCommentSchema,
  openBallotSchema,
  ProposalDetailPage,
  proposalEditSchema,
  voteSchema,
  type ProposalActionResult,
} from "~/modules/proposals";
import {
  ballotOutcomeTexts,
  castVote,
  decideProposal,
  editProposalComment,
  hideProposalComment,
  postProposalComment,
  getProposalPage,
  openBallot,
  proposalPageTexts,
  updateProposal,
  withdrawProposal,
} from "~/modules/proposals/index.server";
import type { Route } from "./+types/proposal-detail";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: `${loaderData ? `Proposal: ${loaderData.detail.proposal.subject}` : "Proposal"} | ${siteName}`,
    },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "proposal.list");
  return loadPage(() => getProposalPage(getDb(), session, params.id, new URL(request.url)), {
    fallback: proposalPageTexts.detailFailed,
    context: "proposal detail",
  });
}

/** Publishing and withdrawing answer the confirmation box first (no JavaScript needed). */
const askToConfirm = (intent: string) =>
  ({ ok: false, intent, message: "", confirm: true }) satisfies ProposalActionResult;

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "proposal.list");
  const db = getDb();
  const decide = (decision: "approved" | "rejected") =>
    formIntent(decisionNoteSchema, async ({ note }, values) => {
      if (decision === "approved" && values.confirm !== "yes") return askToConfirm("approve");
      const decided = await decideProposal(db, session, params.id, { decision, note });
      return done(
        decided.status === "approved"
          ? `Published: the standard now has the proposed text, as version ${decided.appliedVersion}.`
          : "The proposal is rejected. The proposer has been notified.",
      );
    });
  return handleForm(request, {
    context: "proposal",
    fallback: proposalPageTexts.updateFailed,
    invalidStatus: 422,
    intents: {
      edit: formIntent(proposalEditSchema, async (input) => {
        await updateProposal(db, session, params.id, input);
        return done("The proposal is revised.");
      }),
      openBallot: formIntent(openBallotSchema, async (input) => {
        const ballot = await openBallot(db, session, params.id, input);
        return done(
          `The ballot is open: ${ballot.eligibleCount} voting ${ballot.eligibleCount === 1 ? "member has" : "members have"} been asked to vote.`,
        );
      }),
      vote: formIntent(voteSchema, async (input) => {
        const cast = await castVote(db, session, params.id, input);
        return done(
          cast.closed
            ? `Your vote is recorded. It was the last one: the ballot closed — ${ballotResultLabels[cast.closed.result].toLowerCase()}${cast.outcome ? `: ${ballotOutcomeTexts[cast.outcome]}` : ""}.`
            : "Your vote is recorded. You can change it until the ballot closes.",
        );
      }),
      approve: decide("approved"),
      reject: decide("rejected"),
      withdraw: formIntent(decisionNoteSchema, async ({ note }, values) => {
        if (values.confirm !== "yes") return askToConfirm("withdraw");
        await withdrawProposal(db, session, params.id, { note });
        return done("The proposal is withdrawn.");
      }),
      comment: formIntent(commentSchema, async (input) => {
        await postProposalComment(db, session, params.id, input);
        return done("Your reply is posted.");
      }),
      editComment: formIntent(editCommentSchema, async ({ commentId, body }) => {
        await editProposalComment(db, session, params.id, commentId, { body });
        return done("Your reply is updated; the earlier text is kept.");
      }),
      hideComment: formIntent(hideCommentSchema, async ({ commentId, reason }) => {
        await hideProposalComment(db, session, params.id, commentId, { reason });
        return done("The reply is hidden.");
      }),
    },
  });
}

export default function ProposalDetail({ loaderData, actionData }: Route.ComponentProps) {
  return <ProposalDetailPage {...loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
