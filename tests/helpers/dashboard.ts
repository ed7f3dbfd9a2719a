import crypto from "node:crypto";
import {
  applications,
  inspections,
  standardBallots,
  standardBallotVoters,
  standardChanges,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";

/** An application inserted directly in a given state (test data for read models). */
export async function insertApplication(values: {
  applicantId: string;
  businessName?: string;
  status?: string;
  paymentStatus?: string;
  certificateId?: string;
  updatedAt?: Date;
  metadata?: Record<string, unknown>;
}) {
  const [row] = await getDb()
    .insert(applications)
    .values({
      applicantId: values.applicantId,
      businessName: values.businessName ?? `Dash Wildlife ${crypto.randomBytes(3).toString("hex")}`,
      businessAddress: {
        street: "1 Main St",
        city: "Reno",
        region: "Nevada",
        postalCode: "89501",
        country: "United States",
      },
      contactName: "Dash Owner",
      contactEmail: "dash@example.test",
      contactPhone: "+1 775 555 0100",
      status: values.status ?? "submitted",
      paymentStatus: values.paymentStatus ?? "pending",
      certificateId: values.certificateId ?? null,
      submittedAt: values.status === "draft" ? null : new Date(),
      metadata: values.metadata ?? {},
      ...(values.updatedAt ? { updatedAt: values.updatedAt } : {}),
    })
    .returning();
  return row!;
}

/** An audit row inserted directly (its rules are tested in app/modules/audits). */
export async function insertAudit(values: {
  applicationId: string;
  examinerId: string;
  scheduledDate: Date;
  status?: string;
  timeZone?: string;
}) {
  const [row] = await getDb()
    .insert(inspections)
    .values({
      applicationId: values.applicationId,
      examinerId: values.examinerId,
      scheduledDate: values.scheduledDate,
      status: values.status ?? "scheduled",
      timeZone: values.timeZone ?? "America/Toronto",
      completedAt: values.status === "completed" ? values.scheduledDate : null,
    })
    .returning();
  return row!;
}

/** A proposal in voting with an open ballot closing at `closesAt` whose roll is `voterIds`. */
export async function insertOpenBallot(values: {
  closesAt: Date;
  voterIds: string[];
  sectionNumber?: string;
  sectionTitle?: string;
}) {
  const db = getDb();
  const [change] = await db
    .insert(standardChanges)
    .values({
      sectionNumber: values.sectionNumber ?? "12",
      sectionTitle: values.sectionTitle ?? "Rodent kill traps",
      baseVersion: "1.0",
      currentContent: "Old text.",
      proposedContent: "New text.",
      discussionNotes: "Clearer.",
      status: "voting",
    })
    .returning();
  const [ballot] = await db
    .insert(standardBallots)
    .values({
      changeId: change!.id,
      openedAt: new Date(),
      closesAt: values.closesAt,
      quorumPercent: 50,
      approvalNumerator: 2,
      approvalDenominator: 3,
      eligibleCount: values.voterIds.length,
    })
    .returning();
  if (values.voterIds.length) {
    await db
      .insert(standardBallotVoters)
      .values(values.voterIds.map((userId) => ({ ballotId: ballot!.id, userId })));
  }
  return { proposalId: change!.id, ballotId: ballot!.id };
}
