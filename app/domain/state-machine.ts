import { AppError } from "./app-error";

/**
 * A state machine as one pure table (decision 014). Each edge names who or
 * what may take it: a policy action (`"application.review"`, checked with
 * `can()` by the caller) or a system event (`"system:audit-scheduled"`), so the
 * table itself holds no role names. The one function that writes a status
 * calls `assertEdge` before its conditional UPDATE.
 */
export type Edge<S extends string, A extends string> = {
  from: S | readonly S[];
  to: S;
  by: readonly A[];
};

export type StateMachine<S extends string, A extends string> = {
  name: string;
  statuses: readonly S[];
  initial: S;
  /** Statuses no edge leaves. */
  final: readonly S[];
  edges: readonly { from: S; to: S; by: readonly A[] }[];
  isStatus: (value: unknown) => value is S;
  /** Is there an edge from → to that `actor` may take? */
  allows: (from: S, to: S, actor: A) => boolean;
  /** Every actor that may take from → to (empty: no such edge). */
  actorsFor: (from: S, to: S) => readonly A[];
  /** Targets reachable from `from` by any of `actors`. */
  next: (from: S, actors: readonly A[]) => S[];
  /** Throws a conflict `AppError` (with `message`) unless `actor` may take from → to. */
  assertEdge: (from: S, to: S, actor: A, message?: string) => void;
  /** SQL text of a CHECK constraint on `column` (for migrations and a test that they agree). */
  checkConstraint: (column: string) => string;
};

export function defineStateMachine<const S extends string, const A extends string>(def: {
  name: string;
  statuses: readonly S[];
  initial: S;
  edges: readonly Edge<S, A>[];
}): StateMachine<S, A> {
  const edges = def.edges.flatMap((e) =>
    (typeof e.from === "string" ? [e.from] : (e.from as readonly S[])).map((from) => ({
      from,
      to: e.to,
      by: e.by,
    })),
  );
  for (const e of edges) {
    if (!def.statuses.includes(e.from) || !def.statuses.includes(e.to)) {
      throw new Error(`${def.name}: edge ${e.from} → ${e.to} uses an unknown status`);
    }
  }
  const actorsFor = (from: S, to: S): readonly A[] => {
    const found = new Set<A>();
    for (const e of edges) if (e.from === from && e.to === to) e.by.forEach((a) => found.add(a));
    return [...found];
  };
  const allows = (from: S, to: S, actor: A) => actorsFor(from, to).includes(actor);
  return {
    name: def.name,
    statuses: def.statuses,
    initial: def.initial,
    final: def.statuses.filter((s) => !edges.some((e) => e.from === s)),
    edges,
    isStatus: (value: unknown): value is S =>
      typeof value === "string" && (def.statuses as readonly string[]).includes(value),
    allows,
    actorsFor,
    next: (from, actors) => {
      const out: S[] = [];
      for (const e of edges) {
        if (e.from === from && e.by.some((a) => actors.includes(a)) && !out.includes(e.to)) {
          out.push(e.to);
        }
      }
      return out;
    },
    assertEdge: (from, to, actor, message) => {
      if (!allows(from, to, actor)) {
        throw new AppError(
          "conflict",
          message ?? `A ${def.name} cannot change from ${from} to ${to} this way.`,
        );
      }
    },
    checkConstraint: (column) => valuesCheck(column, def.statuses),
  };
}

/**
 * SQL text of a CHECK constraint keeping `column` to `values` (the same form
 * as `checkConstraint`, for fixed value sets that are not state machines:
 * payment methods, finding values …). `nullable` also allows NULL.
 */
export function valuesCheck(
  column: string,
  values: readonly string[],
  options: { nullable?: boolean } = {},
): string {
  const list = `${column} in (${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")})`;
  return options.nullable ? `${column} is null or ${list}` : list;
}

/**
 * Who takes an edge: the system, through one of its `system:` events, or a
 * person, through the policy actions the edge names (`mayTake` asks the
 * policy, e.g. `(action) => can(viewer, action, resource)`).
 */
export type EdgeTaker<A extends string> =
  | { event: Extract<A, `system:${string}`> }
  | { mayTake: (action: Exclude<A, `system:${string}`>) => boolean };

export function isSystemActor(actor: string): actor is `system:${string}` {
  return actor.startsWith("system:");
}

/**
 * The check of the one function that writes a status (decision 014): the
 * table must have the edge from → to, and the taker must be allowed on it.
 * A system event missing from the table, or an edge no person may take,
 * is a conflict (`conflict` text); a person without any of the edge's policy
 * actions is refused with `denied` (the SPEC §8 text of the feature).
 */
export function assertEdgeTaken<S extends string, A extends string>(
  machine: StateMachine<S, A>,
  from: S,
  to: S,
  taker: EdgeTaker<A>,
  texts: { denied: string; conflict?: string },
): void {
  const conflict = texts.conflict ?? `A ${machine.name} cannot change from ${from} to ${to}.`;
  if (!machine.isStatus(from) || !machine.isStatus(to)) throw new AppError("conflict", conflict);
  if ("event" in taker) {
    machine.assertEdge(from, to, taker.event, conflict);
    return;
  }
  const actions = machine
    .actorsFor(from, to)
    .filter((a): a is Exclude<A, `system:${string}`> => !isSystemActor(a));
  if (actions.length === 0) throw new AppError("conflict", conflict);
  if (!actions.some((action) => taker.mayTake(action)))
    throw new AppError("forbidden", texts.denied);
}
