/**
 * Test data for applications that are certified (decision 051): the database
 * accepts status "certified" only with the application's certificate in force
 * (checked at commit), so certified test rows come with an active certificate
 * written in the same transaction.
 *
 *   const app = await insertApplication(db, { ...values, status: "certified" });
 *   await certifyApplication(db, app.id); // an existing application
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { applications, certificates } from "~/db/schema";
import { getDb, type Executor } from "~/lib/db.server";

const DAY = 24 * 60 * 60 * 1000;
let sequence = 0;

type ApplicationValues = typeof applications.$inferInsert;
type ApplicationRow = typeof applications.$inferSelect;
type CertificateRow = typeof certificates.$inferSelect;

/** An active certificate valid `days` more days for `application` (not a renewal). */
export async function insertActiveCertificate(
  tx: Executor,
  application: Pick<ApplicationRow, "id" | "applicantId">,
  days = 300,
): Promise<CertificateRow> {
  sequence += 1;
  const code = crypto.randomBytes(16).toString("base64url");
  const expiryDate = new Date(Date.now() + days * DAY);
  const [certificate] = await tx
    .insert(certificates)
    .values({
      applicationId: application.id,
      businessId: application.applicantId,
      // A year no real certificate (nor other test data) has; each test file has its own database.
      certificateNumber: `1997-${String(sequence).padStart(5, "0")}`,
      issueDate: new Date(expiryDate.getTime() - 365 * DAY),
      accreditedSince: new Date(expiryDate.getTime() - 365 * DAY),
      expiryDate,
      status: "active",
      verificationCode: code,
      verificationUrl: `http://localhost:3000/verify/${code}`,
    })
    .returning();
  return certificate!;
}

/**
 * Inserts an application; a certified one (not a renewal) gets an active
 * certificate in the same transaction.
 */
export async function insertApplication(
  db: Executor,
  values: ApplicationValues,
): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(applications).values(values).returning();
    if (row!.status === "certified" && !row!.certificateId) {
      await insertActiveCertificate(tx, row!);
    }
    return row!;
  });
}

/**
 * Sets an existing application to certified directly, giving it an active
 * certificate first when it has none in force (the status writer's rule is
 * tested elsewhere; this is test data).
 */
export async function certifyApplication(
  applicationId: string,
  db: Executor = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    if (!application) throw new Error(`no application ${applicationId}`);
    if (!application.certificateId) {
      const [existing] = await tx
        .select()
        .from(certificates)
        .where(eq(certificates.applicationId, applicationId));
      if (!existing) await insertActiveCertificate(tx, application);
      else if (existing.status !== "active" || existing.expiryDate.getTime() <= Date.now()) {
        throw new Error(`application ${applicationId} has a certificate that is not in force`);
      }
    }
    await tx
      .update(applications)
      .set({ status: "certified" })
      .where(eq(applications.id, applicationId));
  });
}
