/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "document";
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * A private file as a download: its type, size and name, never sniffed by
 * the browser, never kept by a cache (documents, concern attachments,
 * corrective-action evidence).
 */
export function privateDownload(file: {
  name: string;
  mimeType: string;
  object: { body: ReadableStream<Uint8Array>; size: number };
}): Response {
  return new Response(file.object.body, {
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(file.object.size),
      "Content-Disposition": contentDisposition(file.name),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
