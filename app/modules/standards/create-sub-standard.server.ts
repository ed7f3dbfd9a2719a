import { isUniqueViolation } from "~/lib/pg-error";
import { and, eq, sql } from "drizzle-orm";
import { standardItems, subStandards } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { IntlShape } from "@formatjs/intl";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { loadItem, recordHistory, type SubStandardRow } from "./standards-access.server";
import { FIRST_VERSION } from "./standard-version";
import { readerIntl } from "./reader-intl.server";
import { standardsMessages, standardsText } from "./standards-messages";

/** A sub-standard's number: its standard's number, a point and a whole number ("3.2"). */
export function assertSubNumber(
  parentNumber: string,
  subNumber: string,
  intl?: Pick<IntlShape<string>, "formatMessage">,
) {
  const match = /^(\d{1,3})\.([1-9]\d{0,2})$/.exec(subNumber);
  if (!match || match[1] !== parentNumber) {
    const message = intl
      ? intl.formatMessage(standardsText.subNumberFormat, { parent: parentNumber })
      : standardsMessages.subNumberFormat(parentNumber);
    throw new AppError("validation", message, { subNumber: message });
  }
}

/**
 * Adds a sub-standard to a standard (staff; SPEC §8 "create sub-standards"):
 * version 1 with its creation recorded in the history (SPEC §4); the
 * standard's has_sub_standards flag follows.
 */
export async function createSubStandard(
  db: Database,
  viewer: Viewer,
  itemId: string,
  input: { subNumber: string; title: string; content: string },
): Promise<SubStandardRow> {
  assertCan(viewer, "subStandard.create");
  const parent = await loadItem(db, itemId);
  if (parent.kind !== "standard") {
    throw new AppError("validation", standardsMessages.appendixNoSubStandards);
  }
  const intl = await readerIntl();
  assertSubNumber(parent.number, input.subNumber, intl);
  const takenText = intl.formatMessage(standardsText.subNumberTaken, { number: input.subNumber });
  const taken = () => new AppError("validation", takenText, { subNumber: takenText });
  try {
    return await db.transaction(async (tx) => {
      const item = await loadItem(tx, itemId, { forUpdate: true });
      const [existing] = await tx
        .select({ id: subStandards.id })
        .from(subStandards)
        .where(
          and(eq(subStandards.standardId, item.id), eq(subStandards.subNumber, input.subNumber)),
        );
      if (existing) throw taken();
      const [row] = await tx
        .insert(subStandards)
        .values({
          standardId: item.id,
          subNumber: input.subNumber,
          title: input.title,
          content: input.content,
          version: FIRST_VERSION,
          createdBy: viewer.user.id,
          updatedBy: viewer.user.id,
        })
        .returning();
      await tx
        .update(standardItems)
        .set({ hasSubStandards: true, updatedAt: sql`now()`, updatedBy: viewer.user.id })
        .where(eq(standardItems.id, item.id));
      await recordHistory(tx, {
        standardId: row!.id,
        isSubStandard: true,
        itemId: item.id,
        version: row!.version,
        number: row!.subNumber,
        title: row!.title,
        content: row!.content,
        changeKind: "created",
        changeSummary: `Sub-standard ${row!.subNumber} added`,
        changedBy: viewer.user.id,
      });
      await writeAuditLog(tx, {
        entityType: "sub_standard",
        entityId: row!.id,
        action: "created",
        actorId: viewer.user.id,
        details: {
          itemId: item.id,
          number: row!.subNumber,
          title: row!.title,
          activeRole: viewer.activeRole,
        },
      });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, "sub_standards_number_uq")) throw taken();
    throw error;
  }
}
