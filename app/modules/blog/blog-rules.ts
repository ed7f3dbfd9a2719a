/**
 * Blog posts: limits, messages, slugs, tags and the form schema. Pure, shared
 * by the services and the UI (decision 026).
 */
import { TZDate } from "@date-fns/tz";
import { z } from "zod";

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
export const IMAGE_TYPES_TEXT = "PNG, JPEG or WebP";
export const imageAccept = "image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp";

export const blogMessages = {
  notFound: "Post not found",
  titleRequired: "Enter a title",
  titleTooLong: `The title can be at most ${TITLE_MAX} characters`,
  slugTaken: "This slug is already used by another post (now or in the past). Choose another.",
  excerptRequired: "Write a short excerpt: it is shown on the blog list and in the feed",
  excerptTooLong: `The excerpt can be at most ${EXCERPT_MAX} characters`,
  bodyRequired: "Write the post before publishing it",
  bodyTooLong: `The post can be at most ${BODY_MAX.toLocaleString("en-US")} characters`,
  altRequired: "Describe the cover image for readers who cannot see it",
  altTooLong: `The description can be at most ${ALT_MAX} characters`,
  metaDescriptionTooLong: `The meta description can be at most ${META_DESCRIPTION_MAX} characters`,
  ogTitleTooLong: `The social title can be at most ${OG_TITLE_MAX} characters`,
  ogDescriptionTooLong: `The social description can be at most ${OG_DESCRIPTION_MAX} characters`,
  tagTooLong: `A tag can be at most ${TAG_MAX} characters`,
  tagInvalid: "A tag needs at least one letter or digit",
  tooManyTags: `A post can have at most ${TAGS_PER_POST} tags`,
  publishAtRequired: "Choose the date and time to publish",
  publishAtInvalid: "Enter a valid date and time",
  publishAtPast: "Choose a time in the future, or publish now",
  imageTooLarge: "The image is larger than 5 MB",
  imageType: `The image must be a ${IMAGE_TYPES_TEXT} file`,
  requestTooLarge: "The form is too large: images can be at most 5 MB each",
  saveFailed: "Failed to save the post. Please try again.",
  autosaveDraftsOnly: "Only drafts are saved automatically: save your changes with the button.",
  deleteFailed: "Failed to delete the post. Please try again.",
  fetchFailed: "Failed to load the blog. Please try again.",
  conflict: "Someone else changed this post's status just now. Reload the page and try again.",
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
export const blogNotices = {
  created: "The draft was saved.",
  saved: "Your changes were saved.",
  published: "The post is published: it is on the blog, in the feed and in the sitemap.",
  scheduled: "The post is scheduled. It will be published automatically at the time shown.",
  unpublished: "The post was unpublished and is a draft again. It is no longer on the blog.",
  unscheduled: "The post is no longer scheduled and is a draft again.",
  deleted: "The post was deleted.",
} as const;
export type BlogNotice = keyof typeof blogNotices;
export function isBlogNotice(value: unknown): value is BlogNotice {
  return typeof value === "string" && Object.hasOwn(blogNotices, value);
}
