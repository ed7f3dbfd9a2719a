/** The page read models of the proposal screens (Proposed Changes and one proposal). */
import { z } from "zod";
import type { Locale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { EnglishMessage } from "~/lib/i18n/messages";
import { proposalStatuses } from "~/domain/proposal-status";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isoDate } from "~/lib/format";
import { can, type Viewer } from "~/modules/permissions";
import { findStandardItem, itemLabel } from "~/modules/standards/index.server";
import { DEFAULT_BALLOT_DAYS, DEFAULT_QUORUM_PERCENT, MAX_BALLOT_DAYS } from "./ballot-rules";
import { getProposal } from "./get-proposal.server";
import { listProposals } from "./list-proposals.server";
import { proposalDoneText } from "./proposal-messages";

const listQuerySchema = z.object({
  status: z.enum(proposalStatuses).optional().catch(undefined),
  needs: z.enum(["vote"]).optional().catch(undefined),
  section: z.string().optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

/**
 * Proposed Changes (SPEC §2): the proposals by the address's filters, and the
 * standard chosen for a new proposal (`?section=`) with its current text.
 */
export async function getProposalsPage(db: Executor, viewer: Viewer, url: URL) {
  const query = listQuerySchema.parse(Object.fromEntries(url.searchParams));
  const list = await listProposals(db, viewer, {
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
          kind: chosen.kind,
          number: chosen.number,
          title: chosen.title,
          version: chosen.version,
          content: chosen.content,
        }
      : null,
    canManage: can(viewer, "standards.manage"),
    timeZone: getEnv().PROGRAMME_TIME_ZONE,
  };
}

const detailNotices: Record<string, EnglishMessage> = { created: proposalDoneText.created };

/** One proposal: its detail, the notice of the last action and the defaults of a new ballot. */
export async function getProposalPage(
  db: Executor,
  viewer: Viewer,
  id: string,
  url: URL,
  locale: Locale = "en",
) {
  const notice = url.searchParams.get("notice");
  const timeZone = getEnv().PROGRAMME_TIME_ZONE;
  const detail = await getProposal(db, viewer, id);
  const now = Date.now();
  return {
    detail,
    timeZone,
    notice:
      notice && Object.hasOwn(detailNotices, notice)
        ? intlFor(locale).formatMessage(detailNotices[notice]!)
        : null,
    ballotDefaults: {
      closesOn: isoDate(now + DEFAULT_BALLOT_DAYS * 86_400_000, timeZone),
      min: isoDate(now + 86_400_000, timeZone),
      max: isoDate(now + MAX_BALLOT_DAYS * 86_400_000, timeZone),
      quorumPercent: DEFAULT_QUORUM_PERCENT,
    },
  };
}
