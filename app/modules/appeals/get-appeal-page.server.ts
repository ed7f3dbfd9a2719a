import { and, asc, eq } from "drizzle-orm";
import {
  appealDocuments,
  appealPanelMembers,
  appealVotes,
  applications,
  certificates,
  documents,
  profiles,
} from "~/db/schema";
import {
  appealKindLabels,
  appealStatusLabels,
  appealVoteLabels,
  type AppealKind,
  type AppealStatus,
  type AppealVoteChoice,
} from "~/domain/appeal-status";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { formatDate, formatDateTime } from "~/lib/format";
import { can, type Viewer } from "~/modules/permissions";
import { appealResource, loadVisibleAppeal } from "./appeal-record.server";
import { tallyAppeal } from "./close-appeal.server";
import { panelExclusions } from "./open-appeal-panel.server";

/**
 * An appeal's page (decision 057): what is appealed and the grounds; for
 * staff the panel (who sits, who voted, the live tally) and the actions open
 * to the viewer (open the panel, vote, withdraw). The business sees its
 * appeal, the status and the outcome, not individual votes.
 */
export async function getAppealPage(db: Executor, viewer: Viewer, appealId: string) {
  const appeal = await loadVisibleAppeal(db, viewer, appealId);
  const zone = getEnv().PROGRAMME_TIME_ZONE;
  const [subject] = await db
    .select({ businessName: applications.businessName })
    .from(applications)
    .where(eq(applications.id, appeal.applicationId));
  const [certificate] = appeal.certificateId
    ? await db
        .select({ number: certificates.certificateNumber })
        .from(certificates)
        .where(eq(certificates.id, appeal.certificateId))
    : [];
  // The documents sent with the appeal: the business and staff see them (document download rules apply).
  const attached = await db
    .select({ id: documents.id, name: documents.name, size: documents.size })
    .from(appealDocuments)
    .innerJoin(documents, eq(documents.id, appealDocuments.documentId))
    .where(eq(appealDocuments.appealId, appeal.id))
    .orderBy(asc(documents.name), asc(documents.id));
  const isBusiness = can(viewer, "appeal.withdraw", appealResource(appeal));
  const staff = can(viewer, "appeal.openPanel");
  const panel = staff
    ? await db
        .select({
          userId: appealPanelMembers.userId,
          name: profiles.name,
          vote: appealVotes.vote,
          comment: appealVotes.comment,
        })
        .from(appealPanelMembers)
        .innerJoin(profiles, eq(profiles.id, appealPanelMembers.userId))
        .leftJoin(
          appealVotes,
          and(
            eq(appealVotes.appealId, appealPanelMembers.appealId),
            eq(appealVotes.userId, appealPanelMembers.userId),
          ),
        )
        .where(eq(appealPanelMembers.appealId, appeal.id))
        .orderBy(asc(profiles.name))
    : [];
  const status = appeal.status as AppealStatus;
  const onRoll = panel.find((m) => m.userId === viewer.user.id);
  // One person across roles (decision 080): no vote form for someone the vote would refuse.
  const mayVote =
    appeal.status === "voting" &&
    can(viewer, "appeal.vote") &&
    !!onRoll &&
    onRoll.vote === null &&
    can(viewer, "appeal.voteOn", { excludedIds: [...(await panelExclusions(db, appeal))] });
  const tally = staff && appeal.eligibleCount ? await tallyAppeal(db, appeal) : null;
  return {
    appeal: {
      id: appeal.id,
      reference: appeal.reference,
      kind: appeal.kind as AppealKind,
      kindLabel: appealKindLabels[appeal.kind as AppealKind],
      status,
      statusLabel: appealStatusLabels[status],
      businessName: subject?.businessName ?? "",
      certificateNumber: certificate?.number ?? null,
      decidedOn: formatDate(appeal.decisionAt, zone),
      grounds: appeal.grounds,
      documents: attached,
      submittedOn: formatDate(appeal.submittedAt, zone),
      closesAt: appeal.closesAt ? formatDateTime(appeal.closesAt, zone) : null,
      /** The same moments unformatted, for the reader's language. */
      decisionAtIso: appeal.decisionAt.toISOString(),
      submittedAtIso: appeal.submittedAt.toISOString(),
      closesAtIso: appeal.closesAt ? appeal.closesAt.toISOString() : null,
      decidedAtIso: appeal.decidedAt ? appeal.decidedAt.toISOString() : null,
      timeZone: zone,
      outcomeOn: appeal.decidedAt ? formatDate(appeal.decidedAt, zone) : null,
      result: appeal.result,
      counts:
        appeal.decidedAt !== null
          ? {
              uphold: appeal.upholdCount ?? 0,
              dismiss: appeal.dismissCount ?? 0,
              abstain: appeal.abstainCount ?? 0,
            }
          : null,
    },
    panel: panel.map((m) => ({
      name: m.name,
      voted: m.vote !== null,
      vote: m.vote ? appealVoteLabels[m.vote as AppealVoteChoice] : null,
      choice: (m.vote as AppealVoteChoice | null) ?? null,
      comment: m.comment,
    })),
    tally,
    canOpenPanel: staff && status === "submitted",
    canVote: mayVote,
    myVote: onRoll?.vote ? appealVoteLabels[onRoll.vote as AppealVoteChoice] : null,
    myChoice: (onRoll?.vote as AppealVoteChoice | null | undefined) ?? null,
    canWithdraw: isBusiness && (status === "submitted" || status === "voting"),
  };
}
export type AppealPage = Awaited<ReturnType<typeof getAppealPage>>;
