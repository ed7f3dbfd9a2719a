import crypto from "node:crypto";
import { createTestPost } from "../../helpers/blog";
import {
  defineGroup,
  publicPage,
  staffOnly,
  type Asker,
  type Expected,
  type MatrixRow,
} from "./types";

type F = {
  adminId: string;
  published: { id: string; slug: string; coverPath: string };
  draft: { id: string; slug: string; coverPath: string };
  oldSlug: string;
};

/** Drafts and scheduled posts: staff preview them; everyone else gets not found. */
const staffPreviewOnly: Record<Asker, Expected> = {
  anonymous: "not-found",
  applicant: "not-found",
  examiner: "not-found",
  committee: "ok",
  administrator: "ok",
};
/** Staff guard first (Access Denied), then the record (not found). */
const staffNotFound: Record<Asker, Expected> = {
  anonymous: "login",
  applicant: "denied",
  examiner: "denied",
  committee: "not-found",
  administrator: "not-found",
};

const editorForm = (intent: string, extra: Record<string, string> = {}) => ({
  intent,
  title: `Matrix post ${crypto.randomBytes(4).toString("hex")}`,
  slug: "",
  excerpt: "An excerpt written by the route matrix.",
  body: "## Heading\n\nText.",
  tags: "Matrix",
  publishAt: "2099-06-01T09:00",
  ...extra,
});

/** A POST to the edit screen acting on a fresh post for every asker. */
const editRow = (intent: string, status: "draft" | "published", note: string): MatrixRow<F> => ({
  route: "/dashboard/blog/edit/:id",
  method: "POST",
  intent,
  note,
  prepare: async (f) => ({ id: (await createTestPost(f.adminId, { status })).id }),
  path: (_f, p) => `/dashboard/blog/edit/${p.id}`,
  form: () => editorForm(intent),
  expect: staffOnly,
});

export default defineGroup<F>({
  name: "blog",
  setup: async (users) => {
    const adminId = users.administrator.userId;
    const published = await createTestPost(adminId, { status: "published", cover: true });
    const draft = await createTestPost(adminId, { status: "draft", cover: true });
    // A published post whose slug changed: the old one redirects.
    const renamed = await createTestPost(adminId, { status: "published" });
    const { saveBlogPost } = await import("~/modules/blog/save-blog-post.server");
    const { getDb } = await import("~/lib/db.server");
    const newSlug = `${renamed.slug}-renamed`;
    await saveBlogPost(
      getDb(),
      { user: { id: adminId }, activeRole: "administrator" },
      {
        id: renamed.id,
        intent: "save",
        fields: { title: "Renamed post", slug: newSlug, excerpt: "Excerpt.", body: "Body." },
      },
    );
    return {
      adminId,
      published: { ...published, coverPath: published.coverPath! },
      draft: { ...draft, coverPath: draft.coverPath! },
      oldSlug: renamed.slug,
    };
  },
  rows: [
    // --- public -------------------------------------------------------------------------
    { route: "/blog", method: "GET", path: () => "/blog", expect: publicPage },
    {
      route: "/blog",
      method: "GET",
      note: "tag filter and a page past the end",
      path: () => "/blog?tag=matrix&page=99",
      expect: publicPage,
    },
    {
      route: "/blog/:slug",
      method: "GET",
      note: "published post",
      path: (f) => `/blog/${f.published.slug}`,
      expect: publicPage,
    },
    {
      route: "/blog/:slug",
      method: "GET",
      note: "draft: staff preview only",
      path: (f) => `/blog/${f.draft.slug}`,
      expect: staffPreviewOnly,
    },
    {
      route: "/blog/:slug",
      method: "GET",
      note: "old slug: permanent redirect",
      path: (f) => `/blog/${f.oldSlug}`,
      expect: Object.fromEntries(
        (["anonymous", "applicant", "examiner", "committee", "administrator"] as const).map((a) => [
          a,
          { status: 301, location: /^\/blog\/test-post-[0-9a-f]+-renamed$/ },
        ]),
      ) as Record<Asker, Expected>,
    },
    {
      route: "/blog/:slug",
      method: "GET",
      note: "unknown slug",
      path: () => "/blog/no-such-post-anywhere",
      expect: {
        anonymous: "not-found",
        applicant: "not-found",
        examiner: "not-found",
        committee: "not-found",
        administrator: "not-found",
      },
    },
    { route: "/blog/rss.xml", method: "GET", path: () => "/blog/rss.xml", expect: publicPage },
    { route: "/blog/atom.xml", method: "GET", path: () => "/blog/atom.xml", expect: publicPage },
    {
      route: "/blog/images/:postId/:file",
      method: "GET",
      note: "cover of a published post",
      path: (f) => `/blog/images/${f.published.coverPath}`,
      expect: publicPage,
    },
    {
      route: "/blog/images/:postId/:file",
      method: "GET",
      note: "cover of a draft",
      path: (f) => `/blog/images/${f.draft.coverPath}`,
      expect: staffPreviewOnly,
    },
    {
      route: "/blog/images/:postId/:file",
      method: "GET",
      note: "a path that is no image",
      path: (f) => `/blog/images/${f.published.id}/..%2F..%2Fpglite`,
      expect: {
        anonymous: "not-found",
        applicant: "not-found",
        examiner: "not-found",
        committee: "not-found",
        administrator: "not-found",
      },
    },

    // --- dashboard ----------------------------------------------------------------------
    { route: "/dashboard/blog", method: "GET", path: () => "/dashboard/blog", expect: staffOnly },
    {
      route: "/dashboard/blog",
      method: "GET",
      note: "filtered",
      path: () => "/dashboard/blog?status=draft&tag=matrix&q=post&page=2",
      expect: staffOnly,
    },
    {
      route: "/dashboard/blog/new",
      method: "GET",
      path: () => "/dashboard/blog/new",
      expect: staffOnly,
    },
    ...(["preview", "save", "publish", "schedule"] as const).map((intent): MatrixRow<F> => ({
      route: "/dashboard/blog/new",
      method: "POST",
      intent,
      path: () => "/dashboard/blog/new",
      form: () => editorForm(intent),
      expect: staffOnly,
    })),
    {
      route: "/dashboard/blog/edit/:id",
      method: "GET",
      path: (f) => `/dashboard/blog/edit/${f.draft.id}`,
      expect: staffOnly,
    },
    {
      route: "/dashboard/blog/edit/:id",
      method: "GET",
      note: "unknown post",
      path: () => `/dashboard/blog/edit/${crypto.randomUUID()}`,
      expect: staffNotFound,
    },
    editRow("preview", "draft", "live preview (writes nothing)"),
    editRow("save", "draft", "save a draft"),
    editRow("publish", "draft", "publish now"),
    editRow("schedule", "draft", "schedule"),
    editRow("unpublish", "published", "unpublish"),
    editRow("delete", "draft", "delete after confirmation"),
    {
      route: "/dashboard/blog/edit/:id",
      method: "POST",
      intent: "save",
      note: "unknown post",
      path: () => `/dashboard/blog/edit/${crypto.randomUUID()}`,
      form: () => editorForm("save"),
      expect: staffNotFound,
    },
  ],
});
