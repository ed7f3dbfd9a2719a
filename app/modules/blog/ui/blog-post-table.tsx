import { Link } from "react-router";
import { formatDate } from "~/lib/format";
import { blogEditPath, blogPostPath } from "../blog-rules";
import type { BlogPostListItem } from "../list-blog-posts.server";
import { BlogStatusBadge, blogStatusLine } from "./blog-status-badge";

/** The dashboard's table of posts (stacks into cards on a phone). */
export function BlogPostTable({ items }: { items: BlogPostListItem[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Post
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="hidden px-3 py-2 md:table-cell">
              Tags
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              Last edited
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
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
                <span className="block text-xs break-all text-slate-600">/blog/{post.slug}</span>
                <span className="block text-xs text-slate-600">By {post.authorName}</span>
              </td>
              <td className="px-3 py-2 align-top">
                <BlogStatusBadge status={post.status} />
                <span className="mt-1 block text-xs text-slate-700">
                  {blogStatusLine(post.status, post.publishedAt)}
                </span>
              </td>
              <td className="hidden px-3 py-2 align-top text-slate-800 md:table-cell">
                {post.tags.length > 0 ? post.tags.map((t) => t.name).join(", ") : "—"}
              </td>
              <td className="hidden px-3 py-2 align-top whitespace-nowrap text-slate-700 sm:table-cell">
                <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
              </td>
              <td className="px-3 py-2 align-top whitespace-nowrap">
                <Link
                  to={blogEditPath(post.id)}
                  className="text-brand-800 underline"
                  aria-label={`Edit ${post.title}`}
                >
                  Edit
                </Link>
                <Link
                  to={blogPostPath(post.slug)}
                  className="ml-3 text-brand-800 underline"
                  aria-label={`${post.status === "published" ? "View" : "Preview"} ${post.title}`}
                >
                  {post.status === "published" ? "View" : "Preview"}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
