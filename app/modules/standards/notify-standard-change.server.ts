import { sql } from "drizzle-orm";
import { certificateAccreditationSql } from "~/db/accreditation-sql";
import {
  applications,
  certificates,
  inspectionFindings,
  inspections,
  profiles,
  standardChangeNotices,
} from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { executeRows } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import { createNotification, notificationText } from "~/modules/notifications/index.server";
import { itemLabel } from "./standards-access.server";
import { normalizeVersion } from "./standard-version";
import { standardHistoryPath } from "./standard-notices";
import { wordDiff, type DiffPart } from "./word-diff";
import { standardNotificationMessages as n } from "./standard-notifications";

/** The word diff in plain text: removed words in [- -], added words in {+ +}. */
export function diffAsText(parts: readonly DiffPart[]): string {
  return parts
    .map((p) =>
      p.kind === "added" ? `{+${p.text}+}` : p.kind === "removed" ? `[-${p.text}-]` : p.text,
    )
    .join("");
}

type Affected = {
  business_id: string;
  name: string;
  email: string;
  business_name: string;
  audited_version: string;
};

/**
 * The businesses to tell that a standard changed (decision 059): accredited
 * now (a certificate in force, accredited or expiring soon — the derived
 * state, decision 050, never an application's status) whose certificate's
 * latest completed audit recorded a finding on this standard against an
 * earlier version than `toVersion`. Businesses not accredited, or audited
 * against the current version, are not in the list.
 */
export async function listBusinessesAuditedBefore(
  tx: Executor,
  standardNumber: string,
  toVersion: string,
  now: Date,
): Promise<Affected[]> {
  const timeZone = getEnv().PROGRAMME_TIME_ZONE;
  const kind = certificateAccreditationSql(timeZone, sql`${now.toISOString()}::timestamptz`);
  return executeRows<Affected>(
    tx,
    sql`select distinct on (${certificates.businessId})
        ${certificates.businessId} as business_id, ${profiles.name} as name,
        ${profiles.email} as email, ${applications.businessName} as business_name,
        ${inspectionFindings.standardItemVersion}::text as audited_version
      from ${certificates}
      join ${profiles} on ${profiles.id} = ${certificates.businessId}
      join ${applications} on ${applications.id} = ${certificates.applicationId}
      join lateral (
        select i.id from ${inspections} i
        where i.status = 'completed' and i.application_id in (
          select a.id from ${applications} a
          where a.id = ${certificates.applicationId} or a.certificate_id = ${certificates.id})
        order by i.completed_at desc nulls last limit 1
      ) last_audit on true
      join ${inspectionFindings} on ${inspectionFindings.inspectionId} = last_audit.id
        and ${inspectionFindings.standardNumber} = ${standardNumber}
      where ${kind} in ('accredited', 'expiring-soon')
        and ${inspectionFindings.standardItemVersion} is not null
        and ${inspectionFindings.standardItemVersion} < ${toVersion}::numeric
      order by ${certificates.businessId}, ${certificates.expiryDate} desc`,
  );
}

/**
 * Tells each affected business that a standard's new version is published
 * (decision 059), inside the transaction that changed the standard: a notice
 * (unique per business, standard and version: idempotent) that its dashboard
 * shows until it acknowledges, an in-app notification and an e-mail through
 * the outbox with the word diff and a link to the standard's history.
 * Only standards (not appendices) are audited, so only they are noticed.
 */
export async function notifyStandardChange(
  tx: Executor,
  input: {
    item: { id: string; kind: string; number: string; title: string };
    fromVersion: string;
    toVersion: string;
    fromContent: string;
    toContent: string;
    historyId: string | null;
    now?: Date;
  },
): Promise<{ notified: number }> {
  const { item } = input;
  if (item.kind !== "standard") return { notified: 0 };
  const now = input.now ?? new Date();
  const label = itemLabel(item);
  // Standards only (appendices return above): "Standard 8 changed from 1.0 to 1.1 — what changed".
  const headline = notificationText(n.changed, {
    number: item.number,
    fromVersion: normalizeVersion(input.fromVersion),
    toVersion: normalizeVersion(input.toVersion),
  });
  const diff = wordDiff(input.fromContent, input.toContent);
  const env = getEnv();
  const link = standardHistoryPath(item.id);
  let notified = 0;
  for (const business of await listBusinessesAuditedBefore(tx, item.number, input.toVersion, now)) {
    const [notice] = await tx
      .insert(standardChangeNotices)
      .values({
        businessId: business.business_id,
        itemId: item.id,
        historyId: input.historyId,
        label,
        title: item.title,
        auditedVersion: business.audited_version,
        fromVersion: input.fromVersion,
        toVersion: input.toVersion,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: standardChangeNotices.id });
    if (!notice) continue;
    await createNotification(tx, {
      userId: business.business_id,
      type: "standard_changed",
      message: headline,
      link,
    });
    const email = business.email.trim();
    if (email) {
      const emailId = await enqueueEmail(tx, email, "standard-changed", {
        name: business.name,
        businessName: business.business_name,
        label,
        title: item.title,
        fromVersion: normalizeVersion(input.fromVersion),
        toVersion: normalizeVersion(input.toVersion),
        auditedVersion: normalizeVersion(business.audited_version),
        diffText: diffAsText(diff.parts),
        diffParts: diff.parts,
        historyUrl: `${env.baseUrl}${link}`,
        dashboardUrl: `${env.baseUrl}/dashboard`,
      });
      await tx
        .update(standardChangeNotices)
        .set({ emailId })
        .where(sql`${standardChangeNotices.id} = ${notice.id}`);
    }
    notified++;
  }
  return { notified };
}
