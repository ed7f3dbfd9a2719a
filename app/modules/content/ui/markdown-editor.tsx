import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { useFetcher } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";
import {
  imageMarkdown,
  MEDIA_ALT_MAX,
  MEDIA_UPLOAD_PATH,
  mediaAccept,
  type MediaLibraryPage,
  type MediaUploadAnswer,
} from "~/modules/media";
import { controlClass, Field, fieldWiring, FileField } from "~/components/form";
import { MarkdownContent } from "./markdown-content";

type Edit = { before: string; after?: string; placeholder: string; block?: boolean };

const m = defineMessages({
  heading: { id: "editor.tool.heading", defaultMessage: "Heading" },
  headingText: { id: "editor.tool.headingText", defaultMessage: "Heading" },
  bold: { id: "editor.tool.bold", defaultMessage: "Bold" },
  boldText: { id: "editor.tool.boldText", defaultMessage: "bold" },
  italic: { id: "editor.tool.italic", defaultMessage: "Italic" },
  italicText: { id: "editor.tool.italicText", defaultMessage: "italic" },
  link: { id: "editor.tool.link", defaultMessage: "Link" },
  linkText: { id: "editor.tool.linkText", defaultMessage: "link text" },
  list: { id: "editor.tool.list", defaultMessage: "List" },
  listText: { id: "editor.tool.listText", defaultMessage: "item" },
  table: { id: "editor.tool.table", defaultMessage: "Table" },
  tableColumn: { id: "editor.tool.tableColumn", defaultMessage: "Column" },
  tableText: { id: "editor.tool.tableText", defaultMessage: "cell" },
  shortcut: { id: "editor.tool.shortcut", defaultMessage: "{tool} (Ctrl+{key})" },
  image: { id: "editor.tool.image", defaultMessage: "Image" },
  /** The kinds of image an upload takes (media-rules.ts's mediaAccept). */
  types: { id: "editor.image.types", defaultMessage: "PNG, JPEG, WebP or GIF" },
  tabs: { id: "editor.tabs", defaultMessage: "{label}: write or preview" },
  write: { id: "editor.write", defaultMessage: "Write" },
  preview: { id: "editor.preview", defaultMessage: "Preview" },
  previewOf: { id: "editor.previewOf", defaultMessage: "{label}: preview" },
  formatting: { id: "editor.formatting", defaultMessage: "Formatting" },
  imagesHelp: {
    id: "editor.imagesHelp",
    defaultMessage:
      "Images: use the Image button or drop an image file on the text ({types}). Only uploaded images are shown: images from other sites appear as links.",
  },
  updating: { id: "editor.updating", defaultMessage: "Updating…" },
  previewEmpty: {
    id: "editor.previewEmpty",
    defaultMessage: "The preview appears here as you write.",
  },
  addImage: { id: "editor.image.title", defaultMessage: "Add an image" },
  close: { id: "editor.image.close", defaultMessage: "Close" },
  chooseFile: { id: "editor.image.chooseFile", defaultMessage: "Choose an image to upload" },
  describe: {
    id: "editor.image.describe",
    defaultMessage: "Describe the image for readers who cannot see it",
  },
  file: { id: "editor.image.file", defaultMessage: "Image file" },
  fileHint: {
    id: "editor.image.fileHint",
    defaultMessage: "{types}, at most 10 MB. Large images are scaled to 1600 pixels wide.",
  },
  chosen: { id: "editor.image.chosen", defaultMessage: "Chosen: {name}" },
  alt: { id: "editor.image.alt", defaultMessage: "Description (alt text)" },
  uploading: { id: "editor.image.uploading", defaultMessage: "Uploading…" },
  upload: { id: "editor.image.upload", defaultMessage: "Upload and insert" },
  library: { id: "editor.image.library", defaultMessage: "Media library" },
  loading: { id: "editor.image.loading", defaultMessage: "Loading…" },
  noImages: { id: "editor.image.noImages", defaultMessage: "No images uploaded yet." },
  insert: { id: "editor.image.insert", defaultMessage: "Insert: {alt}" },
  newer: { id: "editor.image.newer", defaultMessage: "Newer" },
  older: { id: "editor.image.older", defaultMessage: "Older" },
});

type Tool = { label: string; text: string; key?: string; edit: Edit };

/**
 * The toolbar's Markdown, one entry per button (also Ctrl/⌘ + key where
 * given); the inserted placeholders in the reader's language.
 */
function toolsFor(intl: IntlShape): Tool[] {
  const t = (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);
  const column = t(m.tableColumn);
  return [
    {
      label: t(m.heading),
      text: "H",
      edit: { before: "## ", placeholder: t(m.headingText), block: true },
    },
    {
      label: t(m.bold),
      text: "B",
      key: "b",
      edit: { before: "**", after: "**", placeholder: t(m.boldText) },
    },
    {
      label: t(m.italic),
      text: "I",
      key: "i",
      edit: { before: "*", after: "*", placeholder: t(m.italicText) },
    },
    {
      label: t(m.link),
      text: t(m.link),
      key: "k",
      edit: { before: "[", after: "](https://)", placeholder: t(m.linkText) },
    },
    {
      label: t(m.list),
      text: t(m.list),
      edit: { before: "- ", placeholder: t(m.listText), block: true },
    },
    {
      label: t(m.table),
      text: t(m.table),
      edit: {
        before: `| ${column} | ${column} |\n|---|---|\n| `,
        after: " | |",
        placeholder: t(m.tableText),
        block: true,
      },
    },
  ];
}

const toolButton =
  "rounded border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100";

/**
 * The Markdown editor shared by blog posts and manual sections (decision
 * 060): the text and its preview side by side on wide screens, as Write /
 * Preview tabs on phones; a toolbar (heading, bold, italic, link, list,
 * table, image; buttons reachable with Tab, Ctrl/⌘+B, I, K in the text);
 * images uploaded with the Image button or dropped on the text, with a
 * required description, or reused from the media library. Without
 * JavaScript it is a plain textarea with the server's preview button.
 */
export function MarkdownEditor({
  name,
  label,
  defaultValue,
  error,
  rows = 22,
  previewHtml,
  previewBusy,
  previewButton,
  onTextChange,
  help,
  lang,
}: {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  rows?: number;
  previewHtml: string;
  previewBusy: boolean;
  /** The no-JavaScript "Update preview" button. */
  previewButton: ReactNode;
  /** Every change of the text, typed or inserted (preview, autosave, unsaved-change warning). */
  onTextChange: (text: string) => void;
  help?: ReactNode;
  /** The language of the text when it is not the page's (the manual's English original). */
  lang?: string;
}) {
  const intl = useIntl();
  const tools = useMemo(() => toolsFor(intl), [intl]);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [ready, setReady] = useState(false);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [imageOpen, setImageOpen] = useState(false);
  const [droppedFile, setDroppedFile] = useState<File | null>(null);
  useEffect(() => setReady(true), []);
  const id = `field-${name}`;

  function apply(edit: Edit) {
    const el = textarea.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end, value } = el;
    const selected = value.slice(start, end) || edit.placeholder;
    const lineStart = edit.block && start > 0 && value[start - 1] !== "\n" ? "\n\n" : "";
    const inserted = `${lineStart}${edit.before}${selected}${edit.after ?? ""}`;
    el.focus();
    el.setRangeText(inserted, start, end, "end");
    const selStart = start + lineStart.length + edit.before.length;
    el.setSelectionRange(selStart, selStart + selected.length);
    onTextChange(el.value);
  }

  function insertText(text: string) {
    const el = textarea.current;
    if (!el) return;
    const start = el.selectionStart;
    const before = start > 0 && el.value[start - 1] !== "\n" ? "\n\n" : "";
    el.focus();
    el.setRangeText(`${before}${text}\n`, start, el.selectionEnd, "end");
    onTextChange(el.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const tool = tools.find((t) => t.key === event.key.toLowerCase());
    if (!tool) return;
    event.preventDefault();
    apply(tool.edit);
  }

  const wiring = fieldWiring({ id, error, describedBy: `${id}-help` });
  const paneClass = (pane: "write" | "preview") =>
    `min-w-0 ${ready && tab !== pane ? "hidden lg:block" : ""}`;

  return (
    <div className="space-y-2">
      {ready ? (
        <div
          role="tablist"
          aria-label={intl.formatMessage(m.tabs, { label })}
          className="flex gap-1 lg:hidden"
        >
          {(["write", "preview"] as const).map((pane) => (
            <button
              key={pane}
              type="button"
              role="tab"
              aria-selected={tab === pane}
              onClick={() => setTab(pane)}
              className={`rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold ${
                tab === pane
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-slate-600"
              }`}
            >
              <FormattedMessage {...(pane === "write" ? m.write : m.preview)} />
            </button>
          ))}
        </div>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={paneClass("write")}>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {label}
          </label>
          {ready ? (
            <div
              role="toolbar"
              aria-label={intl.formatMessage(m.formatting)}
              aria-controls={id}
              className="mt-1 flex flex-wrap gap-1 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-1"
            >
              {tools.map((tool) => (
                <button
                  key={tool.label}
                  type="button"
                  className={toolButton}
                  aria-label={
                    tool.key
                      ? intl.formatMessage(m.shortcut, {
                          tool: tool.label,
                          key: tool.key.toUpperCase(),
                        })
                      : tool.label
                  }
                  title={
                    tool.key
                      ? intl.formatMessage(m.shortcut, {
                          tool: tool.label,
                          key: tool.key.toUpperCase(),
                        })
                      : tool.label
                  }
                  onClick={() => apply(tool.edit)}
                >
                  <span
                    aria-hidden
                    className={
                      tool.text === "B" ? "font-bold" : tool.text === "I" ? "italic" : undefined
                    }
                  >
                    {tool.text}
                  </span>
                </button>
              ))}
              <button
                type="button"
                className={toolButton}
                aria-expanded={imageOpen}
                aria-controls={`${id}-image`}
                onClick={() => setImageOpen((open) => !open)}
              >
                <FormattedMessage {...m.image} />
              </button>
            </div>
          ) : null}
          {ready && imageOpen ? (
            <ImagePanel
              id={`${id}-image`}
              initialFile={droppedFile}
              onInsert={(markdown) => {
                insertText(markdown);
                setImageOpen(false);
                setDroppedFile(null);
              }}
              onClose={() => {
                setImageOpen(false);
                setDroppedFile(null);
                textarea.current?.focus();
              }}
            />
          ) : null}
          {/* The toolbar sits between label and text, so the kit wires this control
              (fieldWiring) instead of rendering it. */}
          {/* eslint-disable-next-line no-restricted-syntax -- composite editor, wired by fieldWiring */}
          <textarea
            ref={textarea}
            id={id}
            name={name}
            rows={rows}
            defaultValue={defaultValue}
            lang={lang}
            {...wiring.aria}
            onChange={(e) => onTextChange(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            onDragOver={(e) => {
              if (e.dataTransfer.types.includes("Files")) e.preventDefault();
            }}
            onDrop={(e) => {
              const file = e.dataTransfer.files[0];
              if (!file || !file.type.startsWith("image/")) return;
              e.preventDefault();
              setDroppedFile(file);
              setImageOpen(true);
            }}
            className={controlClass(
              error,
              `block w-full border px-3 py-2 font-mono text-sm text-slate-900 shadow-sm focus:border-brand-700 ${
                ready ? "rounded-b-md" : "mt-1 rounded-md"
              }`,
            )}
          />
          {wiring.errorNote}
          <div id={`${id}-help`} className="mt-1 text-xs text-slate-600">
            {help}
            <p className="mt-1">
              <FormattedMessage {...m.imagesHelp} values={{ types: intl.formatMessage(m.types) }} />
            </p>
          </div>
        </div>
        <section
          aria-label={intl.formatMessage(m.previewOf, { label })}
          aria-busy={previewBusy}
          className={`${paneClass("preview")} rounded-md border border-dashed border-slate-300 bg-slate-50 p-4`}
        >
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-slate-800">
              <FormattedMessage {...m.preview} />
            </h3>
            <span className="text-xs text-slate-600" aria-live="polite">
              {previewBusy ? intl.formatMessage(m.updating) : ""}
            </span>
          </div>
          {previewHtml ? (
            <MarkdownContent html={previewHtml} className="mt-2 bg-white p-3" lang={lang} />
          ) : (
            <p className="mt-2 text-sm text-slate-600">
              <FormattedMessage {...m.previewEmpty} />
            </p>
          )}
          {previewButton}
        </section>
      </div>
    </div>
  );
}

/**
 * The Image dialog: upload a new image (a description is required) or pick
 * one from the media library. Not a <form> (it sits inside the editor's
 * form): it sends its own request with a fetcher.
 */
function ImagePanel({
  id,
  initialFile,
  onInsert,
  onClose,
}: {
  id: string;
  initialFile: File | null;
  onInsert: (markdown: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const upload = useFetcher<MediaUploadAnswer>();
  const library = useFetcher<MediaLibraryPage>();
  const [file, setFile] = useState<File | null>(initialFile);
  const [alt, setAlt] = useState("");
  const [page, setPage] = useState(1);
  const [localError, setLocalError] = useState<Record<string, string>>({});
  const answered = useRef<unknown>(null);
  const loadLibrary = library.load;

  useEffect(() => {
    void loadLibrary(`${MEDIA_UPLOAD_PATH}?page=${page}`);
  }, [loadLibrary, page]);

  useEffect(() => {
    const answer = upload.data;
    if (!answer || answered.current === answer) return;
    answered.current = answer;
    if (answer.ok) onInsert(imageMarkdown(answer.image));
  }, [upload.data, onInsert]);

  const errors = {
    ...(upload.data && !upload.data.ok ? upload.data.fieldErrors : {}),
    ...localError,
  };
  const busy = upload.state !== "idle";

  function send() {
    const missing: Record<string, string> = {};
    if (!file) missing.file = intl.formatMessage(m.chooseFile);
    if (!alt.trim()) missing.alt = intl.formatMessage(m.describe);
    setLocalError(missing);
    if (Object.keys(missing).length > 0 || !file) return;
    const body = new FormData();
    body.set("file", file);
    body.set("alt", alt);
    void upload.submit(body, {
      method: "post",
      action: MEDIA_UPLOAD_PATH,
      encType: "multipart/form-data",
    });
  }

  const images = library.data?.images ?? [];
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={`${id}-h`}
      className="space-y-4 border border-b-0 border-slate-300 bg-white p-4"
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
    >
      <div className="flex items-center justify-between">
        <h3 id={`${id}-h`} className="text-sm font-semibold text-slate-900">
          <FormattedMessage {...m.addImage} />
        </h3>
        <button type="button" className={toolButton} onClick={onClose}>
          <FormattedMessage {...m.close} />
        </button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          {/* Not posted with the page's form: the panel uploads the file itself. */}
          <FileField
            id={`${id}-file`}
            label={intl.formatMessage(m.file)}
            accept={mediaAccept}
            onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            error={errors.file}
            hint={intl.formatMessage(m.fileHint, { types: intl.formatMessage(m.types) })}
            controlClassName="mt-1 block w-full text-sm"
          />
          {file ? (
            <p className="mt-1 text-xs text-slate-700">
              {intl.formatMessage(m.chosen, { name: file.name })}
            </p>
          ) : null}
        </div>
        <Field
          id={`${id}-alt`}
          label={intl.formatMessage(m.alt)}
          type="text"
          value={alt}
          maxLength={MEDIA_ALT_MAX}
          onChange={(e) => setAlt(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              send();
            }
          }}
          error={errors.alt}
          controlClassName="mt-1 block w-full rounded-md border px-2 py-1.5 text-sm"
        />
      </div>
      <button
        type="button"
        onClick={send}
        disabled={busy}
        className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        <FormattedMessage {...(busy ? m.uploading : m.upload)} />
      </button>
      <section aria-labelledby={`${id}-lib-h`} className="border-t border-slate-200 pt-3">
        <h4 id={`${id}-lib-h`} className="text-sm font-semibold text-slate-900">
          <FormattedMessage {...m.library} />
        </h4>
        {library.state !== "idle" && images.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            <FormattedMessage {...m.loading} />
          </p>
        ) : images.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            <FormattedMessage {...m.noImages} />
          </p>
        ) : (
          <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-6">
            {images.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  onClick={() => onInsert(imageMarkdown(image))}
                  className="block w-full rounded border border-slate-200 p-1 text-left hover:border-brand-700"
                  aria-label={intl.formatMessage(m.insert, { alt: image.alt })}
                >
                  <img
                    src={image.url}
                    alt=""
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    className="aspect-square w-full object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
        {library.data && library.data.pageCount > 1 ? (
          <div className="mt-2 flex gap-2 text-sm">
            <button
              type="button"
              className={toolButton}
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
            >
              <FormattedMessage {...m.newer} />
            </button>
            <button
              type="button"
              className={toolButton}
              disabled={page >= library.data.pageCount}
              onClick={() => setPage((p) => p + 1)}
            >
              <FormattedMessage {...m.older} />
            </button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
