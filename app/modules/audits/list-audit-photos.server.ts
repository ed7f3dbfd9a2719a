import { asc, eq } from "drizzle-orm";
import { auditPhotos } from "~/db/schema";
import type { Executor } from "~/lib/db.server";

export type AuditPhotoSummary = {
  id: string;
  standardNumber: string;
  name: string;
  width: number;
  height: number;
  locationKept: boolean;
};

/** An audit's photos, oldest first (the caller has checked who may see them). */
export async function listAuditPhotos(db: Executor, auditId: string): Promise<AuditPhotoSummary[]> {
  return db
    .select({
      id: auditPhotos.id,
      standardNumber: auditPhotos.standardNumber,
      name: auditPhotos.name,
      width: auditPhotos.width,
      height: auditPhotos.height,
      locationKept: auditPhotos.locationKept,
    })
    .from(auditPhotos)
    .where(eq(auditPhotos.inspectionId, auditId))
    .orderBy(asc(auditPhotos.createdAt), asc(auditPhotos.id));
}
