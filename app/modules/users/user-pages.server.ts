import type { Executor } from "~/lib/db.server";
import type { Viewer } from "~/modules/permissions";
import { can } from "~/modules/permissions";
import { getUserDetails, listConflictCandidates } from "./get-user-details.server";
import { listUsers, parseUserListQuery } from "./list-users.server";

/** Users: one page of accounts with its filters, and whether the viewer may invite and manage. */
export async function usersPage(db: Executor, viewer: Viewer, params: URLSearchParams) {
  const query = parseUserListQuery(params);
  const list = await listUsers(db, viewer, query);
  return {
    ...list,
    filters: { q: query.q ?? "", role: query.role ?? "", status: query.status ?? "" },
    sort: query.sort!,
    canManage: can(viewer, "users.manage"),
  };
}

export type UsersPage = Awaited<ReturnType<typeof usersPage>>;

/** One person's page: their details and, for an examiner managed here, businesses to mark as conflicts. */
export async function userDetailPage(db: Executor, viewer: Viewer, userId: string) {
  const user = await getUserDetails(db, viewer, userId);
  const canManage = can(viewer, "users.manage");
  return {
    user,
    canManage,
    isSelf: user.id === viewer.user.id,
    conflictCandidates:
      canManage && user.isExaminer ? await listConflictCandidates(db, user.id) : [],
  };
}
