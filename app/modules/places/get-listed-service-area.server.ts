import { eq } from "drizzle-orm";
import { serviceAreas } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import type { ListedServiceArea } from "./service-area-input";

/** The area the directory lists for an application (its service_areas row), or null. */
export async function getListedServiceArea(
  db: Executor,
  applicationId: string,
): Promise<ListedServiceArea | null> {
  const [row] = await db
    .select({
      radius: serviceAreas.radius,
      radiusUnit: serviceAreas.radiusUnit,
      regions: serviceAreas.regions,
      postalPrefixes: serviceAreas.postalPrefixes,
    })
    .from(serviceAreas)
    .where(eq(serviceAreas.applicationId, applicationId));
  return row ?? null;
}
