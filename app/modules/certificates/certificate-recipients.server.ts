import { eq } from "drizzle-orm";
import { applications, profiles } from "~/db/schema";
import type { Executor } from "~/lib/db.server";

export type BusinessRecipient = { email: string; name: string };

/**
 * Who the business is for e-mail about a certificate or an application: the
 * application's contact e-mail and the business's account e-mail when they
 * differ, each with the name to greet (decision 033).
 */
export async function businessRecipients(
  tx: Executor,
  ids: { applicationId: string; businessId: string },
): Promise<{ businessName: string; recipients: BusinessRecipient[] }> {
  const [application] = await tx
    .select({
      businessName: applications.businessName,
      contactName: applications.contactName,
      contactEmail: applications.contactEmail,
    })
    .from(applications)
    .where(eq(applications.id, ids.applicationId));
  const [account] = await tx
    .select({ name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, ids.businessId));
  const businessName = application?.businessName ?? "";
  const recipients: BusinessRecipient[] = [];
  for (const email of [application?.contactEmail, account?.email]) {
    if (typeof email !== "string" || email.trim() === "") continue;
    if (recipients.some((r) => r.email === email)) continue;
    const name =
      (email === application?.contactEmail ? application?.contactName : account?.name) ||
      businessName;
    recipients.push({ email, name });
  }
  return { businessName, recipients };
}
