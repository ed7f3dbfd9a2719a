/**
 * Expected refusals, one way for every test: the call must fail with an
 * AppError (any other error is re-thrown, a success fails the test), and —
 * when given a snapshot — nothing it reads may have changed (docs/testing.md,
 * "Databases and isolation": refusals go through this file, and
 * `databaseDigest` proves nothing was written).
 *
 *   const refused = await refusal(() => archive(db, viewer, id), { unchanged: databaseDigest });
 *   expect([refused.status, refused.message]).toEqual([403, "…"]);
 *
 *   await expectRefused(() => archive(db, viewer, id), { status: 403 }, { unchanged: databaseDigest });
 *
 * `databaseDigest` (tests/helpers/database-digest.ts) snapshots every table;
 * a narrower snapshot (`() => db.select().from(table)`) works too.
 */
import { expect } from "vitest";
import { AppError } from "~/domain/app-error";

/** Reads the state a refused call must leave as it was; compared with toEqual. */
export type Snapshot = () => unknown;

export type RefusalOptions = { unchanged?: Snapshot };

/**
 * The AppError the call fails with. Pass a function (not a started promise)
 * with `unchanged`, so the snapshot is taken before the call starts.
 */
export async function refusal(
  call: (() => unknown) | Promise<unknown>,
  options: RefusalOptions = {},
): Promise<AppError> {
  if (options.unchanged && typeof call !== "function") {
    throw new Error("refusal: pass the call as a function when checking that nothing changed");
  }
  const before = options.unchanged ? await options.unchanged() : undefined;
  let outcome: { refused: false } | { refused: true; error: unknown };
  try {
    await (typeof call === "function" ? call() : call);
    outcome = { refused: false };
  } catch (error) {
    outcome = { refused: true, error };
  }
  if (!outcome.refused) throw new Error("expected the call to be refused");
  if (!(outcome.error instanceof AppError)) throw outcome.error;
  if (options.unchanged) {
    expect(await options.unchanged(), "the refused call changed nothing").toEqual(before);
  }
  return outcome.error;
}

/** A refusal whose AppError matches `expected` (status, code, message, fieldErrors…). */
export async function expectRefused(
  call: (() => unknown) | Promise<unknown>,
  expected: Partial<Pick<AppError, "status" | "code" | "message" | "fieldErrors">>,
  options: RefusalOptions = {},
): Promise<AppError> {
  const error = await refusal(call, options);
  expect(error).toMatchObject(expected);
  return error;
}
