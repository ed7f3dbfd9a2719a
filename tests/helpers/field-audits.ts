import { applications, inspections } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { Role } from "~/modules/permissions/permissions";
import type { Viewer } from "~/modules/permissions";
import type { TestUser } from "./users";

export const viewerOf = (user: TestUser, activeRole: Role): Viewer => ({
  user: { id: user.userId },
  activeRole,
});

let counter = 0;

/**
 * An application of `applicantId` with an audit by `examinerId` in the given
 * status (an hour ago), the short way: for tests of what is done on an audit
 * under way (photos, offline changes). Scheduling has its own tests.
 */
export async function auditUnderWay(
  applicantId: string,
  examinerId: string,
  status: "scheduled" | "in-progress" | "completed" | "cancelled" = "in-progress",
) {
  counter++;
  const db = getDb();
  const [application] = await db
    .insert(applications)
    .values({
      applicantId,
      businessName: `Field Audit Wildlife ${counter}-${Date.now()}`,
      businessAddress: {
        street: "4 Cedar Lane",
        city: "Kamloops",
        region: "British Columbia",
        postalCode: "V2C 1A1",
        country: "Canada",
      },
      contactName: "Rae Field",
      contactEmail: `field${counter}@example.test`,
      contactPhone: "+1 555 0142",
      status: "inspection-scheduled",
      paymentStatus: "audit-fee-paid",
    })
    .returning();
  const [audit] = await db
    .insert(inspections)
    .values({
      applicationId: application!.id,
      examinerId,
      status,
      scheduledDate: new Date(Date.now() - 3_600_000),
      startedAt: status === "scheduled" ? null : new Date(Date.now() - 3_000_000),
      completedAt: status === "completed" ? new Date() : null,
    })
    .returning();
  return { application: application!, audit: audit! };
}
