import { z } from "zod";
import type { Executor } from "~/lib/db.server";
import { serviceOptions } from "~/modules/applications";
import { listDirectoryBusinesses } from "./list-directory-businesses.server";

/**
 * What /directory shows: the filter read from the address (unknown or
 * malformed parameters are dropped: the list is public, there is no error to
 * show) and the matching page of certified businesses.
 */
export async function getDirectoryPage(db: Executor, url: URL) {
  const querySchema = z.object({
    q: z
      .string()
      .trim()
      .transform((v) => v.slice(0, 100))
      .catch(""),
    region: z
      .string()
      .trim()
      .transform((v) => v.slice(0, 100))
      .catch(""),
    service: z.enum(serviceOptions).or(z.literal("")).catch(""),
    page: z.coerce.number().int().min(1).max(10_000).catch(1),
  });
  const params = url.searchParams;
  const filter = querySchema.parse({
    q: params.get("q") ?? "",
    region: params.get("region") ?? "",
    service: params.get("service") ?? "",
    page: params.get("page") ?? 1,
  });
  const list = await listDirectoryBusinesses(db, {
    q: filter.q || undefined,
    region: filter.region || undefined,
    service: filter.service || undefined,
    page: filter.page,
  });
  return { filter, list };
}
