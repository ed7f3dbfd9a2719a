import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { documents } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { documentMessages, MAX_FILE_BYTES } from "~/modules/documents/document-rules";
import { setStorageForTests } from "~/modules/storage/get-storage.server";
import { createLocalDiskStorage } from "~/modules/storage/local-disk-storage.server";
import { insertApplication, sampleFiles } from "../helpers/documents";
import { filesUnder, fillDiskUnder, mountSmallTmpfs } from "../helpers/full-disk";
import { appRequest, visibleText } from "../helpers/http";
import { createTestUser } from "../helpers/users";

const MB = 1024 * 1024;
const BOUNDARY = "----hap-streaming-test-boundary";

type Part = { field: string; value: string } | { file: string; head: Uint8Array; size: number };

/**
 * A multipart body produced chunk by chunk as the reader pulls it (never held
 * in memory), with its exact length and a count of the bytes actually pulled.
 */
function streamedMultipart(parts: Part[]) {
  const enc = new TextEncoder();
  const segments: (Uint8Array | { zeros: number })[] = [];
  for (const part of parts) {
    if ("field" in part) {
      segments.push(
        enc.encode(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      segments.push(
        enc.encode(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${part.file}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        part.head,
        { zeros: part.size - part.head.byteLength },
        enc.encode("\r\n"),
      );
    }
  }
  segments.push(enc.encode(`--${BOUNDARY}--\r\n`));
  const length = segments.reduce(
    (sum, s) => sum + (s instanceof Uint8Array ? s.byteLength : s.zeros),
    0,
  );
  const chunk = new Uint8Array(256 * 1024);
  const stats = { pulled: 0, finished: false };
  let index = 0;
  let zerosLeft = -1;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const segment = segments[index];
      if (!segment) {
        stats.finished = true;
        controller.close();
        return;
      }
      if (segment instanceof Uint8Array) {
        index += 1;
        stats.pulled += segment.byteLength;
        controller.enqueue(segment);
        return;
      }
      if (zerosLeft < 0) zerosLeft = segment.zeros;
      const n = Math.min(chunk.byteLength, zerosLeft);
      zerosLeft -= n;
      stats.pulled += n;
      controller.enqueue(chunk.slice(0, n));
      if (zerosLeft === 0) {
        zerosLeft = -1;
        index += 1;
      }
    },
  });
  return { body, length, stats };
}

/** Peak RSS and heap growth over the baseline while `run` is in progress. */
async function measureMemory<T>(run: () => Promise<T>) {
  const base = process.memoryUsage();
  const peak = { rss: base.rss, heapUsed: base.heapUsed };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
  };
  const timer = setInterval(sample, 5);
  try {
    const result = await run();
    sample();
    return { result, rssGrowth: peak.rss - base.rss, heapGrowth: peak.heapUsed - base.heapUsed };
  } finally {
    clearInterval(timer);
  }
}

function storedFiles(applicationId: string) {
  const dir = path.join(getEnv().dataDir, "storage", "documents", applicationId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

function spooledLeftovers() {
  const dir = path.join(getEnv().dataDir, "tmp", "uploads");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

const pdfHead = () => sampleFiles.pdf();

describe("streamed document uploads", () => {
  it("a 200 MB file is refused early with the clear message; memory stays flat and nothing is stored", async () => {
    const owner = await createTestUser("applicant");
    const applicationId = await insertApplication(owner.userId, "Big Upload Wildlife Co.");
    // Warm up (modules loaded, first-request allocations done) so only the upload is measured.
    const warmUp = streamedMultipart([
      { field: "applicationId", value: applicationId },
      { field: "type", value: "other" },
      { file: "warm-up.pdf", head: pdfHead(), size: MAX_FILE_BYTES + 1 },
    ]);
    await appRequest("/dashboard/documents/upload", {
      cookie: owner.cookie,
      body: warmUp.body,
      headers: {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        accept: "application/json",
      },
    });
    const upload = streamedMultipart([
      { field: "redirectTo", value: `/dashboard/applications/${applicationId}` },
      { field: "applicationId", value: applicationId },
      { field: "type", value: "other" },
      { file: "huge-scan.pdf", head: pdfHead(), size: 200 * MB },
    ]);
    const {
      result: response,
      rssGrowth,
      heapGrowth,
    } = await measureMemory(() =>
      appRequest("/dashboard/documents/upload", {
        cookie: owner.cookie,
        body: upload.body,
        headers: {
          "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
          "content-length": String(upload.length),
          accept: "application/json",
        },
      }),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      ok: false,
      message: "huge-scan.pdf is larger than 20 MB",
      fieldErrors: { files: "huge-scan.pdf is larger than 20 MB" },
    });
    console.info(
      `200 MB upload: ${(upload.stats.pulled / MB).toFixed(1)} MB read, RSS +${(rssGrowth / MB).toFixed(1)} MB, heap +${(heapGrowth / MB).toFixed(1)} MB`,
    );
    // Refused just past the 20 MB limit; the rest of the body (within the
    // request limit) is read and thrown away rather than the connection cut,
    // so a browser gets to read the answer (issue 24). Nothing is kept.
    await expect.poll(() => upload.stats.finished, { timeout: 30_000 }).toBe(true);
    expect(rssGrowth).toBeLessThan(60 * MB);
    expect(heapGrowth).toBeLessThan(60 * MB);
    expect(
      await getDb().select().from(documents).where(eq(documents.applicationId, applicationId)),
    ).toEqual([]);
    expect(storedFiles(applicationId)).toEqual([]);
    expect(spooledLeftovers()).toEqual([]);
  });

  it("without JavaScript the refusal redirects back with the too-large notice", async () => {
    const owner = await createTestUser("applicant");
    const applicationId = await insertApplication(owner.userId, "No Script Wildlife Co.");
    const upload = streamedMultipart([
      { field: "redirectTo", value: `/dashboard/applications/${applicationId}` },
      { field: "applicationId", value: applicationId },
      { field: "type", value: "other" },
      { file: "big.pdf", head: pdfHead(), size: MAX_FILE_BYTES + 1 },
    ]);
    const response = await appRequest("/dashboard/documents/upload", {
      cookie: owner.cookie,
      body: upload.body,
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/dashboard/applications/${applicationId}?documents=too_large#documents`,
    );
    expect(storedFiles(applicationId)).toEqual([]);
  });

  it("refuses an eleventh file while reading, storing none", async () => {
    const owner = await createTestUser("applicant");
    const applicationId = await insertApplication(owner.userId, "Many Files Wildlife Co.");
    const files = Array.from({ length: 11 }, (_, i) => ({
      file: `page-${i + 1}.pdf`,
      head: pdfHead(),
      size: 64 * 1024,
    }));
    const upload = streamedMultipart([
      { field: "applicationId", value: applicationId },
      { field: "type", value: "other" },
      ...files,
    ]);
    const response = await appRequest("/dashboard/documents/upload", {
      cookie: owner.cookie,
      body: upload.body,
      headers: {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        accept: "application/json",
      },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: "Choose at most 10 files at a time" });
    expect(storedFiles(applicationId)).toEqual([]);
    expect(
      await getDb().select().from(documents).where(eq(documents.applicationId, applicationId)),
    ).toEqual([]);
  });

  it("stores files within the limits (a 19 MB PDF and a PNG) with content check and rows", async () => {
    const owner = await createTestUser("applicant");
    const applicationId = await insertApplication(owner.userId, "Within Limits Wildlife Co.");
    const png = sampleFiles.png();
    const upload = streamedMultipart([
      { field: "applicationId", value: applicationId },
      { field: "type", value: "liability_insurance" },
      { file: "policy «2026».pdf", head: pdfHead(), size: 19 * MB },
      { file: "site.png", head: png, size: png.byteLength },
    ]);
    const { result: response, rssGrowth } = await measureMemory(() =>
      appRequest("/dashboard/documents/upload", {
        cookie: owner.cookie,
        body: upload.body,
        headers: {
          "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
          accept: "application/json",
        },
      }),
    );
    expect(await response.json()).toEqual({ ok: true, message: "2 documents uploaded.", count: 2 });
    await expect.poll(() => upload.stats.finished, { timeout: 30_000 }).toBe(true);
    expect(rssGrowth).toBeLessThan(60 * MB);
    const rows = await getDb()
      .select()
      .from(documents)
      .where(eq(documents.applicationId, applicationId));
    expect(rows.map((r) => [r.name, r.mimeType, r.size]).sort()).toEqual([
      ["policy «2026».pdf", "application/pdf", 19 * MB],
      ["site.png", "image/png", png.byteLength],
    ]);
    const stored = storedFiles(applicationId);
    expect(stored).toHaveLength(2);
    const pdfRow = rows.find((r) => r.mimeType === "application/pdf")!;
    const pdfPath = path.join(getEnv().dataDir, "storage", "documents", pdfRow.fileUrl);
    expect(fs.statSync(pdfPath).size).toBe(19 * MB);
    expect(fs.readFileSync(pdfPath).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(spooledLeftovers()).toEqual([]);
  });

  it("refuses a file whose content is not allowed, even when streamed", async () => {
    const owner = await createTestUser("applicant");
    const applicationId = await insertApplication(owner.userId, "Bad Type Wildlife Co.");
    const upload = streamedMultipart([
      { field: "applicationId", value: applicationId },
      { field: "type", value: "other" },
      { file: "invoice.pdf", head: sampleFiles.exe(), size: 2 * MB },
    ]);
    const response = await appRequest("/dashboard/documents/upload", {
      cookie: owner.cookie,
      body: upload.body,
      headers: {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        accept: "application/json",
      },
    });
    expect(response.status).toBe(422);
    expect(storedFiles(applicationId)).toEqual([]);
    expect(spooledLeftovers()).toEqual([]);
  });
});

/**
 * The disk full during an upload (issue 25): at the final write of a file
 * to storage or while the upload is spooled. The uploader is told at the
 * file field (JSON) or by the notice (no JavaScript); no file, partial or
 * whole, and no row are left.
 */
describe("an upload when the disk is full", () => {
  const post = (
    owner: { cookie: string },
    applicationId: string,
    options: { json: boolean; size?: number },
  ) => {
    const upload = streamedMultipart([
      { field: "redirectTo", value: `/dashboard/applications/${applicationId}` },
      { field: "applicationId", value: applicationId },
      { field: "type", value: "other" },
      { file: "licence.pdf", head: pdfHead(), size: 4 * 1024 },
      { file: "scan.pdf", head: pdfHead(), size: options.size ?? 2 * MB },
    ]);
    return appRequest("/dashboard/documents/upload", {
      cookie: owner.cookie,
      body: upload.body,
      headers: {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        ...(options.json ? { accept: "application/json" } : {}),
      },
    });
  };
  const rowsOf = (applicationId: string) =>
    getDb().select().from(documents).where(eq(documents.applicationId, applicationId));

  it("storage full at the final write: 503 and the message at the file field; nothing left", async () => {
    const owner = await createTestUser("applicant");
    const applicationId = await insertApplication(owner.userId, "Full Disk Wildlife Co.");
    const full = fillDiskUnder(path.join(getEnv().dataDir, "storage"), 64 * 1024);
    try {
      const response = await post(owner, applicationId, { json: true });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        ok: false,
        message: documentMessages.storageFull,
        fieldErrors: { files: documentMessages.storageFull },
      });
    } finally {
      full.restore();
    }
    expect(full.failed).toHaveLength(1);
    expect(storedFiles(applicationId)).toEqual([]);
    expect(spooledLeftovers()).toEqual([]);
    expect(await rowsOf(applicationId)).toEqual([]);
  });

  it("without JavaScript: back to the page with the storage-full notice; while spooling too", async () => {
    const owner = await createTestUser("applicant");
    const applicationId = await insertApplication(owner.userId, "Full Spool Wildlife Co.");
    for (const dir of ["storage", path.join("tmp", "uploads")]) {
      const full = fillDiskUnder(path.join(getEnv().dataDir, dir), 64 * 1024);
      let response: Response;
      try {
        response = await post(owner, applicationId, { json: false });
      } finally {
        full.restore();
      }
      expect(full.failed.length, dir).toBeGreaterThan(0);
      expect(response.status).toBe(302);
      const location = response.headers.get("location")!;
      expect(location).toBe(
        `/dashboard/applications/${applicationId}?documents=storage_full#documents`,
      );
      const page = await appRequest(location.replace(/#.*$/, ""), { cookie: owner.cookie });
      expect(visibleText(await page.text())).toContain(documentMessages.storageFull);
      expect(storedFiles(applicationId)).toEqual([]);
      expect(spooledLeftovers()).toEqual([]);
      expect(await rowsOf(applicationId)).toEqual([]);
    }
  });

  it("a real 1 MB file system as the store (tmpfs; needs root, else skipped)", async (context) => {
    const tmpfs = mountSmallTmpfs(1024 * 1024);
    if (!tmpfs) return context.skip();
    try {
      setStorageForTests(createLocalDiskStorage(tmpfs.dir));
      const owner = await createTestUser("applicant");
      const applicationId = await insertApplication(owner.userId, "Tmpfs Wildlife Co.");
      const response = await post(owner, applicationId, { json: true });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        fieldErrors: { files: documentMessages.storageFull },
      });
      expect(filesUnder(tmpfs.dir)).toEqual([]);
      expect(spooledLeftovers()).toEqual([]);
      expect(await rowsOf(applicationId)).toEqual([]);
    } finally {
      setStorageForTests(undefined);
      tmpfs.unmount();
    }
  });
});
