import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { applications, certificates, inspections, notifications, payments } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { ApplicationStatus, PaymentStatus } from "~/modules/applications/application-status";
import { uploadDocuments } from "~/modules/documents/upload-documents.server";
import { certifyApplication, insertApplication } from "../../helpers/certified-application";
import { sampleFiles } from "../../helpers/documents";

/** Records the matrix rows act on, inserted directly (their own services are tested elsewhere). */

export async function makeApplication(
  applicantId: string,
  options: {
    status?: ApplicationStatus;
    paymentStatus?: PaymentStatus;
    businessName?: string;
  } = {},
): Promise<string> {
  // A certified one comes with an active certificate (decision 051); makeCertificate replaces it.
  const row = await insertApplication(getDb(), {
    applicantId,
    status: options.status ?? "draft",
    paymentStatus: options.paymentStatus ?? "pending",
    businessName:
      options.businessName ?? `Matrix Wildlife ${crypto.randomBytes(3).toString("hex")}`,
    businessAddress: {
      street: "1 Main St",
      city: "Burlington",
      region: "Vermont",
      postalCode: "05401",
      country: "United States",
    },
    contactName: "Pat Owner",
    contactEmail: "pat@example.test",
    contactPhone: "(802) 555-0100",
    metadata: { services_offered: ["Bat exclusion"], service_area: "Chittenden County" },
    submittedAt: options.status && options.status !== "draft" ? new Date() : null,
  });
  return row.id;
}

/** Moves an application to `status` directly (e.g. decided after its documents were uploaded). */
export async function setApplicationStatus(
  applicationId: string,
  status: ApplicationStatus,
): Promise<void> {
  // Certified needs its certificate in force (decision 051): the helper issues one if needed.
  if (status === "certified") return certifyApplication(applicationId);
  await getDb().update(applications).set({ status }).where(eq(applications.id, applicationId));
}

export async function makeAudit(
  applicationId: string,
  examinerId: string,
  options: { status?: string; daysAhead?: number } = {},
): Promise<string> {
  const [row] = await getDb()
    .insert(inspections)
    .values({
      applicationId,
      examinerId,
      status: options.status ?? "scheduled",
      scheduledDate: new Date(Date.now() + (options.daysAhead ?? 7) * 86_400_000),
    })
    .returning({ id: inspections.id });
  return row!.id;
}

/** A stored document (file and row) uploaded by `uploader` acting in `role`. */
export async function makeDocument(
  applicationId: string,
  uploader: { userId: string },
  role: "applicant" | "committee",
): Promise<string> {
  const [doc] = await uploadDocuments(
    getDb(),
    { user: { id: uploader.userId }, activeRole: role },
    {
      applicationId,
      type: "business_licence",
      files: [{ name: "licence.pdf", bytes: sampleFiles.pdf() }],
    },
  );
  return doc!.id;
}

export async function makePayment(
  applicationId: string,
  options: { status?: string; type?: "audit" | "membership" } = {},
): Promise<string> {
  const [row] = await getDb()
    .insert(payments)
    .values({
      applicationId,
      amount: 75000,
      paymentType: options.type ?? "audit",
      status: options.status ?? "succeeded",
      paymentMethod: "card",
      provider: "test",
      stripePaymentId: `pi_matrix_${crypto.randomBytes(6).toString("hex")}`,
    })
    .returning({ id: payments.id });
  return row!.id;
}

let sequence = 0;

export async function makeCertificate(
  applicationId: string,
  businessId: string,
  status: "active" | "expired" | "revoked" | "suspended" = "active",
): Promise<string> {
  sequence += 1;
  const code = crypto.randomBytes(16).toString("base64url");
  const issueDate = new Date(Date.now() - 30 * 86_400_000);
  const values = {
    applicationId,
    businessId,
    certificateNumber: `1998-${String(sequence).padStart(5, "0")}`,
    issueDate,
    accreditedSince: issueDate,
    expiryDate: new Date(issueDate.getTime() + 365 * 86_400_000),
    status,
    verificationCode: code,
    verificationUrl: `http://localhost:3000/verify/${code}`,
  };
  // A certified application already has one (makeApplication): this one replaces it.
  const [row] = await getDb()
    .insert(certificates)
    .values(values)
    .onConflictDoUpdate({ target: certificates.applicationId, set: values })
    .returning({ id: certificates.id });
  return row!.id;
}

/** An unread notification of the given user. */
export async function makeNotification(userId: string): Promise<string> {
  const [row] = await getDb()
    .insert(notifications)
    .values({ userId, type: "application_status", message: "Matrix notice", metadata: {} })
    .returning({ id: notifications.id });
  return row!.id;
}
