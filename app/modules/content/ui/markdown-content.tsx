/**
 * Shows HTML made by `renderMarkdown` (sanitised on the server) with the
 * site's typography: headings with self-link anchors, lists, tables, code,
 * quotes and images. Never pass anything else to it.
 */
export function MarkdownContent({
  html,
  className,
  id,
  lang,
}: {
  html: string;
  className?: string;
  id?: string;
  /** The text's language when it is not the page's (English shown on a French page). */
  lang?: string;
}) {
  return (
    <div
      id={id}
      lang={lang}
      className={`markdown-content max-w-none text-base leading-7 text-slate-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900 [&_h5]:mt-4 [&_h5]:font-semibold [&_h6]:mt-4 [&_h6]:font-semibold [&_.heading-anchor]:text-inherit [&_.heading-anchor]:font-[inherit] [&_.heading-anchor]:no-underline [&_.heading-anchor:hover]:underline [&_hr]:my-8 [&_hr]:border-slate-200 [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_li]:ml-6 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-1 [&_p]:my-4 [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_.table-wrapper]:my-4 [&_.table-wrapper]:overflow-x-auto [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_td]:min-w-32 [&_th]:min-w-32 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_ul]:list-disc [&_ul]:space-y-1 [&_.contains-task-list]:list-none [&_.footnotes]:mt-8 [&_.footnotes]:border-t [&_.footnotes]:border-slate-200 [&_.footnotes]:pt-4 [&_.footnotes]:text-sm ${className ?? ""}`}
      // Sanitised on the server by renderMarkdown (rehype-sanitize); see decision 028.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
