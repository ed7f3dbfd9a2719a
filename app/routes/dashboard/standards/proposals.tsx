import { data, redirect } from "react-router";
import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { parseForm } from "~/lib/form-data.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/session.server";
import { can } from "~/modules/permissions/policy";
import { createProposal } from "~/modules/proposals/create-proposal.server";
import { listProposals } from "~/modules/proposals/list-proposals.server";
import { proposalFormSchema } from "~/modules/proposals/proposal-schema";
import { proposalStatuses } from "~/modules/proposals/proposal-status";
import { ProposalsPage, type ProposalFormResult } from "~/modules/proposals/ui/proposals-page";
import { findStandardItem } from "~/modules/standards/find-standard-item.server";
import { itemLabel } from "~/modules/standards/standards-access.server";
import type { Route } from "./+types/proposals";

export function meta() {
  return [{ title: `Proposed Changes | ${siteName}` }];
}

const querySchema = z.object({
  status: z.enum(proposalStatuses).optional().catch(undefined),
  needs: z.enum(["vote"]).optional().catch(undefined),
  section: z.string().optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

/** Proposed Changes (SPEC §2): every signed-in role reads and proposes; voters filter what needs their vote. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "proposal.list");
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  try {
    const db = getDb();
    const list = await listProposals(db, session, {
      status: query.status,
      needsMyVote: query.needs === "vote",
      page: query.page,
    });
    const chosen = query.section ? await findStandardItem(db, query.section) : null;
    return {
      list,
      chosen: chosen
        ? {
            id: chosen.id,
            label: `${itemLabel(chosen)}. ${chosen.title}`,
            version: chosen.version,
            content: chosen.content,
          }
        : null,
      canManage: can(session, "standards.manage"),
      timeZone: getEnv().PROGRAMME_TIME_ZONE,
    };
  } catch (error) {
    throwLoaderError(error, "Failed to load the proposals. Please try again.", "list proposals");
  }
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "proposal.create");
  const parsed = await parseForm(request, proposalFormSchema);
  if (!parsed.ok) {
    return data<ProposalFormResult>(
      { ok: false, message: "", fieldErrors: parsed.errors, values: parsed.values },
      { status: 422 },
    );
  }
  try {
    const proposal = await createProposal(getDb(), session, parsed.data);
    return redirect(`/dashboard/standards/proposals/${proposal.id}?notice=created`);
  } catch (error) {
    const failure = actionFailure(
      error,
      "Failed to send the proposal. Please try again.",
      "create proposal",
    );
    return data<ProposalFormResult>(
      {
        ok: false,
        message: failure.message,
        fieldErrors: failure.fieldErrors,
        values: parsed.values,
      },
      { status: failure.status },
    );
  }
}

export default function Proposals({ loaderData, actionData }: Route.ComponentProps) {
  return <ProposalsPage {...loaderData} result={actionData as ProposalFormResult | undefined} />;
}

export const ErrorBoundary = RouteErrorBoundary;
