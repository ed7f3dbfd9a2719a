import type { Role } from "~/modules/permissions/permissions";
import type { TestUser } from "../../helpers/users";

/** Who asks: signed out, or a user whose only role is the given one. */
export type Asker = "anonymous" | Role;
export const askers: readonly Asker[] = [
  "anonymous",
  "applicant",
  "examiner",
  "committee",
  "administrator",
];

/**
 * The expected answer:
 * - `ok`: served (GET: 2xx; POST: not refused — 2xx/3xx other than a sign-in redirect);
 * - `denied`: 403 (the Access Denied screen, or an action's SPEC §8 refusal);
 * - `not-found`: 404 (a record outside the asker's scope answers like a missing one);
 * - `login`: redirect to /login (signed out);
 * - `bad-request`: 400;
 * - `unauthorized`: 401 (API routes answer JSON instead of redirecting);
 * - `{ status, location?, refused? }`: exactly this status (and redirect target pattern);
 *   `refused` marks a redirect that carries a refusal (the database must be unchanged).
 */
export type Expected =
  | "ok"
  | "denied"
  | "not-found"
  | "login"
  | "bad-request"
  | "unauthorized"
  | { status: number; location?: RegExp; refused?: boolean };

export type MatrixUsers = Record<Role, TestUser> & {
  /** A second business: records of theirs are outside the applicant's scope. */
  otherApplicant: TestUser;
};

type Prepared = Record<string, string | undefined>;

export type MatrixRow<F> = {
  /** The route as written in app/routes.ts, joined with its parents ("dashboard/users/:id"). */
  route: string;
  /** GET runs the loader; POST the action. */
  method: "GET" | "POST";
  /** The action's form `intent` when one route has several actions (documentation and coverage). */
  intent?: string;
  /** A short description shown in the test name. */
  note?: string;
  /**
   * Called before each asker's request when the request changes what it
   * touches (e.g. a delete): returns extra values for `path` and `form`.
   */
  prepare?: (fixtures: F, asker: Asker) => Promise<Record<string, string | undefined>>;
  path: (fixtures: F, prepared: Prepared) => string;
  form?: (fixtures: F, prepared: Prepared, asker: Asker) => Record<string, string>;
  /** A raw body instead of a form (JSON, multipart) with the headers it needs. */
  raw?: (
    fixtures: F,
    prepared: Prepared,
  ) => Promise<{ body: BodyInit; headers: Record<string, string> }>;
  headers?: Record<string, string>;
  /** The session cookie to send instead of the asker's own (e.g. a throwaway session to sign out). */
  cookie?: (fixtures: F, prepared: Prepared, asker: Asker) => string | undefined;
  expect: Record<Asker, Expected>;
};

/** One feature's rows and the records they act on. */
export type MatrixGroup<F = Record<string, string>> = {
  name: string;
  setup: (users: MatrixUsers) => Promise<F>;
  rows: MatrixRow<F>[];
};

export function defineGroup<F>(group: MatrixGroup<F>): MatrixGroup<F> {
  return group;
}

/** Shorthands for the common expectation rows. */
export const everyoneSignedIn: Record<Asker, Expected> = {
  anonymous: "login",
  applicant: "ok",
  examiner: "ok",
  committee: "ok",
  administrator: "ok",
};
export const staffOnly: Record<Asker, Expected> = {
  anonymous: "login",
  applicant: "denied",
  examiner: "denied",
  committee: "ok",
  administrator: "ok",
};
export const adminOnly: Record<Asker, Expected> = {
  anonymous: "login",
  applicant: "denied",
  examiner: "denied",
  committee: "denied",
  administrator: "ok",
};
export const publicPage: Record<Asker, Expected> = {
  anonymous: "ok",
  applicant: "ok",
  examiner: "ok",
  committee: "ok",
  administrator: "ok",
};

/** A write to an open read-only answer (seal, API, credentials): 405 for everyone. */
export const readOnly: Record<Asker, Expected> = {
  anonymous: { status: 405 },
  applicant: { status: 405 },
  examiner: { status: 405 },
  committee: { status: 405 },
  administrator: { status: 405 },
};
