import { and, eq, isNotNull } from "drizzle-orm";
import { applications } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import type { ApplicationRow } from "~/modules/applications/index.server";
import { uuidPattern } from "~/lib/uuid";
import { renewalMessages } from "./renewal-rules";

/** A renewal (an application with a certificate); anything else is not found (SPEC §5). */
export async function findRenewal(db: Executor, id: string): Promise<ApplicationRow> {
  if (!uuidPattern.test(id)) throw new AppError("not_found", renewalMessages.renewalNotFound);
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), isNotNull(applications.certificateId)));
  if (!row) throw new AppError("not_found", renewalMessages.renewalNotFound);
  return row;
}
