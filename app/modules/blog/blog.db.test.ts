import fs from "node:fs";
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditLog, blogPosts, blogPostSlugs, blogTags, scheduledJobs } from "~/db/schema";
import { executeRows, getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { runScheduledJob } from "~/lib/scheduler.server";
import type { Role } from "~/modules/permissions/permissions";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { demoCoverPng } from "./demo-cover-image";
import { onBlogPostChanged, type BlogPostChange } from "./blog-post-changed.server";
import { blogPostMachine, blogPostStatuses } from "~/domain/blog-post-status";
import { BLOG_IMAGES_BUCKET, blogMessages } from "./blog-rules";
import { autosaveBlogDraft } from "./autosave-blog-draft.server";
import { buildBlogFeed } from "./build-blog-feed.server";
import { deleteBlogPost } from "./delete-blog-post.server";
import { getBlogImage } from "./get-blog-image.server";
import { getBlogPostForEdit } from "./get-blog-post-for-edit.server";
import { getBlogPostForReader } from "./get-blog-post-for-reader.server";
import { listBlogPosts } from "./list-blog-posts.server";
import { listBlogSitemapEntries } from "./list-blog-sitemap-entries.server";
import { listPublishedBlogPosts } from "./list-published-blog-posts.server";
import { previewBlogPost } from "./preview-blog-post.server";
import { publishDueBlogPosts, scheduledBlogPublishJob } from "./publish-due-blog-posts.server";
import { saveBlogPost, type SaveBlogPostInput } from "./save-blog-post.server";
import { seedBlogDemo } from "./seed-blog-demo.server";
import { unpublishBlogPost } from "./unpublish-blog-post.server";
import type { Viewer } from "~/modules/permissions";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";

const as = (user: TestUser, activeRole: Role): Viewer => ({
  user: { id: user.userId },
  activeRole,
});

/** Row counts of every blog table and the audit log: "nothing changed" checks. */
async function snapshot() {
  type Counts = {
    posts: number;
    post_state: string;
    slugs: number;
    tags: number;
    post_tags: number;
    audit: number;
  };
  const [row] = await executeRows<Counts>(
    getDb(),
    sql`select
      (select count(*)::int from blog_posts) as posts,
      (select coalesce(string_agg(id::text || status || updated_at::text || slug, ',' order by id), '') from blog_posts) as post_state,
      (select count(*)::int from blog_post_slugs) as slugs,
      (select count(*)::int from blog_tags) as tags,
      (select count(*)::int from blog_post_tags) as post_tags,
      (select count(*)::int from audit_log) as audit`,
  );
  return { ...row!, files: storedImages().length };
}

function storedImages(): string[] {
  const dir = path.join(getEnv().dataDir, "storage", BLOG_IMAGES_BUCKET);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((e) => (e.isFile() ? [path.join(e.parentPath, e.name)] : []));
}

let admin: TestUser;
let committee: TestUser;
let applicant: TestUser;
let examiner: TestUser;
let n = 0;

const fields = (over: Record<string, string> = {}) => ({
  title: `Post ${++n}`,
  excerpt: "A short excerpt.",
  body: "## Hello\n\nThe body.",
  tags: "Bats, Seasonal advice",
  ...over,
});

const save = (viewer: Viewer, input: Partial<SaveBlogPostInput>, now?: Date) =>
  saveBlogPost(
    getDb(),
    viewer,
    { intent: "save", fields: fields(), ...input },
    { now, timeZone: "UTC" },
  );

const changes: BlogPostChange[] = [];
let unsubscribe: () => void = () => {};

beforeAll(async () => {
  [admin, committee, applicant, examiner] = await Promise.all([
    createTestUser("administrator", { name: "Ada Admin" }),
    createTestUser("committee", { name: "Cory Committee" }),
    createTestUser("applicant"),
    createTestUser("examiner"),
  ]);
  unsubscribe = onBlogPostChanged((change) => {
    changes.push(change);
  });
  return () => unsubscribe();
});

afterEach(() => {
  changes.length = 0;
});

describe("who may write (role × action)", () => {
  it("refuses applicants and examiners every write and read of the dashboard, changing nothing", async () => {
    const post = await save(as(admin, "administrator"), { intent: "publish" });
    const draft = await save(as(admin, "administrator"), {});
    const before = await snapshot();
    for (const [user, role] of [
      [applicant, "applicant"],
      [examiner, "examiner"],
    ] as const) {
      const viewer = as(user, role);
      const attempts: [string, () => unknown][] = [
        ["create", () => save(viewer, {})],
        ["update", () => save(viewer, { id: draft.id })],
        ["publish", () => save(viewer, { id: draft.id, intent: "publish" })],
        [
          "schedule",
          () =>
            save(viewer, {
              id: draft.id,
              intent: "schedule",
              fields: fields({ publishAt: "2099-01-01T09:00" }),
            }),
        ],
        ["unpublish", () => unpublishBlogPost(getDb(), viewer, post.id)],
        ["delete", () => deleteBlogPost(getDb(), viewer, post.id)],
        ["preview", () => previewBlogPost(viewer, "# x")],
        ["list", () => listBlogPosts(getDb(), viewer)],
        ["edit screen", () => getBlogPostForEdit(getDb(), viewer, draft.id)],
      ];
      for (const [name, attempt] of attempts) {
        const error = await refusal(attempt);
        expect(error.status, `${role} ${name}`).toBe(403);
        expect(error.message).toBe("You do not have permission to manage the blog");
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lets committee members and administrators do all of it", async () => {
    for (const [user, role] of [
      [committee, "committee"],
      [admin, "administrator"],
    ] as const) {
      const viewer = as(user, role);
      const created = await save(viewer, {});
      expect(created.status).toBe("draft");
      await save(viewer, { id: created.id, fields: fields({ title: "Renamed" }) });
      expect((await getBlogPostForEdit(getDb(), viewer, created.id)).title).toBe("Renamed");
      const scheduled = await save(viewer, {
        id: created.id,
        intent: "schedule",
        fields: fields({ publishAt: "2099-01-01T09:00" }),
      });
      expect(scheduled.status).toBe("scheduled");
      expect((await unpublishBlogPost(getDb(), viewer, created.id)).from).toBe("scheduled");
      expect((await save(viewer, { id: created.id, intent: "publish" })).status).toBe("published");
      expect((await unpublishBlogPost(getDb(), viewer, created.id)).from).toBe("published");
      expect(previewBlogPost(viewer, "**x**").html).toBe("<p><strong>x</strong></p>");
      expect((await listBlogPosts(getDb(), viewer)).total).toBeGreaterThan(0);
      await deleteBlogPost(getDb(), viewer, created.id);
      expect(await refusal(getBlogPostForEdit(getDb(), viewer, created.id))).toMatchObject({
        status: 404,
      });
    }
  });
});

describe("validation: clear messages at the field, nothing written", () => {
  it("needs an excerpt and a body to publish, a future time to schedule, alt text with a cover", async () => {
    const viewer = as(admin, "administrator");
    const before = await snapshot();
    const publish = await refusal(
      () => save(viewer, { intent: "publish", fields: { title: "Empty", excerpt: "", body: " " } }),
      { unchanged: databaseDigest },
    );
    expect(publish.fieldErrors).toEqual({
      excerpt: blogMessages.excerptRequired,
      body: blogMessages.bodyRequired,
    });
    const past = await refusal(
      () =>
        save(
          viewer,
          { intent: "schedule", fields: fields({ publishAt: "2020-01-01T09:00" }) },
          new Date("2026-01-01T00:00:00Z"),
        ),
      { unchanged: databaseDigest },
    );
    expect(past.fieldErrors.publishAt).toBe(blogMessages.publishAtPast);
    const missing = await refusal(
      () => save(viewer, { intent: "schedule", fields: fields({ publishAt: "" }) }),
      { unchanged: databaseDigest },
    );
    expect(missing.fieldErrors.publishAt).toBe(blogMessages.publishAtRequired);
    const bad = await refusal(
      () => save(viewer, { intent: "schedule", fields: fields({ publishAt: "soon" }) }),
      { unchanged: databaseDigest },
    );
    expect(bad.fieldErrors.publishAt).toBe(blogMessages.publishAtInvalid);
    const noAlt = await refusal(
      () =>
        save(viewer, {
          cover: { name: "c.png", bytes: demoCoverPng([0, 0, 0], [9, 9, 9], 40, 20) },
        }),
      { unchanged: databaseDigest },
    );
    expect(noAlt.fieldErrors.coverImageAlt).toBe(blogMessages.altRequired);
    const noTitle = await refusal(() => save(viewer, { fields: { title: "  " } }), {
      unchanged: databaseDigest,
    });
    expect(noTitle.fieldErrors.title).toBe(blogMessages.titleRequired);
    expect(await snapshot()).toEqual(before);
  });

  it("normalises an edited slug instead of refusing it; an unusable one falls back to the title", async () => {
    const viewer = as(admin, "administrator");
    const suffix = crypto.randomBytes(3).toString("hex");
    const typed = await save(viewer, {
      fields: fields({ slug: `Winter Trap Checks 2026! ${suffix}` }),
    });
    expect(typed.slug).toBe(`winter-trap-checks-2026-${suffix}`);
    const unusable = await save(viewer, {
      fields: fields({ title: `Été à Montréal ${suffix}`, slug: "!!! ???" }),
    });
    expect(unusable.slug).toBe(`ete-a-montreal-${suffix}`);
  });

  it("checks images by content: SVG, text renamed .png, wrong extension and oversize are refused", async () => {
    const viewer = as(admin, "administrator");
    const before = await snapshot();
    const png = demoCoverPng([0, 0, 0], [9, 9, 9], 40, 20);
    const cases: [string, Uint8Array, string][] = [
      [
        "evil.svg",
        new TextEncoder().encode('<svg onload="alert(1)"></svg>'),
        blogMessages.imageType,
      ],
      ["fake.png", new TextEncoder().encode("<script>alert(1)</script>"), blogMessages.imageType],
      ["cover.jpg", png, blogMessages.imageType],
      ["big.png", new Uint8Array(5 * 1024 * 1024 + 1), blogMessages.imageTooLarge],
    ];
    for (const [name, bytes, message] of cases) {
      const error = await refusal(
        () =>
          save(viewer, { cover: { name, bytes }, fields: fields({ coverImageAlt: "A cover" }) }),
        { unchanged: databaseDigest },
      );
      expect(error.fieldErrors.coverImage, name).toBe(message);
    }
    const og = await refusal(
      () => save(viewer, { ogImage: { name: "x.gif", bytes: new TextEncoder().encode("GIF89a") } }),
      { unchanged: databaseDigest },
    );
    expect(og.fieldErrors.ogImage).toBe(blogMessages.imageType);
    expect(await snapshot()).toEqual(before);
  });

  it("removes the new image again when the database write fails (no orphan files)", async () => {
    const viewer = as(admin, "administrator");
    const first = await save(viewer, {});
    const before = await snapshot();
    // A slug held by another post only appears inside the transaction when two editors race:
    // simulate it by claiming the slug between the check and the write.
    const racing = fields({ slug: "raced-slug", coverImageAlt: "A cover" });
    const claim = getDb().insert(blogPostSlugs).values({ slug: "raced-slug", postId: first.id });
    const originalTransaction = getDb().transaction.bind(getDb());
    const db = getDb() as unknown as { transaction: typeof originalTransaction };
    db.transaction = (async (fn: Parameters<typeof originalTransaction>[0]) => {
      await claim;
      return originalTransaction(fn);
    }) as typeof originalTransaction;
    try {
      const error = await refusal(
        () =>
          save(viewer, {
            fields: racing,
            cover: { name: "c.png", bytes: demoCoverPng([1, 2, 3], [4, 5, 6], 40, 20) },
          }),
        // The racing claim writes a slug mid-call; the snapshot below counts what changed.
      );
      expect(error.fieldErrors.slug).toBe(blogMessages.slugTaken);
    } finally {
      db.transaction = originalTransaction;
    }
    const after = await snapshot();
    expect(after.files).toBe(before.files);
    expect(after.posts).toBe(before.posts);
    expect(after.slugs).toBe(before.slugs + 1); // only the racing claim itself
  });
});

describe("slugs: unique, generated, editable, old ones redirect", () => {
  it("generates a slug from the title and numbers duplicates", async () => {
    const viewer = as(admin, "administrator");
    const a = await save(viewer, { fields: fields({ title: "Bats in the belfry" }) });
    const b = await save(viewer, { fields: fields({ title: "Bats in the belfry" }) });
    const c = await save(viewer, { fields: fields({ title: "Bats in the Belfry!" }) });
    expect([a.slug, b.slug, c.slug]).toEqual([
      "bats-in-the-belfry",
      "bats-in-the-belfry-2",
      "bats-in-the-belfry-3",
    ]);
  });

  it("refuses a slug another post uses now or used before; a post may take its own old slug back", async () => {
    const viewer = as(admin, "administrator");
    const one = await save(viewer, {
      intent: "publish",
      fields: fields({ slug: "first-address" }),
    });
    await save(viewer, { id: one.id, fields: fields({ slug: "second-address" }) });
    const other = await save(viewer, {});
    for (const taken of ["second-address", "first-address"]) {
      const error = await refusal(
        () => save(viewer, { id: other.id, fields: fields({ slug: taken }) }),
        { unchanged: databaseDigest },
      );
      expect(error.fieldErrors.slug).toBe(blogMessages.slugTaken);
    }
    const back = await save(viewer, { id: one.id, fields: fields({ slug: "first-address" }) });
    expect(back.slug).toBe("first-address");
    const slugs = await getDb()
      .select()
      .from(blogPostSlugs)
      .where(eq(blogPostSlugs.postId, one.id));
    expect(slugs.map((s) => s.slug).sort()).toEqual(["first-address", "second-address"]);
  });

  it("answers an old slug with a redirect to the current one, for everyone who may see the post", async () => {
    const viewer = as(admin, "administrator");
    const post = await save(viewer, { intent: "publish", fields: fields({ slug: "old-name" }) });
    await save(viewer, { id: post.id, intent: "save", fields: fields({ slug: "new-name" }) });
    expect(await getBlogPostForReader(getDb(), "old-name", async () => null)).toEqual({
      kind: "redirect",
      slug: "new-name",
    });
    const current = await getBlogPostForReader(getDb(), "new-name", async () => null);
    expect(current.kind).toBe("post");
    // The public change names both addresses (a cache drops both).
    expect(changes.at(-1)?.paths).toEqual(
      expect.arrayContaining(["/blog/new-name", "/blog/old-name", "/blog", "/sitemap.xml"]),
    );
    // Unpublished: the old address is not found for the public either.
    await unpublishBlogPost(getDb(), viewer, post.id);
    expect(
      (await refusal(getBlogPostForReader(getDb(), "old-name", async () => null))).status,
    ).toBe(404);
    expect(
      await getBlogPostForReader(getDb(), "old-name", async () => as(committee, "committee")),
    ).toEqual({ kind: "redirect", slug: "new-name" });
  });
});

describe("visibility of drafts and scheduled posts", () => {
  it("shows published posts to everyone and unpublished ones only to staff, as a preview", async () => {
    const viewer = as(admin, "administrator");
    const draft = await save(viewer, { fields: fields({ slug: "visibility-draft" }) });
    const scheduled = await save(viewer, {
      intent: "schedule",
      fields: fields({ slug: "visibility-scheduled", publishAt: "2099-06-01T12:00" }),
    });
    const published = await save(viewer, {
      intent: "publish",
      fields: fields({ slug: "visibility-published" }),
    });
    const askers: [string, Viewer | null, boolean][] = [
      ["anonymous", null, false],
      ["applicant", as(applicant, "applicant"), false],
      ["examiner", as(examiner, "examiner"), false],
      ["committee", as(committee, "committee"), true],
      ["administrator", viewer, true],
    ];
    for (const [who, asker, staff] of askers) {
      const pub = await getBlogPostForReader(getDb(), published.slug, async () => asker);
      expect(pub.kind === "post" && !pub.preview, who).toBe(true);
      for (const slug of [draft.slug, scheduled.slug]) {
        if (staff) {
          const answer = await getBlogPostForReader(getDb(), slug, async () => asker);
          expect(answer.kind === "post" && answer.preview, `${who} ${slug}`).toBe(true);
        } else {
          const error = await refusal(getBlogPostForReader(getDb(), slug, async () => asker));
          expect(error.status, `${who} ${slug}`).toBe(404);
        }
      }
    }
    const list = await listPublishedBlogPosts(getDb(), {});
    const slugs = list.posts.map((p) => p.slug);
    expect(slugs).toContain("visibility-published");
    expect(slugs).not.toContain("visibility-draft");
    expect(slugs).not.toContain("visibility-scheduled");
    const sitemap = (await listBlogSitemapEntries(getDb())).map((e) => e.slug);
    expect(sitemap).toContain("visibility-published");
    expect(sitemap).not.toContain("visibility-draft");
  });

  it("does not look up the viewer for a published post (public pages need no session)", async () => {
    const post = await save(as(admin, "administrator"), { intent: "publish" });
    let asked = 0;
    await getBlogPostForReader(getDb(), post.slug, async () => {
      asked++;
      return null;
    });
    expect(asked).toBe(0);
  });

  it("renders the body safely, with previous and next published posts", async () => {
    const viewer = as(admin, "administrator");
    const t = (d: number) => new Date(Date.UTC(2030, 0, d));
    const a = await save(viewer, { intent: "publish", fields: fields({ slug: "seq-a" }) }, t(1));
    const b = await save(
      viewer,
      {
        intent: "publish",
        fields: fields({ slug: "seq-b", body: "<script>x</script>\n\n## Part" }),
      },
      t(2),
    );
    const c = await save(viewer, { intent: "publish", fields: fields({ slug: "seq-c" }) }, t(3));
    const answer = await getBlogPostForReader(getDb(), b.slug, async () => null);
    if (answer.kind !== "post") throw new Error("expected a post");
    expect(answer.post.html).not.toContain("<script");
    expect(answer.post.html).toContain('<h2 id="part">');
    expect(answer.post.previous?.slug).toBe(a.slug);
    expect(answer.post.next?.slug).toBe(c.slug);
  });
});

describe("scheduled publishing (the app's scheduler, injected clock)", () => {
  const HOUR = 60 * 60 * 1000;

  it("publishes at the time given, not before, once, keeping the scheduled time", async () => {
    const viewer = as(admin, "administrator");
    const now = new Date("2031-03-01T10:00:00Z");
    const post = await save(
      viewer,
      { intent: "schedule", fields: fields({ publishAt: "2031-03-01T12:00" }) },
      now,
    );
    expect(post.publishedAt?.toISOString()).toBe("2031-03-01T12:00:00.000Z");
    expect(await publishDueBlogPosts(getDb(), new Date("2031-03-01T11:59:59Z"))).toEqual([]);
    expect(await publishDueBlogPosts(getDb(), new Date("2031-03-01T12:00:30Z"))).toEqual([post.id]);
    expect(await publishDueBlogPosts(getDb(), new Date("2031-03-01T12:01:00Z"))).toEqual([]);
    const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row).toMatchObject({ status: "published" });
    expect(row!.publishedAt?.toISOString()).toBe("2031-03-01T12:00:00.000Z");
    const audits = await getDb().select().from(auditLog).where(eq(auditLog.entityId, post.id));
    expect(audits.filter((a) => a.action === "blog_post_published")).toEqual([
      expect.objectContaining({
        actorId: null,
        details: expect.objectContaining({ by: "system:scheduled-publish" }),
      }),
    ]);
    expect(changes.filter((c) => c.postId === post.id).map((c) => c.kind)).toEqual(["published"]);
  });

  it("catches up after a restart: every post due while the app was down is published on the first run", async () => {
    const viewer = as(admin, "administrator");
    const t0 = new Date("2032-05-01T08:00:00Z");
    const due = [];
    for (const at of ["2032-05-01T09:00", "2032-05-02T09:00", "2032-05-03T09:00"]) {
      due.push(await save(viewer, { intent: "schedule", fields: fields({ publishAt: at }) }, t0));
    }
    const later = await save(
      viewer,
      { intent: "schedule", fields: fields({ publishAt: "2032-06-01T09:00" }) },
      t0,
    );
    // The job ran at t0 (nothing due), then the app was down for three days.
    await getDb().delete(scheduledJobs).where(eq(scheduledJobs.name, scheduledBlogPublishJob.name));
    const first = await runScheduledJob(scheduledBlogPublishJob, { now: t0 });
    expect(first).toEqual({ ran: true, ok: true, result: { published: [] } });
    // A process died holding the lease; the lease has since expired.
    await getDb()
      .update(scheduledJobs)
      .set({ lockedBy: "dead-process", lockedUntil: new Date(t0.getTime() + HOUR) })
      .where(eq(scheduledJobs.name, scheduledBlogPublishJob.name));
    const restart = new Date("2032-05-04T08:00:00Z");
    const outcome = await runScheduledJob(scheduledBlogPublishJob, { now: restart });
    expect(outcome.ran && outcome.ok && outcome.result.published.sort()).toEqual(
      due.map((p) => p.id).sort(),
    );
    for (const p of due) {
      const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, p.id));
      expect(row?.status).toBe("published");
      expect(row?.publishedAt?.getTime()).toBe(p.publishedAt?.getTime());
    }
    const [notYet] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, later.id));
    expect(notYet?.status).toBe("scheduled");
    // Not due again until its interval has passed; nothing published twice.
    expect(
      await runScheduledJob(scheduledBlogPublishJob, { now: new Date(restart.getTime() + 1000) }),
    ).toEqual({
      ran: false,
      reason: "not-due",
    });
  });

  it("skips a post unscheduled by hand in the meantime", async () => {
    const viewer = as(admin, "administrator");
    const t0 = new Date("2033-01-01T08:00:00Z");
    const post = await save(
      viewer,
      { intent: "schedule", fields: fields({ publishAt: "2033-01-01T09:00" }) },
      t0,
    );
    await unpublishBlogPost(getDb(), viewer, post.id);
    expect(await publishDueBlogPosts(getDb(), new Date("2033-01-02T00:00:00Z"))).not.toContain(
      post.id,
    );
    const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row?.status).toBe("draft");
  });
});

describe("status changes: one writer, conditional update, CHECK constraints", () => {
  it("refuses an unpublish when the post changed status since it was read (conflict, nothing written)", async () => {
    const viewer = as(admin, "administrator");
    const post = await save(viewer, {});
    const before = await snapshot();
    const error = await refusal(() => unpublishBlogPost(getDb(), viewer, post.id), {
      unchanged: databaseDigest,
    });
    expect(error.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses scheduling a published post with a message at the time field", async () => {
    const viewer = as(admin, "administrator");
    const post = await save(viewer, { intent: "publish" });
    const error = await refusal(
      () =>
        save(viewer, {
          id: post.id,
          intent: "schedule",
          fields: fields({ publishAt: "2099-01-01T09:00" }),
        }),
      { unchanged: databaseDigest },
    );
    expect(error.fieldErrors.publishAt).toMatch(/Unpublish it first/);
  });

  it("the database refuses a status outside the table, and a published post without its time", async () => {
    const db = getDb();
    await expect(
      db.insert(blogPosts).values({ title: "x", slug: "check-bad-status", status: "archived" }),
    ).rejects.toThrow();
    await expect(
      db.insert(blogPosts).values({ title: "x", slug: "check-no-time", status: "published" }),
    ).rejects.toThrow();
    const [row] = await executeRows<{ def: string }>(
      db,
      sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'blog_posts_status_check'`,
    );
    const values = [...(row?.def ?? "").matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(values).toEqual([...blogPostStatuses]);
    expect(blogPostMachine.statuses).toEqual(blogPostStatuses);
  });
});

describe("autosave (decision 060)", () => {
  it("saves a draft's text as Save draft would, keeps its cover, and tells when", async () => {
    const viewer = as(committee, "committee");
    const draft = await save(viewer, {
      fields: fields({ coverImageAlt: "A banner" }),
      cover: { name: "c.png", bytes: demoCoverPng([5, 5, 5], [9, 9, 9], 40, 20) },
    });
    const before = await getBlogPostForEdit(getDb(), viewer, draft.id);
    const at = new Date("2042-03-04T05:06:07Z");
    const saved = await autosaveBlogDraft(
      getDb(),
      viewer,
      draft.id,
      {
        ...fields({ title: "Typed on", body: "Half a sentence" }),
        coverImageAlt: "A banner",
      },
      { now: at },
    );
    expect(saved).toEqual({ savedAt: at.toISOString() });
    const after = await getBlogPostForEdit(getDb(), viewer, draft.id);
    expect(after).toMatchObject({
      status: "draft",
      title: "Typed on",
      body: "Half a sentence",
      coverImagePath: before.coverImagePath,
    });
    // The same checks as "Save draft": a message at the field, nothing written.
    const noTitle = await refusal(
      () => autosaveBlogDraft(getDb(), viewer, draft.id, fields({ title: " " })),
      { unchanged: databaseDigest },
    );
    expect(noTitle.fieldErrors.title).toBe(blogMessages.titleRequired);
  });

  it("never changes a scheduled or published post by itself, nor lets others write", async () => {
    const viewer = as(admin, "administrator");
    const published = await save(viewer, { intent: "publish", fields: fields() });
    const refused = await refusal(
      () => autosaveBlogDraft(getDb(), viewer, published.id, fields({ title: "Sneaky" })),
      { unchanged: databaseDigest },
    );
    expect([refused.status, refused.message]).toEqual([409, blogMessages.autosaveDraftsOnly]);
    const draft = await save(viewer, { fields: fields() });
    for (const outsider of [as(applicant, "applicant"), as(examiner, "examiner")]) {
      const denied = await refusal(
        () => autosaveBlogDraft(getDb(), outsider, draft.id, fields({ title: "Mine" })),
        { unchanged: databaseDigest },
      );
      expect(denied.status).toBe(403);
    }
  });
});

describe("images, tags, deletion", () => {
  it("stores the cover in the document storage, replaces it and removes files with the post", async () => {
    const viewer = as(admin, "administrator");
    const files = () => new Set(storedImages());
    const start = files();
    const post = await save(viewer, {
      intent: "publish",
      fields: fields({ coverImageAlt: "A green banner" }),
      cover: { name: "cover.png", bytes: demoCoverPng([10, 20, 30], [40, 50, 60], 60, 30) },
    });
    const edit = await getBlogPostForEdit(getDb(), viewer, post.id);
    expect(edit.coverImagePath).toMatch(new RegExp(`^${post.id}/\\d+-[0-9a-f]+\\.png$`));
    const image = await getBlogImage(getDb(), edit.coverImagePath!, async () => null);
    expect(image).toMatchObject({ mime: "image/png", isPublic: true });
    await image.object.body.cancel();
    expect([...files()].filter((f) => !start.has(f))).toHaveLength(1);

    await save(viewer, {
      id: post.id,
      fields: fields({ coverImageAlt: "A new banner" }),
      cover: { name: "new.png", bytes: demoCoverPng([1, 1, 1], [2, 2, 2], 60, 30) },
    });
    const replaced = await getBlogPostForEdit(getDb(), viewer, post.id);
    expect(replaced.coverImagePath).not.toBe(edit.coverImagePath);
    expect([...files()].filter((f) => !start.has(f))).toHaveLength(1);
    expect(
      await refusal(getBlogImage(getDb(), edit.coverImagePath!, async () => null)),
    ).toMatchObject({
      status: 404,
    });

    await unpublishBlogPost(getDb(), viewer, post.id);
    // A draft's image: staff only.
    expect(
      (await refusal(getBlogImage(getDb(), replaced.coverImagePath!, async () => null))).status,
    ).toBe(404);
    const staffImage = await getBlogImage(getDb(), replaced.coverImagePath!, async () => viewer);
    expect(staffImage.isPublic).toBe(false);
    await staffImage.object.body.cancel();

    await deleteBlogPost(getDb(), viewer, post.id);
    expect([...files()].filter((f) => !start.has(f))).toHaveLength(0);
    expect(
      await getDb().select().from(blogPostSlugs).where(eq(blogPostSlugs.postId, post.id)),
    ).toEqual([]);
  });

  it("keeps tags per post, filters by tag and drops tags nobody uses", async () => {
    const viewer = as(admin, "administrator");
    const post = await save(viewer, {
      intent: "publish",
      fields: fields({ tags: "Unique Tag X, Bats" }),
    });
    const tagged = await listPublishedBlogPosts(getDb(), { tag: "unique-tag-x" });
    expect(tagged.posts.map((p) => p.id)).toEqual([post.id]);
    expect(tagged.activeTag).toMatchObject({ name: "Unique Tag X", count: 1 });
    await save(viewer, { id: post.id, fields: fields({ tags: "Bats" }) });
    expect(await getDb().select().from(blogTags).where(eq(blogTags.slug, "unique-tag-x"))).toEqual(
      [],
    );
    const dashboard = await listBlogPosts(getDb(), viewer, { tag: "bats", status: "published" });
    expect(dashboard.items.some((i) => i.id === post.id)).toBe(true);
    expect(dashboard.items.every((i) => i.status === "published")).toBe(true);
  });

  it("searches the dashboard list and counts posts per status", async () => {
    const viewer = as(committee, "committee");
    await save(viewer, { fields: fields({ title: "Zebra mussels are not wildlife control" }) });
    const found = await listBlogPosts(getDb(), viewer, { q: "zebra MUSSELS" });
    expect(found.items.map((i) => i.title)).toEqual(["Zebra mussels are not wildlife control"]);
    expect(found.byStatus.draft).toBe(1);
    expect((await listBlogPosts(getDb(), viewer, { q: "100%_" })).total).toBe(0);
  });

  it("announces public changes once, after commit, and not for draft saves", async () => {
    const viewer = as(admin, "administrator");
    const post = await save(viewer, {});
    expect(changes).toEqual([]);
    await save(viewer, { id: post.id, intent: "publish" });
    await save(viewer, { id: post.id });
    await unpublishBlogPost(getDb(), viewer, post.id);
    await save(viewer, { id: post.id });
    await save(viewer, { id: post.id, intent: "publish" });
    await deleteBlogPost(getDb(), viewer, post.id);
    expect(changes.map((c) => c.kind)).toEqual([
      "published",
      "updated",
      "unpublished",
      "published",
      "deleted",
    ]);
  });
});

describe("feeds", () => {
  it("writes valid RSS 2.0 and Atom 1.0 with absolute links, newest first, published posts only", async () => {
    const viewer = as(admin, "administrator");
    const newest = await save(
      viewer,
      {
        intent: "publish",
        fields: fields({
          title: "Feed & <friends>",
          slug: "feed-newest",
          body: "Hello **feed** <script>x</script>",
        }),
      },
      new Date("2040-01-02T00:00:00Z"),
    );
    await save(viewer, { fields: fields({ slug: "feed-draft" }) });
    const parser = new XMLParser({ ignoreAttributes: false });

    const rss = await buildBlogFeed(getDb(), { baseUrl: "https://example.org/", format: "rss" });
    expect(XMLValidator.validate(rss)).toBe(true);
    const channel = parser.parse(rss).rss.channel;
    const items = [channel.item].flat();
    expect(channel.title).toBe("Humane Accreditation Portal Blog");
    // Readers take the title as HTML: it arrives escaped, so it shows as text (issue 24).
    expect(items[0].title).toBe("Feed &amp; &lt;friends&gt;");
    expect(items[0].link).toBe("https://example.org/blog/feed-newest");
    expect(items.map((i: { link: string }) => i.link)).not.toContain(
      "https://example.org/blog/feed-draft",
    );
    expect(
      items.every((i: { link: string }) => i.link.startsWith("https://example.org/blog/")),
    ).toBe(true);
    expect(String(items[0]["content:encoded"])).toContain("<strong>feed</strong>");
    expect(String(items[0]["content:encoded"])).not.toContain("<script");

    const atom = await buildBlogFeed(getDb(), { baseUrl: "https://example.org", format: "atom" });
    expect(XMLValidator.validate(atom)).toBe(true);
    const feed = parser.parse(atom).feed;
    const entries = [feed.entry].flat();
    expect(entries[0].title["@_type"]).toBe("html");
    expect(entries[0].title["#text"]).toBe("Feed &amp; &lt;friends&gt;");
    expect(entries[0].id).toBe("https://example.org/blog/feed-newest");
    expect(newest.slug).toBe("feed-newest");
  });
});

/**
 * `xmllint --noout` on the text: "valid" or its complaint. xmllint must be
 * installed (`node scripts/ensure-checkers.js`, run first by `npm test`): a
 * missing checker fails the test rather than passing it unseen.
 */
function xmllint(xml: string): string {
  const run = spawnSync("xmllint", ["--noout", "-"], { input: xml, encoding: "utf8" });
  if (run.error)
    throw new Error(
      `xmllint could not run (${run.error.message}): run node scripts/ensure-checkers.js`,
    );
  return run.status === 0 ? "valid" : run.stderr;
}

describe("feeds and hostile text (issue 24)", () => {
  it("keep markup in a title or excerpt as text and drop characters XML forbids", async () => {
    const viewer = as(admin, "administrator");
    await save(
      viewer,
      {
        intent: "publish",
        fields: fields({
          title: "<img src=x onerror=alert(1)> Bait",
          excerpt: "An <b>excerpt</b> with a vertical tab",
          slug: "feed-hostile",
        }),
      },
      new Date("2041-01-02T00:00:00Z"),
    );
    // Stored before input hygiene: a control character in the body, relative links.
    await getDb()
      .update(blogPosts)
      .set({
        body: "## Why\n\nPasted from Word\u000B here. See [the manual](/operations-manual) ![A bat](/media/x.webp)",
        excerpt: "An <b>excerpt</b>\u000B",
      })
      .where(eq(blogPosts.slug, "feed-hostile"));
    for (const format of ["rss", "atom"] as const) {
      const xml = await buildBlogFeed(getDb(), { baseUrl: "https://example.org", format });
      expect(XMLValidator.validate(xml)).toBe(true);
      expect(xmllint(xml)).toBe("valid");
      // Every link in the content absolute (issue 23): the escaped HTML has no href="/… or src="/….
      // RSS carries the HTML in CDATA, Atom escaped: either quote.
      const q = '(?:"|&quot;)';
      for (const url of [
        "https://example.org/operations-manual",
        "https://example.org/media/x.webp",
        "https://example.org/blog/feed-hostile#why",
      ]) {
        expect(xml).toMatch(new RegExp(`(href|src)=${q}${url}${q}`));
      }
      expect(xml).not.toMatch(new RegExp(`(href|src)=${q}[/#]`));
      expect(xml).not.toContain("\u000B");
      expect(xml).not.toContain("<img src=x");
      expect(xml).not.toContain("<b>excerpt");
      expect(xml).toContain("&lt;img src=x onerror=alert(1)&gt; Bait");
    }
  });
});

describe("demo posts", () => {
  it("are real posts with covers, plus one scheduled and one draft", async () => {
    const before = (await listPublishedBlogPosts(getDb(), {})).total;
    await seedBlogDemo(getDb(), [as(admin, "administrator"), as(committee, "committee")]);
    const list = await listPublishedBlogPosts(getDb(), {});
    expect(list.total - before).toBe(3);
    for (const slug of [
      "what-an-accreditation-audit-really-looks-like",
      "why-glue-traps-are-prohibited-under-our-standards",
      "spring-denning-season-when-wildlife-moves-in-with-you",
    ]) {
      const answer = await getBlogPostForReader(getDb(), slug, async () => null);
      if (answer.kind !== "post") throw new Error(`expected ${slug}`);
      expect(answer.post.coverUrl).toMatch(/^\/blog\/images\//);
      expect(answer.post.coverAlt?.length).toBeGreaterThan(10);
      expect(answer.post.html.length).toBeGreaterThan(2000);
    }
    const all = await listBlogPosts(getDb(), as(admin, "administrator"), { q: "bat maternity" });
    expect(all.items[0]?.status).toBe("scheduled");
    const drafts = await listBlogPosts(getDb(), as(admin, "administrator"), { q: "renewing your" });
    expect(drafts.items[0]?.status).toBe("draft");
  });
});
