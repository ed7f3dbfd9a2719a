/**
 * Blog posts: limits, messages, slugs, tags and the form schema. Pure, shared
 * by the services and the UI (decision 026).
 */
import { TZDate } from "@date-fns/tz";
import { z } from "zod";
import type { BlogPostStatus } from "~/domain/blog-post-status";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";

export const BLOG_IMAGES_BUCKET = "blog";
/** Posts per page on the public /blog list. */
export const PUBLIC_PAGE_SIZE = 9;
/** Posts per page on the dashboard list. */
export const DASHBOARD_PAGE_SIZE = 20;

export const TITLE_MAX = 160;
export const SLUG_MAX = 100;
export const EXCERPT_MAX = 320;
export const BODY_MAX = 100_000;
export const ALT_MAX = 250;
export const META_DESCRIPTION_MAX = 170;
export const OG_TITLE_MAX = 100;
export const OG_DESCRIPTION_MAX = 300;
export const TAG_MAX = 40;
export const TAGS_PER_POST = 10;
/** A cover or social image: at most 5 MB, PNG, JPEG or WebP (checked by content). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A whole editor request: two images plus room for the text fields and multipart framing. */
export const EDITOR_REQUEST_MAX_BYTES = 2 * IMAGE_MAX_BYTES + 512 * 1024;

export const imageKinds = {
  png: { mime: "image/png", extensions: ["png"] },
  jpg: { mime: "image/jpeg", extensions: ["jpg", "jpeg"] },
  webp: { mime: "image/webp", extensions: ["webp"] },
} as const;
export type ImageKind = keyof typeof imageKinds;
export const imageAccept = "image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp";

/**
 * The blog editor's refusals (issue 36): services keep the English text,
 * the answer is translated at the edge (`translateText`).
 */
export const blogText = defineMessages({
  notFound: {
    id: "blog.error.notFound",
    defaultMessage: "Post not found",
  },
  titleRequired: {
    id: "blog.error.titleRequired",
    defaultMessage: "Enter a title",
  },
  titleTooLong: {
    id: "blog.error.titleTooLong",
    defaultMessage: "The title can be at most 160 characters",
  },
  slugTaken: {
    id: "blog.error.slugTaken",
    defaultMessage:
      "This slug is already used by another post (now or in the past). Choose another.",
  },
  excerptRequired: {
    id: "blog.error.excerptRequired",
    defaultMessage: "Write a short excerpt: it is shown on the blog list and in the feed",
  },
  excerptTooLong: {
    id: "blog.error.excerptTooLong",
    defaultMessage: "The excerpt can be at most 320 characters",
  },
  bodyRequired: {
    id: "blog.error.bodyRequired",
    defaultMessage: "Write the post before publishing it",
  },
  bodyTooLong: {
    id: "blog.error.bodyTooLong",
    defaultMessage: "The post can be at most 100,000 characters",
  },
  altRequired: {
    id: "blog.error.altRequired",
    defaultMessage: "Describe the cover image for readers who cannot see it",
  },
  altTooLong: {
    id: "blog.error.altTooLong",
    defaultMessage: "The description can be at most 250 characters",
  },
  metaDescriptionTooLong: {
    id: "blog.error.metaDescriptionTooLong",
    defaultMessage: "The meta description can be at most 170 characters",
  },
  ogTitleTooLong: {
    id: "blog.error.ogTitleTooLong",
    defaultMessage: "The social title can be at most 100 characters",
  },
  ogDescriptionTooLong: {
    id: "blog.error.ogDescriptionTooLong",
    defaultMessage: "The social description can be at most 300 characters",
  },
  tagTooLong: {
    id: "blog.error.tagTooLong",
    defaultMessage: "A tag can be at most 40 characters",
  },
  tagInvalid: {
    id: "blog.error.tagInvalid",
    defaultMessage: "A tag needs at least one letter or digit",
  },
  tooManyTags: {
    id: "blog.error.tooManyTags",
    defaultMessage: "A post can have at most 10 tags",
  },
  publishAtRequired: {
    id: "blog.error.publishAtRequired",
    defaultMessage: "Choose the date and time to publish",
  },
  publishAtInvalid: {
    id: "blog.error.publishAtInvalid",
    defaultMessage: "Enter a valid date and time",
  },
  publishAtPast: {
    id: "blog.error.publishAtPast",
    defaultMessage: "Choose a time in the future, or publish now",
  },
  imageTooLarge: {
    id: "blog.error.imageTooLarge",
    defaultMessage: "The image is larger than 5 MB",
  },
  imageType: {
    id: "blog.error.imageType",
    defaultMessage: "The image must be a PNG, JPEG or WebP file",
  },
  requestTooLarge: {
    id: "blog.error.requestTooLarge",
    defaultMessage: "The form is too large: images can be at most 5 MB each",
  },
  saveFailed: {
    id: "blog.error.saveFailed",
    defaultMessage: "Failed to save the post. Please try again.",
  },
  autosaveDraftsOnly: {
    id: "blog.error.autosaveDraftsOnly",
    defaultMessage: "Only drafts are saved automatically: save your changes with the button.",
  },
  deleteFailed: {
    id: "blog.error.deleteFailed",
    defaultMessage: "Failed to delete the post. Please try again.",
  },
  fetchFailed: {
    id: "blog.error.fetchFailed",
    defaultMessage: "Failed to load the blog. Please try again.",
  },
  conflict: {
    id: "blog.error.conflict",
    defaultMessage:
      "Someone else changed this post's status just now. Reload the page and try again.",
  },
  saveFirst: {
    id: "blog.error.saveFirst",
    defaultMessage: "Save the post first",
  },
});

export const blogMessages = {
  notFound: blogText.notFound.defaultMessage,
  titleRequired: blogText.titleRequired.defaultMessage,
  titleTooLong: blogText.titleTooLong.defaultMessage,
  slugTaken: blogText.slugTaken.defaultMessage,
  excerptRequired: blogText.excerptRequired.defaultMessage,
  excerptTooLong: blogText.excerptTooLong.defaultMessage,
  bodyRequired: blogText.bodyRequired.defaultMessage,
  bodyTooLong: blogText.bodyTooLong.defaultMessage,
  altRequired: blogText.altRequired.defaultMessage,
  altTooLong: blogText.altTooLong.defaultMessage,
  metaDescriptionTooLong: blogText.metaDescriptionTooLong.defaultMessage,
  ogTitleTooLong: blogText.ogTitleTooLong.defaultMessage,
  ogDescriptionTooLong: blogText.ogDescriptionTooLong.defaultMessage,
  tagTooLong: blogText.tagTooLong.defaultMessage,
  tagInvalid: blogText.tagInvalid.defaultMessage,
  tooManyTags: blogText.tooManyTags.defaultMessage,
  publishAtRequired: blogText.publishAtRequired.defaultMessage,
  publishAtInvalid: blogText.publishAtInvalid.defaultMessage,
  publishAtPast: blogText.publishAtPast.defaultMessage,
  imageTooLarge: blogText.imageTooLarge.defaultMessage,
  imageType: blogText.imageType.defaultMessage,
  requestTooLarge: blogText.requestTooLarge.defaultMessage,
  saveFailed: blogText.saveFailed.defaultMessage,
  autosaveDraftsOnly: blogText.autosaveDraftsOnly.defaultMessage,
  deleteFailed: blogText.deleteFailed.defaultMessage,
  fetchFailed: blogText.fetchFailed.defaultMessage,
  conflict: blogText.conflict.defaultMessage,
  saveFirst: blogText.saveFirst.defaultMessage,
} as const;

const TRANSLITERATED: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  ø: "o",
  œ: "oe",
  đ: "d",
  ł: "l",
  þ: "th",
  ð: "d",
};

/**
 * A URL slug from any text: lower case, ASCII letters and digits, single
 * hyphens ("Why glue traps are prohibited" → "why-glue-traps-are-prohibited").
 */
export function slugify(text: string, max = SLUG_MAX): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    // Letters NFKD does not take apart ("Straße", "Øresund", "Łódź").
    .replace(/[ßæøœđłþð]/g, (c) => TRANSLITERATED[c] ?? "")
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  return cut.includes("-") ? cut.slice(0, cut.lastIndexOf("-")) : cut;
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(value: string): boolean {
  return value.length > 0 && value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
}

/** "Bats, Spring , bats" → ["Bats", "Spring"] (trimmed, one per slug, in order). */
export function parseTags(text: string): { name: string; slug: string }[] {
  const seen = new Set<string>();
  const out: { name: string; slug: string }[] = [];
  for (const raw of text.split(",")) {
    const name = raw.replace(/\s+/g, " ").trim();
    if (!name) continue;
    const slug = slugify(name, TAG_MAX + 10);
    if (seen.has(slug)) continue;
    seen.add(slug);
    out.push({ name, slug });
  }
  return out;
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : null));

/** The editor's text fields (images arrive separately as files). */
export const blogPostFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, blogMessages.titleRequired)
    .max(TITLE_MAX, blogMessages.titleTooLong),
  /**
   * Whatever the writer types is normalised, never refused ("Winter Trap
   * Checks 2026!" → "winter-trap-checks-2026"); empty (or nothing usable)
   * means "make one from the title".
   */
  slug: z
    .string()
    .optional()
    .transform((v) => slugify(v ?? "")),
  excerpt: z
    .string()
    .trim()
    .max(EXCERPT_MAX, blogMessages.excerptTooLong)
    .optional()
    .transform((v) => v ?? ""),
  body: z
    .string()
    .max(BODY_MAX, blogMessages.bodyTooLong)
    .optional()
    .transform((v) => (v ?? "").replace(/\r\n/g, "\n")),
  tags: z
    .string()
    .optional()
    .transform((v) => v ?? "")
    .superRefine((v, ctx) => {
      const raw = v
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean);
      if (raw.some((t) => t.length > TAG_MAX))
        ctx.addIssue({ code: "custom", message: blogMessages.tagTooLong });
      else if (raw.some((t) => slugify(t) === ""))
        ctx.addIssue({ code: "custom", message: blogMessages.tagInvalid });
      else if (parseTags(v).length > TAGS_PER_POST)
        ctx.addIssue({ code: "custom", message: blogMessages.tooManyTags });
    }),
  coverImageAlt: optionalText(ALT_MAX, blogMessages.altTooLong),
  /** "on": remove the current cover image. */
  removeCover: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true"),
  removeOgImage: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true"),
  metaDescription: optionalText(META_DESCRIPTION_MAX, blogMessages.metaDescriptionTooLong),
  ogTitle: optionalText(OG_TITLE_MAX, blogMessages.ogTitleTooLong),
  ogDescription: optionalText(OG_DESCRIPTION_MAX, blogMessages.ogDescriptionTooLong),
  /** `YYYY-MM-DDTHH:mm` in the programme's time zone (schedule only). */
  publishAt: z
    .string()
    .trim()
    .optional()
    .transform((v) => v ?? ""),
});
export type BlogPostFormInput = z.input<typeof blogPostFormSchema>;
export type BlogPostFields = z.output<typeof blogPostFormSchema>;

/** What the editor's buttons ask for. */
export const saveIntents = ["save", "publish", "schedule"] as const;
export type SaveIntent = (typeof saveIntents)[number];

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value read as a wall-clock time in `timeZone`; null when
 * it is not a real date and time (also for a time skipped by a DST change).
 */
export function parseLocalDateTime(value: string, timeZone: string): Date | null {
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((p) => Number(p ?? 0)) as number[];
  const date = new TZDate(y!, mo! - 1, d!, h!, mi!, s!, timeZone);
  if (Number.isNaN(date.getTime())) return null;
  // Round trip: 2026-02-30 or a DST gap would come back different.
  if (toLocalDateTimeInput(date, timeZone).slice(0, 16) !== value.slice(0, 16)) return null;
  return new Date(date.getTime());
}

/** The `datetime-local` value (`YYYY-MM-DDTHH:mm`) of an instant in `timeZone`. */
export function toLocalDateTimeInput(value: Date | string, timeZone: string): string {
  const date = new TZDate(new Date(value).getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function blogPostPath(slug: string): string {
  return `/blog/${slug}`;
}
export function blogEditPath(id: string): string {
  return `/dashboard/blog/edit/${id}`;
}
export function blogImagePath(objectPath: string): string {
  return `/blog/images/${objectPath}`;
}
export const BLOG_RSS_PATH = "/blog/rss.xml";
export const BLOG_ATOM_PATH = "/blog/atom.xml";

/**
 * Notices after a save (the action redirects with `?notice=<code>`; only
 * codes travel in the URL, never free text).
 */
export const blogNotices = defineMessages({
  created: { id: "blog.notice.created", defaultMessage: "The draft was saved." },
  saved: { id: "blog.notice.saved", defaultMessage: "Your changes were saved." },
  published: {
    id: "blog.notice.published",
    defaultMessage: "The post is published: it is on the blog, in the feed and in the sitemap.",
  },
  scheduled: {
    id: "blog.notice.scheduled",
    defaultMessage: "The post is scheduled. It will be published automatically at the time shown.",
  },
  unpublished: {
    id: "blog.notice.unpublished",
    defaultMessage: "The post was unpublished and is a draft again. It is no longer on the blog.",
  },
  unscheduled: {
    id: "blog.notice.unscheduled",
    defaultMessage: "The post is no longer scheduled and is a draft again.",
  },
  deleted: { id: "blog.notice.deleted", defaultMessage: "The post was deleted." },
});
export type BlogNotice = keyof typeof blogNotices;
export function isBlogNotice(value: unknown): value is BlogNotice {
  return typeof value === "string" && Object.hasOwn(blogNotices, value);
}

/** A post's status, as the screens show it (the labels of domain/blog-post-status.ts). */
export const blogStatusMessages: Record<BlogPostStatus, EnglishMessage> = defineMessages({
  draft: { id: "blog.status.draft", defaultMessage: "Draft" },
  scheduled: { id: "blog.status.scheduled", defaultMessage: "Scheduled" },
  published: { id: "blog.status.published", defaultMessage: "Published" },
});

/** The blog's dashboard pages: titles (issue 36). */
export const blogPageMessages = defineMessages({
  management: { id: "blog.page.management", defaultMessage: "Blog Management" },
  newPost: { id: "blog.page.newPost", defaultMessage: "New post" },
  edit: { id: "blog.page.edit", defaultMessage: "Edit: {title}" },
  post: { id: "blog.page.post", defaultMessage: "Post" },
});
