/**
 * The route × role matrix's runner (decision 013): `describeMatrix` asks every
 * row of the given groups by each role with a real session and checks the
 * answer and, after every refusal, that the database is unchanged;
 * `describeRouteCoverage` fails when a route of app/routes.ts has no row. The
 * groups are spread over several test files (`tests/http/route-matrix*.test.ts`)
 * so that the two Vitest workers share the matrix (decision 074).
 */
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseDigest } from "../../helpers/database-digest";
import { appRequest } from "../../helpers/http";
import { createTestUser } from "../../helpers/users";
import { askers, type Asker, type Expected, type MatrixGroup, type MatrixUsers } from "./types";

/** Every group of rows (`*.rows.ts` beside this file), by file name (`dashboard`). */
const groupsByFile = new Map(
  Object.entries(
    import.meta.glob<{ default: MatrixGroup<unknown> }>("./*.rows.ts", { eager: true }),
  ).map(([file, m]) => [file.replace(/^\.\/(.*)\.rows\.ts$/, "$1"), m.default]),
);
const allGroups = [...groupsByFile.values()];

/**
 * Which test file asks which groups, about the same work in each (by rows):
 * every `*.rows.ts` file must be in exactly one part (the coverage test checks).
 */
export const MATRIX_PARTS = {
  main: ["users-reports", "renewals", "appeals", "corrective-actions"],
  dashboard: ["dashboard", "credentials", "backups", "audit-report", "field-audits"],
  standards: ["standards", "operations-manual", "public", "writers"],
  "accounts-content": ["auth-api", "blog", "complaints", "staff-lists", "calendar", "translations"],
} as const;

export type MatrixPart = keyof typeof MATRIX_PARTS;

/** The groups one test file asks. */
export function matrixPart(part: MatrixPart): MatrixGroup<unknown>[] {
  return MATRIX_PARTS[part].map((file) => {
    const group = groupsByFile.get(file);
    if (!group) throw new Error(`route matrix: no ${file}.rows.ts`);
    return group;
  });
}

function isRefusal(expected: Expected): boolean {
  return typeof expected === "string"
    ? expected !== "ok"
    : (expected.refused ?? expected.status >= 400);
}

function check(response: Response, expected: Expected, method: string): string | null {
  const { status } = response;
  const location = response.headers.get("location") ?? "";
  const toLogin = status >= 300 && status < 400 && location.startsWith("/login");
  switch (expected) {
    case "ok":
      if (method === "GET" ? status >= 200 && status < 300 : status < 400 && !toLogin) return null;
      return `expected ok, got ${status} ${location}`;
    case "denied":
      return status === 403 ? null : `expected 403, got ${status} ${location}`;
    case "not-found":
      return status === 404 ? null : `expected 404, got ${status} ${location}`;
    case "bad-request":
      return status === 400 ? null : `expected 400, got ${status} ${location}`;
    case "unauthorized":
      return status === 401 ? null : `expected 401, got ${status} ${location}`;
    case "login":
      return toLogin ? null : `expected a redirect to /login, got ${status} ${location}`;
    default:
      if (status !== expected.status)
        return `expected ${expected.status}, got ${status} ${location}`;
      if (expected.location && !expected.location.test(location)) {
        return `expected a redirect to ${expected.location}, got ${location}`;
      }
      return null;
  }
}

export function describeRouteCoverage() {
  describe("route coverage", () => {
    it("every group of rows is asked by exactly one of the matrix's test files", () => {
      const parts = Object.values(MATRIX_PARTS).flat() as string[];
      expect([...parts].sort()).toEqual([...groupsByFile.keys()].sort());
      expect(new Set(parts).size).toBe(parts.length);
    });

    it("every route with a loader has a GET row and every route with an action a POST row", async () => {
      const build = (await import(
        /* @vite-ignore */ "virtual:react-router/server-build"
      )) as unknown as ServerBuild;
      const routes = Object.values(build.routes).filter((r) => r !== undefined);
      const fullPath = (id: string): string => {
        const parts: string[] = [];
        for (let r = build.routes[id]; r; r = r.parentId ? build.routes[r.parentId] : undefined) {
          if (r.path) parts.unshift(r.path);
        }
        return `/${parts.join("/")}`;
      };
      const hasChildren = (id: string) => routes.some((r) => r.parentId === id);
      const declared = new Set(
        allGroups.flatMap((g) => g.rows.map((r) => `${r.method} ${r.route}`)),
      );
      const missing: string[] = [];
      for (const route of routes) {
        if (route.id === "root" || hasChildren(route.id)) continue; // layouts run with their children
        const module = route.module as { loader?: unknown; action?: unknown };
        // The French and Spanish copies of a public or sign-in page run the English
        // page's own module (app/routes.ts, decision 086): its row covers them, unless
        // a row names the prefixed route itself (public.rows.ts asks a few directly).
        const prefixed = fullPath(route.id);
        const english = prefixed.replace(/^\/(fr|es)(?=\/|$)/, "") || "/";
        const path =
          [prefixed, english].find((p) => declared.has(`GET ${p}`) || declared.has(`POST ${p}`)) ??
          prefixed;
        if (module.loader && !declared.has(`GET ${path}`)) missing.push(`GET ${path}`);
        if (module.action && !declared.has(`POST ${path}`)) missing.push(`POST ${path}`);
      }
      expect(missing, "routes without a row in tests/http/route-matrix/*.rows.ts").toEqual([]);
    });
  });
}

/** The rows of these groups, each asked by every role. */
export function describeMatrix(groups: MatrixGroup<unknown>[]) {
  let users: MatrixUsers;

  beforeAll(async () => {
    const [applicant, examiner, committee, administrator, otherApplicant] = await Promise.all([
      createTestUser("applicant", { name: "Matrix Applicant" }),
      createTestUser("examiner", { name: "Matrix Examiner" }),
      createTestUser("committee", { name: "Matrix Committee" }),
      createTestUser("administrator", { name: "Matrix Administrator" }),
      createTestUser("applicant", { name: "Other Business" }),
    ]);
    users = { applicant, examiner, committee, administrator, otherApplicant };
  });

  for (const group of groups) {
    describe(group.name, () => {
      let fixtures: unknown;
      beforeAll(async () => {
        fixtures = await group.setup(users);
      });

      for (const row of group.rows) {
        const name = `${row.method} ${row.route}${row.intent ? ` (${row.intent})` : ""}${row.note ? ` — ${row.note}` : ""}`;
        it(name, async () => {
          const failures: string[] = [];
          for (const asker of askers as Asker[]) {
            const expected = row.expect[asker];
            const prepared = row.prepare ? await row.prepare(fixtures, asker) : {};
            const before = isRefusal(expected) ? await databaseDigest() : null;
            const raw = row.raw ? await row.raw(fixtures, prepared) : undefined;
            const response = await appRequest(row.path(fixtures, prepared), {
              method: row.method,
              cookie: row.cookie
                ? row.cookie(fixtures, prepared, asker)
                : asker === "anonymous"
                  ? undefined
                  : users[asker].cookie,
              form: row.form?.(fixtures, prepared, asker),
              body: raw?.body,
              headers: { ...row.headers, ...raw?.headers },
            });
            await response.arrayBuffer(); // finish the body (streams and deferred data)
            const problem = check(response, expected, row.method);
            if (problem) failures.push(`${asker}: ${problem}`);
            if (before) {
              const after = await databaseDigest();
              const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
              if (changed.length > 0) {
                failures.push(`${asker}: refused, yet tables changed: ${changed.join(", ")}`);
              }
            }
          }
          expect(failures).toEqual([]);
        });
      }
    });
  }
}
