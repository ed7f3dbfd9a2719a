import { data } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isoDate } from "~/lib/format";
import { parseValues, readFormValues } from "~/lib/form-data.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/session.server";
import {
  DEFAULT_BALLOT_DAYS,
  DEFAULT_QUORUM_PERCENT,
  MAX_BALLOT_DAYS,
} from "~/modules/proposals/ballot-rules";
import { castVote } from "~/modules/proposals/cast-vote.server";
import { decideProposal } from "~/modules/proposals/decide-proposal.server";
import { getProposal } from "~/modules/proposals/get-proposal.server";
import { openBallot } from "~/modules/proposals/open-ballot.server";
import {
  decisionNoteSchema,
  openBallotSchema,
  proposalEditSchema,
  voteSchema,
} from "~/modules/proposals/proposal-schema";
import { ballotResultLabels } from "~/modules/proposals/proposal-status";
import {
  ProposalDetailPage,
  type ProposalActionResult,
} from "~/modules/proposals/ui/proposal-detail-page";
import { updateProposal } from "~/modules/proposals/update-proposal.server";
import { withdrawProposal } from "~/modules/proposals/withdraw-proposal.server";
import type { Route } from "./+types/proposal-detail";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: `${loaderData ? `Proposal: ${loaderData.detail.proposal.subject}` : "Proposal"} | ${siteName}`,
    },
  ];
}

const notices: Record<string, string> = {
  created: "Your proposal is sent. The committee and the administrators have been notified.",
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "proposal.list");
  const notice = new URL(request.url).searchParams.get("notice");
  const timeZone = getEnv().PROGRAMME_TIME_ZONE;
  try {
    const detail = await getProposal(getDb(), session, params.id);
    const now = Date.now();
    return {
      detail,
      timeZone,
      notice: notice ? (notices[notice] ?? null) : null,
      ballotDefaults: {
        closesOn: isoDate(now + DEFAULT_BALLOT_DAYS * 86_400_000, timeZone),
        min: isoDate(now + 86_400_000, timeZone),
        max: isoDate(now + MAX_BALLOT_DAYS * 86_400_000, timeZone),
        quorumPercent: DEFAULT_QUORUM_PERCENT,
      },
    };
  } catch (error) {
    throwLoaderError(error, "Failed to load the proposal. Please try again.", "proposal detail");
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "proposal.list");
  const values = await readFormValues(request);
  const intent = values.intent ?? "";
  const confirmed = values.confirm === "yes";
  const db = getDb();
  const done = (message: string) => ({ ok: true, intent, message }) satisfies ProposalActionResult;
  const invalid = (errors: Record<string, string>) =>
    data<ProposalActionResult>(
      { ok: false, intent, message: "", fieldErrors: errors, values },
      { status: 422 },
    );
  try {
    switch (intent) {
      case "edit": {
        const parsed = parseValues(values, proposalEditSchema);
        if (!parsed.ok) return invalid(parsed.errors);
        await updateProposal(db, session, params.id, parsed.data);
        return done("The proposal is revised.");
      }
      case "openBallot": {
        const parsed = parseValues(values, openBallotSchema);
        if (!parsed.ok) return invalid(parsed.errors);
        const ballot = await openBallot(db, session, params.id, parsed.data);
        return done(
          `The ballot is open: ${ballot.eligibleCount} voting ${ballot.eligibleCount === 1 ? "member has" : "members have"} been asked to vote.`,
        );
      }
      case "vote": {
        const parsed = parseValues(values, voteSchema);
        if (!parsed.ok) return invalid(parsed.errors);
        const cast = await castVote(db, session, params.id, parsed.data);
        return done(
          cast.closed
            ? `Your vote is recorded. It was the last one: the ballot closed — ${ballotResultLabels[cast.closed.result].toLowerCase()}.`
            : "Your vote is recorded. You can change it until the ballot closes.",
        );
      }
      case "approve":
      case "reject": {
        const parsed = parseValues(values, decisionNoteSchema);
        if (!parsed.ok) return invalid(parsed.errors);
        if (intent === "approve" && !confirmed) {
          return { ok: false, intent, message: "", confirm: true } satisfies ProposalActionResult;
        }
        const decided = await decideProposal(db, session, params.id, {
          decision: intent === "approve" ? "approved" : "rejected",
          note: parsed.data.note,
        });
        return done(
          decided.status === "approved"
            ? `Approved: the standard now has the proposed text, as version ${decided.appliedVersion}.`
            : "The proposal is rejected. The proposer has been notified.",
        );
      }
      case "withdraw": {
        const parsed = parseValues(values, decisionNoteSchema);
        if (!parsed.ok) return invalid(parsed.errors);
        if (!confirmed)
          return { ok: false, intent, message: "", confirm: true } satisfies ProposalActionResult;
        await withdrawProposal(db, session, params.id, { note: parsed.data.note });
        return done("The proposal is withdrawn.");
      }
      default:
        return data<ProposalActionResult>(
          { ok: false, intent, message: "Unknown action" },
          { status: 400 },
        );
    }
  } catch (error) {
    const failure = actionFailure(
      error,
      "Failed to update the proposal. Please try again.",
      `proposal ${intent}`,
    );
    return data<ProposalActionResult>(
      { ok: false, intent, message: failure.message, fieldErrors: failure.fieldErrors, values },
      { status: failure.status },
    );
  }
}

export default function ProposalDetail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProposalDetailPage {...loaderData} result={actionData as ProposalActionResult | undefined} />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
