import { eq, sql } from "drizzle-orm";
import { applications, serviceAreas } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database, Executor } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { publicContentChanged } from "~/modules/public-cache/index.server";
import {
  checkServiceArea,
  serviceAreaFormValues,
  type ServiceAreaFormInput,
} from "./service-area-input";
import { areaSummary, serviceAreaColumns } from "./service-area-columns.server";
import { serviceAreaTextMessages as t } from "./service-area-messages";
import { describeServiceArea } from "./service-area-text";
import { syncServiceAreas } from "./sync-service-areas.server";

/** The service's texts in English (service-area-messages.ts's, translated at the edge). */
export const serviceAreaMessages = {
  notFound: t.notFound.defaultMessage,
  invalid: t.invalid.defaultMessage,
  saved: t.saved.defaultMessage,
} as const;

async function findApplication(db: Executor, applicationId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(applicationId))
    throw new AppError("not_found", serviceAreaMessages.notFound);
  const [row] = await db
    .select({
      id: applications.id,
      businessName: applications.businessName,
      address: applications.businessAddress,
      metadata: applications.metadata,
      area: { ...serviceAreaColumns, source: serviceAreas.source },
    })
    .from(applications)
    .leftJoin(serviceAreas, eq(serviceAreas.applicationId, applications.id))
    .where(eq(applications.id, applicationId));
  if (!row) throw new AppError("not_found", serviceAreaMessages.notFound);
  return row;
}

/**
 * The staff form: the business, its area (in English words, and as a summary
 * the page writes in the reader's language) and the fields' current values.
 */
export async function getServiceAreaPage(
  db: Database,
  options: { actor: Viewer; applicationId: string },
) {
  assertCan(options.actor, "serviceArea.correct");
  const row = await findApplication(db, options.applicationId);
  const summary = areaSummary(row.area);
  return {
    application: { id: row.id, businessName: row.businessName },
    words: describeServiceArea(summary),
    area: summary,
    source: row.area?.source ?? null,
    values: serviceAreaFormValues(row.metadata, row.area),
  };
}

/**
 * Staff correct where a business works (decision 054): the fields are checked
 * as on the application form, stored in the application's metadata with
 * source "staff", the service_areas row derived again, the change audited;
 * after commit the public pages are refreshed.
 */
export async function correctServiceArea(
  db: Database,
  options: { actor: Viewer; applicationId: string; input: ServiceAreaFormInput },
) {
  assertCan(options.actor, "serviceArea.correct");
  const row = await findApplication(db, options.applicationId);
  const checked = checkServiceArea(options.input, {
    required: true,
    country: row.address?.country,
  });
  if (!checked.ok) throw new AppError("validation", serviceAreaMessages.invalid, checked.errors);
  const before = serviceAreaFormValues(row.metadata);
  await db.transaction(async (tx) => {
    await tx
      .update(applications)
      .set({
        metadata: sql`${applications.metadata} || ${JSON.stringify({ ...checked.value, service_area_source: "staff" })}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(eq(applications.id, row.id));
    await syncServiceAreas(tx, { applicationIds: [row.id] });
    await writeAuditLog(tx, {
      entityType: "application",
      entityId: row.id,
      action: "service_area_corrected",
      actorId: options.actor.user.id,
      details: { before, after: checked.value, activeRole: options.actor.activeRole },
    });
  });
  publicContentChanged("service area corrected");
  return { applicationId: row.id };
}
