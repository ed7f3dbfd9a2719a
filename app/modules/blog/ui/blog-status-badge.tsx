import { formatDateTime } from "~/lib/format";
import { blogPostStatusLabels, type BlogPostStatus } from "~/domain/blog-post-status";

const styles: Record<BlogPostStatus, string> = {
  draft: "border-slate-400 bg-slate-50 text-slate-800",
  scheduled: "border-amber-600 bg-amber-50 text-amber-900",
  published: "border-green-700 bg-green-50 text-green-900",
};

export function BlogStatusBadge({ status }: { status: BlogPostStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${styles[status]}`}
    >
      {blogPostStatusLabels[status]}
    </span>
  );
}

/** "Published Nov 2, 2026, 9:00 AM EST" / "Scheduled for …" / "Not published". */
export function blogStatusLine(status: BlogPostStatus, publishedAt: string | null): string {
  if (status === "published" && publishedAt) return `Published ${formatDateTime(publishedAt)}`;
  if (status === "scheduled" && publishedAt) return `Scheduled for ${formatDateTime(publishedAt)}`;
  return "Not published";
}
