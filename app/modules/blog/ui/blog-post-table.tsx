import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { blogEditPath, blogPostPath } from "../blog-rules";
import type { BlogPostListItem } from "../list-blog-posts.server";
import { BlogStatusBadge, BlogStatusLine } from "./blog-status-badge";

const m = defineMessages({
  post: { id: "blog.table.post", defaultMessage: "Post" },
  status: { id: "blog.table.status", defaultMessage: "Status" },
  tags: { id: "blog.table.tags", defaultMessage: "Tags" },
  lastEdited: { id: "blog.table.lastEdited", defaultMessage: "Last edited" },
  actions: { id: "blog.table.actions", defaultMessage: "Actions" },
  by: { id: "blog.table.by", defaultMessage: "By {name}" },
  edit: { id: "blog.table.edit", defaultMessage: "Edit" },
  editLabel: { id: "blog.table.editLabel", defaultMessage: "Edit {title}" },
  view: { id: "blog.table.view", defaultMessage: "View" },
  viewLabel: { id: "blog.table.viewLabel", defaultMessage: "View {title}" },
  preview: { id: "blog.table.preview", defaultMessage: "Preview" },
  previewLabel: { id: "blog.table.previewLabel", defaultMessage: "Preview {title}" },
});

/** The dashboard's table of posts (stacks into cards on a phone). */
export function BlogPostTable({ items }: { items: BlogPostListItem[] }) {
  const intl = useIntl();
  const f = useFormat();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              <FormattedMessage {...m.post} />
            </th>
            <th scope="col" className="px-3 py-2">
              <FormattedMessage {...m.status} />
            </th>
            <th scope="col" className="hidden px-3 py-2 md:table-cell">
              <FormattedMessage {...m.tags} />
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              <FormattedMessage {...m.lastEdited} />
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">
                <FormattedMessage {...m.actions} />
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((post) => (
            <tr key={post.id}>
              <td className="px-3 py-2 align-top">
                <Link to={blogEditPath(post.id)} className="font-medium text-brand-800 underline">
                  {post.title}
                </Link>
                <span className="block text-xs break-all text-slate-600">
                  {blogPostPath(post.slug)}
                </span>
                <span className="block text-xs text-slate-600">
                  {intl.formatMessage(m.by, { name: post.authorName })}
                </span>
              </td>
              <td className="px-3 py-2 align-top">
                <BlogStatusBadge status={post.status} />
                <span className="mt-1 block text-xs text-slate-700">
                  <BlogStatusLine status={post.status} publishedAt={post.publishedAt} />
                </span>
              </td>
              <td className="hidden px-3 py-2 align-top text-slate-800 md:table-cell">
                {post.tags.length > 0 ? post.tags.map((t) => t.name).join(", ") : "—"}
              </td>
              <td className="hidden px-3 py-2 align-top whitespace-nowrap text-slate-700 sm:table-cell">
                <time dateTime={post.updatedAt}>{f.date(post.updatedAt)}</time>
              </td>
              <td className="px-3 py-2 align-top whitespace-nowrap">
                <Link
                  to={blogEditPath(post.id)}
                  className="text-brand-800 underline"
                  aria-label={intl.formatMessage(m.editLabel, { title: post.title })}
                >
                  <FormattedMessage {...m.edit} />
                </Link>
                <Link
                  to={blogPostPath(post.slug)}
                  className="ml-3 text-brand-800 underline"
                  aria-label={intl.formatMessage(
                    post.status === "published" ? m.viewLabel : m.previewLabel,
                    { title: post.title },
                  )}
                >
                  <FormattedMessage {...(post.status === "published" ? m.view : m.preview)} />
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
