import { AppError } from "~/domain/app-error";
import { appealKindLabels, withinAppealWindow } from "~/domain/appeal-status";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { formatDate } from "~/lib/format";
import { can, type Viewer } from "~/modules/permissions";
import { appealMessages } from "./appeal-messages";
import {
  findAppealableDecision,
  findAppealOfDecision,
  type AppealSubject,
} from "./find-appealable-decision.server";

/** The subject of the appeal form from its query (`?certificate=` or `?application=`). */
export function appealSubjectFrom(params: URLSearchParams): AppealSubject {
  const certificateId = params.get("certificate");
  if (certificateId) return { certificateId };
  return { applicationId: params.get("application") ?? "" };
}

/**
 * The appeal form's read model: the decision appealed, its reason and the
 * last day to appeal; the business's own decisions only (others: not found),
 * refused when late or already appealed.
 */
export async function getNewAppealPage(
  db: Executor,
  viewer: Viewer,
  subject: AppealSubject,
  now: Date = new Date(),
) {
  const decision = await findAppealableDecision(db, subject);
  // Only the business the decision concerns; anyone else is told there is nothing here.
  if (!decision || !can(viewer, "appeal.create", { businessId: decision.businessId })) {
    throw new AppError("not_found", appealMessages.decisionNotFound);
  }
  const zone = getEnv().PROGRAMME_TIME_ZONE;
  const deadline = formatDate(decision.deadline, zone);
  const existing = await findAppealOfDecision(db, decision);
  return {
    subject,
    kindLabel: appealKindLabels[decision.kind],
    subjectLabel: decision.subjectLabel,
    kind: decision.kind,
    certificateNumber: decision.certificateNumber,
    /** The decision's time and the appeal deadline, for the reader's language. */
    decisionAt: decision.decisionAt.toISOString(),
    deadlineAt: decision.deadline.toISOString(),
    timeZone: zone,
    /** Why the form cannot be used: already appealed, too late, or null. */
    closedReason: existing
      ? ("appealed" as const)
      : withinAppealWindow(decision.decisionAt, now)
        ? null
        : ("late" as const),
    businessName: decision.businessName,
    decidedOn: formatDate(decision.decisionAt, zone),
    reason: decision.reason,
    deadline,
    /** Why the form cannot be used, or null. */
    closed: existing
      ? appealMessages.alreadyAppealed
      : withinAppealWindow(decision.decisionAt, now)
        ? null
        : appealMessages.tooLate(deadline),
    existingAppealId: existing?.id ?? null,
  };
}
export type NewAppealPage = Awaited<ReturnType<typeof getNewAppealPage>>;
