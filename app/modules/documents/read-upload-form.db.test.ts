import { describe, expect, it } from "vitest";
import { MAX_FILE_BYTES } from "./document-rules";
import { readUploadForm } from "./read-upload-form.server";

const MB = 1024 * 1024;

/**
 * A multipart body with one file of `fileBytes`, streamed in 1 MB chunks,
 * that records how much the reader pulled and whether it cancelled the
 * stream (a cancelled request body makes the server reset the connection).
 */
function streamedUpload(fileBytes: number) {
  const boundary = "----test-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nother\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = head.length + fileBytes + tail.length;
  const seen = { pulled: 0, cancelled: false, total };
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(head);
        sent += head.length;
        seen.pulled = sent;
        return;
      }
      const left = total - tail.length - sent;
      if (left > 0) {
        const size = Math.min(MB, left);
        controller.enqueue(new Uint8Array(size).fill(0x41));
        sent += size;
      } else {
        controller.enqueue(tail);
        sent += tail.length;
        controller.close();
      }
      seen.pulled = sent;
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  const request = new Request("http://localhost:3000/dashboard/documents/upload", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, seen };
}

describe("readUploadForm past the file limit (issue 24)", () => {
  it("refuses a file over 20 MB with its message and reads the rest of the body instead of cutting the connection", async () => {
    const { request, seen } = streamedUpload(MAX_FILE_BYTES + 5 * MB);
    const result = await readUploadForm(request);
    expect(result).toMatchObject({ ok: false });
    if (result.ok) return;
    expect(result.error).not.toBe("unreadable");
    expect((result.error as Error).message).toContain("huge.pdf is larger than 20 MB");
    // Drained to the end, never cancelled: the browser gets to read the answer.
    await expect.poll(() => seen.pulled, { timeout: 10_000 }).toBe(seen.total);
    expect(seen.cancelled).toBe(false);
  });

  it("cuts a body past the request limit instead of reading it all", async () => {
    const { request, seen } = streamedUpload(8 * MB);
    const result = await readUploadForm(request, {
      fileBytes: 2 * MB,
      files: 10,
      requestBytes: 4 * MB,
    });
    expect(result).toMatchObject({ ok: false });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.pulled).toBeLessThan(seen.total);
  });
});
