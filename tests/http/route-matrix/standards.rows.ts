import { and, eq } from "drizzle-orm";
import { standardVersionHistory } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { isoDate } from "~/lib/format";
import type { Role } from "~/modules/permissions/permissions";
import { castVote } from "~/modules/proposals/cast-vote.server";
import { closeDueBallots } from "~/modules/proposals/close-ballot.server";
import { createProposal } from "~/modules/proposals/create-proposal.server";
import { openBallot } from "~/modules/proposals/open-ballot.server";
import { postProposalComment } from "~/modules/proposals/post-proposal-comment.server";
import { createDiscussion } from "~/modules/standards/create-discussion.server";
import { createStandardCategory } from "~/modules/standards/create-standard-category.server";
import { createStandardItem } from "~/modules/standards/create-standard-item.server";
import { createSubStandard } from "~/modules/standards/create-sub-standard.server";
import { updateStandardItem } from "~/modules/standards/update-standard-item.server";
import {
  adminOnly,
  defineGroup,
  everyoneSignedIn,
  publicPage,
  staffOnly,
  type Asker,
  type Expected,
  type MatrixRow,
  type MatrixUsers,
} from "./types";

type F = {
  users: MatrixUsers;
  itemId: string;
  itemNumber: string;
  subId: string;
  categoryId: string;
  proposalId: string;
};

const DAY = 86_400_000;
const ZONE = "America/Toronto";
const missing = "00000000-0000-0000-0000-000000000000";
const viewer = (f: F, role: Role) => ({ user: { id: f.users[role].userId }, activeRole: role });
const staff = (f: F) => viewer(f, "committee");

let sequence = 700;
const next = () => String(++sequence);
const tag = (asker: Asker) => `${asker}-${Date.now().toString(36)}-${++sequence}`;

/** The author (the matrix applicant) and staff may; another signed-in role may not. */
const authorOrStaff: Record<Asker, Expected> = {
  anonymous: "login",
  applicant: "ok",
  examiner: "denied",
  committee: "ok",
  administrator: "ok",
};
const everyoneNotFound: Record<Asker, Expected> = {
  anonymous: "login",
  applicant: "not-found",
  examiner: "not-found",
  committee: "not-found",
  administrator: "not-found",
};

async function newItem(f: F) {
  const number = next();
  return createStandardItem(getDb(), staff(f), {
    kind: "standard",
    number,
    title: `Matrix standard ${number}`,
    categoryId: f.categoryId,
    content: "The matrix standard's text.",
  });
}

async function newProposal(f: F, by: Role = "applicant") {
  return createProposal(getDb(), viewer(f, by), {
    sectionId: f.itemId,
    proposedContent: `A proposed text ${next()}.`,
    discussionNotes: "Because the matrix says so.",
  });
}

type Prepared = Record<string, string | undefined>;

/** A reply by the matrix applicant in the fixture proposal's discussion. */
async function newComment(f: F) {
  return postProposalComment(getDb(), viewer(f, "applicant"), f.proposalId, {
    body: `A reply to edit ${next()}.`,
  });
}

const post = (
  route: string,
  intent: string,
  expect: Record<Asker, Expected>,
  form: (f: F, p: Prepared, asker: Asker) => Record<string, string>,
  path: (f: F, p: Prepared) => string,
  prepare?: (f: F, asker: Asker) => Promise<Prepared>,
): MatrixRow<F> => ({
  route,
  method: "POST",
  intent,
  prepare,
  path,
  form: (f, p, asker) => ({ intent, ...form(f, p, asker) }),
  expect,
});

const sections = "/dashboard/standards/sections";
const detail = "/dashboard/standards/sections/:id";
const proposal = "/dashboard/standards/proposals/:id";

export default defineGroup<F>({
  name: "standards and governance",
  setup: async (users) => {
    const db = getDb();
    const f = { users } as F;
    const category = await createStandardCategory(db, viewer(f, "committee"), {
      name: `Matrix category ${Date.now()}`,
      description: null,
    });
    f.categoryId = category.id;
    const item = await newItem(f);
    f.itemId = item.id;
    f.itemNumber = item.number;
    const sub = await createSubStandard(db, staff(f), item.id, {
      subNumber: `${item.number}.1`,
      title: "Matrix sub-standard",
      content: "Sub text.",
    });
    f.subId = sub.id;
    f.proposalId = (await newProposal(f)).id;
    return f;
  },
  rows: [
    { route: "/standards", method: "GET", path: () => "/standards", expect: publicPage },

    // View All and categories (SPEC §6: any signed-in user may create a category).
    {
      route: "/dashboard/standards",
      method: "GET",
      path: () => "/dashboard/standards?q=trap",
      expect: everyoneSignedIn,
    },
    {
      route: "/dashboard/standards",
      method: "POST",
      intent: "createCategory",
      path: () => "/dashboard/standards",
      form: (_f, _p, asker) => ({ name: `Category by ${tag(asker)}` }),
      expect: everyoneSignedIn,
    },

    // Manage Standards.
    { route: sections, method: "GET", path: () => sections, expect: staffOnly },
    post(
      sections,
      "deleteItem",
      staffOnly,
      (_f, p) => ({ id: p.id!, confirm: "yes" }),
      () => sections,
      async (f) => ({ id: (await newItem(f)).id }),
    ),
    post(
      sections,
      "createCategory",
      staffOnly,
      (_f, _p, asker) => ({ name: `Managed ${tag(asker)}` }),
      () => sections,
    ),
    post(
      sections,
      "updateCategory",
      staffOnly,
      (_f, p, asker) => ({ id: p.id!, name: `Renamed ${tag(asker)}` }),
      () => sections,
      async (f, asker) => ({
        id: (
          await createStandardCategory(getDb(), staff(f), {
            name: `To rename ${tag(asker)}`,
            description: null,
          })
        ).id,
      }),
    ),
    post(
      sections,
      "deleteCategory",
      staffOnly,
      (_f, p) => ({ id: p.id!, confirm: "yes" }),
      () => sections,
      async (f, asker) => ({
        id: (
          await createStandardCategory(getDb(), staff(f), {
            name: `To delete ${tag(asker)}`,
            description: null,
          })
        ).id,
      }),
    ),
    post(
      sections,
      "createVersion",
      staffOnly,
      () => ({ versionNumber: `${next()}.0`, releaseDate: "2031-01-01", notes: "Matrix" }),
      () => sections,
    ),

    // New standard.
    { route: `${sections}/new`, method: "GET", path: () => `${sections}/new`, expect: staffOnly },
    {
      route: `${sections}/new`,
      method: "POST",
      path: () => `${sections}/new`,
      form: (f) => ({
        kind: "standard",
        number: next(),
        title: "Created in the matrix",
        categoryId: f.categoryId,
        content: "Text.",
      }),
      expect: staffOnly,
    },

    // A standard's page and its actions.
    {
      route: detail,
      method: "GET",
      path: (f) => `${sections}/${f.itemId}`,
      expect: everyoneSignedIn,
    },
    {
      route: detail,
      method: "GET",
      note: "unknown id",
      path: () => `${sections}/${missing}`,
      expect: everyoneNotFound,
    },
    post(
      detail,
      "createSub",
      staffOnly,
      (f) => ({
        subNumber: `${f.itemNumber}.${next()}`.slice(0, 10),
        title: "Added",
        content: "Added text.",
      }),
      (f) => `${sections}/${f.itemId}`,
    ),
    post(
      detail,
      "deleteSub",
      staffOnly,
      (_f, p) => ({ id: p.id!, confirm: "yes" }),
      (f) => `${sections}/${f.itemId}`,
      async (f) => {
        const n = Number(next());
        return {
          id: (
            await createSubStandard(getDb(), staff(f), f.itemId, {
              subNumber: `${f.itemNumber}.${n}`,
              title: "To delete",
              content: "x",
            })
          ).id,
        };
      },
    ),
    post(
      detail,
      "comment",
      everyoneSignedIn,
      (_f, _p, asker) => ({ comment: `A question from ${asker}` }),
      (f) => `${sections}/${f.itemId}`,
    ),
    post(
      detail,
      "editComment",
      authorOrStaff,
      (_f, p) => ({ id: p.id!, comment: "Edited comment" }),
      (f) => `${sections}/${f.itemId}`,
      async (f) => ({
        id: (await createDiscussion(getDb(), viewer(f, "applicant"), f.itemId, { comment: "Mine" }))
          .id,
      }),
    ),
    post(
      detail,
      "deleteComment",
      authorOrStaff,
      (_f, p) => ({ id: p.id!, confirm: "yes" }),
      (f) => `${sections}/${f.itemId}`,
      async (f) => ({
        id: (await createDiscussion(getDb(), viewer(f, "applicant"), f.itemId, { comment: "Mine" }))
          .id,
      }),
    ),
    post(
      detail,
      "moderate",
      staffOnly,
      (_f, p) => ({ id: p.id!, isPinned: "on", isFaq: "on", faqAnswer: "The committee's answer." }),
      (f) => `${sections}/${f.itemId}`,
      async (f) => ({
        id: (
          await createDiscussion(getDb(), viewer(f, "examiner"), f.itemId, {
            comment: "A question",
          })
        ).id,
      }),
    ),
    post(
      detail,
      "restore",
      staffOnly,
      (_f, p) => ({ id: p.id!, confirm: "yes" }),
      (_f, p) => `${sections}/${p.itemId}`,
      async (f) => {
        const created = await newItem(f);
        await updateStandardItem(getDb(), staff(f), created.id, {
          number: created.number,
          title: created.title,
          categoryId: created.categoryId,
          content: "A newer text.",
          version: null,
          changeSummary: null,
          expectedVersion: created.version,
        });
        const [first] = await getDb()
          .select()
          .from(standardVersionHistory)
          .where(
            and(
              eq(standardVersionHistory.standardId, created.id),
              eq(standardVersionHistory.version, "1.0"),
            ),
          );
        return { id: first!.id, itemId: created.id };
      },
    ),

    // Edit a standard.
    {
      route: `${detail}/edit`,
      method: "GET",
      path: (f) => `${sections}/${f.itemId}/edit`,
      expect: staffOnly,
    },
    {
      route: `${detail}/edit`,
      method: "POST",
      prepare: async (f) => {
        const created = await newItem(f);
        return { id: created.id, number: created.number };
      },
      path: (_f, p) => `${sections}/${p.id}/edit`,
      form: (f, p) => ({
        number: p.number!,
        title: "Edited in the matrix",
        categoryId: f.categoryId,
        content: "Edited text.",
        expectedVersion: "1.0",
      }),
      expect: staffOnly,
    },

    // Edit a sub-standard.
    {
      route: "/dashboard/standards/sub-standards/:id/edit",
      method: "GET",
      path: (f) => `/dashboard/standards/sub-standards/${f.subId}/edit`,
      expect: staffOnly,
    },
    post(
      "/dashboard/standards/sub-standards/:id/edit",
      "save",
      staffOnly,
      (f, p) => ({
        subNumber: p.number!,
        title: "Saved",
        content: `Saved text ${next()}`,
        expectedVersion: p.version!,
      }),
      (_f, p) => `/dashboard/standards/sub-standards/${p.id}/edit`,
      async (f) => {
        const n = next();
        const sub = await createSubStandard(getDb(), staff(f), f.itemId, {
          subNumber: `${f.itemNumber}.${n}`,
          title: "To edit",
          content: "x",
        });
        return { id: sub.id, number: sub.subNumber, version: sub.version };
      },
    ),
    post(
      "/dashboard/standards/sub-standards/:id/edit",
      "delete",
      staffOnly,
      () => ({ confirm: "yes" }),
      (_f, p) => `/dashboard/standards/sub-standards/${p.id}/edit`,
      async (f) => {
        const n = next();
        return {
          id: (
            await createSubStandard(getDb(), staff(f), f.itemId, {
              subNumber: `${f.itemNumber}.${n}`,
              title: "To delete",
              content: "x",
            })
          ).id,
        };
      },
    ),

    // Proposals.
    {
      route: "/dashboard/standards/proposals",
      method: "GET",
      path: (f) => `/dashboard/standards/proposals?needs=vote&section=${f.itemId}`,
      expect: everyoneSignedIn,
    },
    {
      route: "/dashboard/standards/proposals",
      method: "POST",
      path: () => "/dashboard/standards/proposals",
      form: (f, _p, asker) => ({
        sectionId: f.itemId,
        proposedContent: `Proposed by ${tag(asker)}.`,
        discussionNotes: "Rationale.",
      }),
      expect: everyoneSignedIn,
    },
    {
      route: proposal,
      method: "GET",
      path: (f) => `/dashboard/standards/proposals/${f.proposalId}`,
      expect: everyoneSignedIn,
    },
    {
      route: proposal,
      method: "GET",
      note: "unknown id",
      path: () => `/dashboard/standards/proposals/${missing}`,
      expect: everyoneNotFound,
    },
    post(
      proposal,
      "edit",
      authorOrStaff,
      () => ({ proposedContent: `Revised ${next()}.`, discussionNotes: "Revised rationale." }),
      (_f, p) => `/dashboard/standards/proposals/${p.id}`,
      async (f) => ({ id: (await newProposal(f)).id }),
    ),
    post(
      proposal,
      "openBallot",
      staffOnly,
      () => ({
        closesOn: isoDate(Date.now() + 10 * DAY, ZONE),
        quorumPercent: "50",
        approvalRule: "two-thirds",
      }),
      (_f, p) => `/dashboard/standards/proposals/${p.id}`,
      async (f) => ({ id: (await newProposal(f)).id }),
    ),
    post(
      proposal,
      "vote",
      staffOnly,
      () => ({ vote: "reject", comment: "Not convinced." }),
      (_f, p) => `/dashboard/standards/proposals/${p.id}`,
      async (f) => {
        const p = await newProposal(f);
        await openBallot(getDb(), staff(f), p.id, {
          closesOn: isoDate(Date.now() + 10 * DAY, ZONE),
          quorumPercent: 50,
          approvalRule: "two-thirds",
        });
        return { id: p.id };
      },
    ),
    post(
      proposal,
      "approve",
      staffOnly,
      () => ({ confirm: "yes" }),
      (_f, p) => `/dashboard/standards/proposals/${p.id}`,
      async (f) => {
        // A ballot opened three days ago, passed, closed by the scheduler.
        const p = await newProposal(f);
        const opened = new Date(Date.now() - 3 * DAY);
        await openBallot(
          getDb(),
          staff(f),
          p.id,
          {
            closesOn: isoDate(opened.getTime() + DAY, ZONE),
            quorumPercent: 1,
            approvalRule: "two-thirds",
          },
          opened,
        );
        await castVote(getDb(), staff(f), p.id, { vote: "approve", comment: null }, opened);
        await closeDueBallots(getDb(), new Date());
        return { id: p.id };
      },
    ),
    post(
      proposal,
      "reject",
      staffOnly,
      () => ({ note: "Out of scope." }),
      (_f, p) => `/dashboard/standards/proposals/${p.id}`,
      async (f) => ({ id: (await newProposal(f)).id }),
    ),
    post(
      proposal,
      "withdraw",
      // Decision 059: the author, or an administrator with a reason; not the committee.
      { ...authorOrStaff, committee: "denied" },
      () => ({ confirm: "yes", note: "Withdrawn for the matrix." }),
      (_f, p) => `/dashboard/standards/proposals/${p.id}`,
      async (f) => ({ id: (await newProposal(f)).id }),
    ),
    post(
      proposal,
      "comment",
      everyoneSignedIn,
      (_f, _p, asker) => ({ body: `A reply by ${tag(asker)}.` }),
      (f) => `/dashboard/standards/proposals/${f.proposalId}`,
    ),
    post(
      proposal,
      "editComment",
      // Only the reply's author (the matrix applicant) edits it.
      {
        anonymous: "login",
        applicant: "ok",
        examiner: "denied",
        committee: "denied",
        administrator: "denied",
      },
      (_f, p, asker) => ({ commentId: p.commentId!, body: `Edited by ${tag(asker)}.` }),
      (f) => `/dashboard/standards/proposals/${f.proposalId}`,
      async (f) => ({ commentId: (await newComment(f)).id }),
    ),
    post(
      proposal,
      "hideComment",
      adminOnly,
      (_f, p) => ({ commentId: p.commentId!, reason: "Off topic." }),
      (f) => `/dashboard/standards/proposals/${f.proposalId}`,
      async (f) => ({ commentId: (await newComment(f)).id }),
    ),
  ],
});
