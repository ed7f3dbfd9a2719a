import { eq } from "drizzle-orm";
import { user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import type { Viewer } from "~/modules/permissions";
import { addressConfirmationMessages } from "./address-confirmation";

/** Has the account confirmed its e-mail address (followed the link, an invitation, a reset)? */
export async function isAddressConfirmed(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  return row?.verified === true;
}

/**
 * Refuses (403, before anything is written) submitting an application or
 * making a payment from an account whose e-mail address is not confirmed
 * (decision 080): nobody acts under an address they do not control.
 */
export async function assertConfirmedAddress(
  db: Executor,
  viewer: Viewer,
  what: "submit" | "pay",
): Promise<void> {
  if (await isAddressConfirmed(db, viewer.user.id)) return;
  throw new AppError(
    "forbidden",
    what === "submit"
      ? addressConfirmationMessages.submitBlocked
      : addressConfirmationMessages.payBlocked,
  );
}
