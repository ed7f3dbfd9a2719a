import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { parseSort, type SortState } from "~/components/data-table";
import { profiles, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { containsPattern, sortOrder } from "~/lib/list-query.server";
import { userRoles, type Role } from "~/modules/permissions";
import { assertCan, scopeFor, type Viewer } from "~/modules/permissions";
import { holdsRole } from "~/lib/role-holders.server";
import { userListQuerySchema } from "./user-schemas";
import type { UserStatus } from "~/domain/user-status";

export const USERS_PAGE_SIZE = 25;

export type UserSummary = {
  id: string;
  name: string;
  email: string;
  organization: string | null;
  role: Role;
  additionalRoles: Role[];
  status: UserStatus;
  twoFactorEnabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
};

/** Columns the list can be ordered by (`?sort=`); by name by default. */
export const userSortKeys = ["name", "organization", "status", "created", "lastSignIn"] as const;
export type UserSortKey = (typeof userSortKeys)[number];
export const defaultUserSort: SortState = { key: "name", dir: "asc" };

export type UserFilter = {
  q?: string;
  role?: Role;
  status?: UserStatus;
  page?: number;
  sort?: { key: UserSortKey; dir: "asc" | "desc" };
};

/** The list's filters, sort and page from the URL (the page and its CSV export read the same). */
export function parseUserListQuery(params: URLSearchParams): UserFilter {
  return {
    ...userListQuerySchema.parse(Object.fromEntries(params)),
    sort: parseSort(params, userSortKeys, defaultUserSort) as NonNullable<UserFilter["sort"]>,
  };
}

const sortColumns = {
  name: sql`lower(${profiles.name})`,
  organization: sql`lower(coalesce(${profiles.organization}, ''))`,
  status: profiles.status,
  created: profiles.createdAt,
  // Never signed in sorts as the oldest.
  lastSignIn: sql`coalesce(${profiles.lastSignInAt}, 'epoch'::timestamptz)`,
} satisfies Record<UserSortKey, unknown>;

/**
 * The users console list (committee and administrators): search by name,
 * e-mail or organization, filter by role (profile or additional role) and
 * status, ordered by name (or a whitelisted column, the id breaking ties),
 * paged.
 */
export async function listUsers(
  db: Executor,
  viewer: Viewer,
  filter: UserFilter,
  pageSize = USERS_PAGE_SIZE,
): Promise<{ rows: UserSummary[]; total: number; page: number; pageCount: number }> {
  assertCan(viewer, "users.view");
  if (scopeFor(viewer, "users").kind !== "all") throw new AppError("forbidden", "Access Denied");
  const conditions: SQL[] = [];
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      or(
        ilike(profiles.name, pattern),
        ilike(profiles.email, pattern),
        ilike(profiles.organization, pattern),
      )!,
    );
  }
  if (filter.role) conditions.push(holdsRole(filter.role));
  if (filter.status) conditions.push(eq(profiles.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, filter.page ?? 1), pageCount);
  const rows = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      email: profiles.email,
      organization: profiles.organization,
      role: profiles.role,
      metadata: profiles.metadata,
      status: profiles.status,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: profiles.createdAt,
      lastSignInAt: profiles.lastSignInAt,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(where)
    .orderBy(
      ...sortOrder(
        filter.sort ?? (defaultUserSort as NonNullable<UserFilter["sort"]>),
        sortColumns,
        profiles.id,
      ),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    rows: rows.map((r) => {
      const roles = userRoles(r.role, r.metadata.additional_roles);
      return {
        id: r.id,
        name: r.name,
        email: r.email,
        organization: r.organization,
        role: roles[0]!,
        additionalRoles: roles.slice(1),
        status: r.status as UserStatus,
        twoFactorEnabled: Boolean(r.twoFactorEnabled),
        createdAt: r.createdAt.toISOString(),
        lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
      };
    }),
    total,
    page,
    pageCount,
  };
}
