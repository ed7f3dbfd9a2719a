import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { toLocale } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import {
  commentSchema,
  decisionNoteSchema,
  editCommentSchema,
  hideCommentSchema,
  openBallotSchema,
  ProposalDetailPage,
  proposalDoneText,
  proposalEditSchema,
  proposalPageMessages,
  proposalSubjectText,
  voteSchema,
  type ProposalActionResult,
} from "~/modules/proposals";
import {
  castVote,
  decideProposal,
  editProposalComment,
  hideProposalComment,
  postProposalComment,
  getProposalPage,
  openBallot,
  updateProposal,
  withdrawProposal,
} from "~/modules/proposals/index.server";
import type { Route } from "./+types/proposal-detail";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  const title = loaderData
    ? intl.formatMessage(proposalPageMessages.detailTitle, {
        subject: proposalSubjectText(intl, loaderData.detail.proposal),
      })
    : intl.formatMessage(proposalPageMessages.detailTitleBare);
  return [{ title: `${title} | ${intl.formatMessage(siteNameMessage)}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "proposal.list");
  const locale = await requestLocale(request);
  return loadPage(
    () => getProposalPage(getDb(), session, params.id, new URL(request.url), locale),
    {
      fallback: proposalPageMessages.detailFailed.defaultMessage,
      context: "proposal detail",
    },
  );
}

/** Publishing and withdrawing answer the confirmation box first (no JavaScript needed). */
const askToConfirm = (intent: string) =>
  ({ ok: false, intent, message: "", confirm: true }) satisfies ProposalActionResult;

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "proposal.list");
  const db = getDb();
  const intl = intlFor(await requestLocale(request));
  const t = proposalDoneText;
  const decide = (decision: "approved" | "rejected") =>
    formIntent(decisionNoteSchema, async ({ note }, values) => {
      if (decision === "approved" && values.confirm !== "yes") return askToConfirm("approve");
      const decided = await decideProposal(db, session, params.id, { decision, note });
      return done(
        decided.status === "approved"
          ? intl.formatMessage(t.published, { version: decided.appliedVersion ?? "" })
          : intl.formatMessage(t.rejected),
      );
    });
  return handleForm(request, {
    context: "proposal",
    fallback: proposalPageMessages.updateFailed.defaultMessage,
    invalidStatus: 422,
    intents: {
      edit: formIntent(proposalEditSchema, async (input) => {
        await updateProposal(db, session, params.id, input);
        return done(intl.formatMessage(t.revised));
      }),
      openBallot: formIntent(openBallotSchema, async (input) => {
        const ballot = await openBallot(db, session, params.id, input);
        return done(intl.formatMessage(t.ballotOpen, { count: ballot.eligibleCount }));
      }),
      vote: formIntent(voteSchema, async (input) => {
        const cast = await castVote(db, session, params.id, input);
        return done(
          cast.closed
            ? intl.formatMessage(t.voteClosed, {
                result: cast.closed.result,
                outcome:
                  cast.outcome === "awaiting-publication" ? "awaiting" : (cast.outcome ?? "none"),
              })
            : intl.formatMessage(t.voted),
        );
      }),
      approve: decide("approved"),
      reject: decide("rejected"),
      withdraw: formIntent(decisionNoteSchema, async ({ note }, values) => {
        if (values.confirm !== "yes") return askToConfirm("withdraw");
        await withdrawProposal(db, session, params.id, { note });
        return done(intl.formatMessage(t.withdrawn));
      }),
      comment: formIntent(commentSchema, async (input) => {
        await postProposalComment(db, session, params.id, input);
        return done(intl.formatMessage(t.replyPosted));
      }),
      editComment: formIntent(editCommentSchema, async ({ commentId, body }) => {
        await editProposalComment(db, session, params.id, commentId, { body });
        return done(intl.formatMessage(t.replyUpdated));
      }),
      hideComment: formIntent(hideCommentSchema, async ({ commentId, reason }) => {
        await hideProposalComment(db, session, params.id, commentId, { reason });
        return done(intl.formatMessage(t.replyHidden));
      }),
    },
  });
}

export default function ProposalDetail({ loaderData, actionData }: Route.ComponentProps) {
  return <ProposalDetailPage {...loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
