import { standardChanges } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { notificationText, notifyRole } from "~/modules/notifications/index.server";
import { assertCan, audienceRoles, type Viewer } from "~/modules/permissions";
import { findStandardItem } from "~/modules/standards/index.server";
import { proposalMessages } from "./proposal-messages";
import type { ProposalFormData } from "./proposal-schema";
import { proposalMachine } from "~/domain/proposal-status";
import { proposalPath, proposalSubjectText, type ProposalRow } from "./proposal-access.server";
import { proposalNotificationMessages as n } from "./proposal-notifications";

/**
 * Any signed-in user proposes a change to an existing standard (SPEC §5:
 * else "Standard section not found"). The current text is captured with the
 * proposal; the committee and administrators are notified
 * (`new_standard_proposal`); all in one transaction.
 */
export async function createProposal(
  db: Database,
  viewer: Viewer,
  input: ProposalFormData,
): Promise<ProposalRow> {
  assertCan(viewer, "proposal.create");
  return db.transaction(async (tx) => {
    const item = await findStandardItem(tx, input.sectionId);
    if (!item) {
      throw new AppError("validation", proposalMessages.sectionNotFound, {
        sectionId: proposalMessages.sectionNotFound,
      });
    }
    if (input.proposedContent.trim() === item.content.trim()) {
      throw new AppError("validation", proposalMessages.sameText, {
        proposedContent: proposalMessages.sameText,
      });
    }
    const [proposal] = await tx
      .insert(standardChanges)
      .values({
        sectionId: item.id,
        sectionNumber: item.number,
        sectionTitle: item.title,
        baseVersion: item.version,
        currentContent: item.content,
        proposedContent: input.proposedContent,
        discussionNotes: input.discussionNotes,
        proposedBy: viewer.user.id,
        status: proposalMachine.initial,
      })
      .returning();
    await notifyRole(
      tx,
      audienceRoles("standardsCommittee"),
      {
        type: "new_standard_proposal",
        message: notificationText(n.created, { subject: proposalSubjectText(proposal!) }),
        link: proposalPath(proposal!.id),
      },
      viewer.user.id,
    );
    await writeAuditLog(tx, {
      entityType: "standard_change",
      entityId: proposal!.id,
      action: "proposed",
      actorId: viewer.user.id,
      details: {
        sectionId: item.id,
        section: `${item.number} ${item.title}`,
        baseVersion: item.version,
        status: proposal!.status,
        activeRole: viewer.activeRole,
      },
    });
    return proposal!;
  });
}
