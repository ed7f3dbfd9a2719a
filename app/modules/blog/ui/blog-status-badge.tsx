import { FormattedMessage, useIntl } from "react-intl";
import type { BlogPostStatus } from "~/domain/blog-post-status";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { blogStatusMessages } from "../blog-rules";

const styles: Record<BlogPostStatus, string> = {
  draft: "border-slate-400 bg-slate-50 text-slate-800",
  scheduled: "border-amber-600 bg-amber-50 text-amber-900",
  published: "border-green-700 bg-green-50 text-green-900",
};

const m = defineMessages({
  published: { id: "blog.statusLine.published", defaultMessage: "Published {date}" },
  scheduled: { id: "blog.statusLine.scheduled", defaultMessage: "Scheduled for {date}" },
  notPublished: { id: "blog.statusLine.notPublished", defaultMessage: "Not published" },
});

export function BlogStatusBadge({ status }: { status: BlogPostStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${styles[status]}`}
    >
      <FormattedMessage {...blogStatusMessages[status]} />
    </span>
  );
}

/** "Published Nov 2, 2026, 9:00 AM EST" / "Scheduled for …" / "Not published". */
export function BlogStatusLine({
  status,
  publishedAt,
}: {
  status: BlogPostStatus;
  publishedAt: string | null;
}) {
  const intl = useIntl();
  const f = useFormat();
  if (status === "published" && publishedAt)
    return <>{intl.formatMessage(m.published, { date: f.dateTime(publishedAt) })}</>;
  if (status === "scheduled" && publishedAt)
    return <>{intl.formatMessage(m.scheduled, { date: f.dateTime(publishedAt) })}</>;
  return <FormattedMessage {...m.notPublished} />;
}
