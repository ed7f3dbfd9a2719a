/**
 * Document upload, download, delete and list over HTTP (moved from the former
 * route-level integration tests): the XHR upload's JSON answers, the
 * no-JavaScript redirects with notice codes, download headers and who sees what.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { documents, inspections } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/modules/documents/document-rules";
import type { loader as listLoader } from "~/routes/dashboard/documents/list";
import { insertApplication, multipartRequest, sampleFiles } from "../helpers/documents";
import { appRequest, routeData } from "../helpers/http";
import { createTestUser } from "../helpers/users";

/** Sends a built request (multipart upload) through the app over HTTP. */
async function send(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers = Object.fromEntries(request.headers);
  const body = new Uint8Array(await request.arrayBuffer());
  return appRequest(`${url.pathname}${url.search}`, { method: request.method, headers, body });
}

/** The JSON answer of the upload (status and body), as the XHR upload reads it. */
async function sendJson(request: Request) {
  const response = await send(request);
  return { status: response.status, data: (await response.json()) as Record<string, unknown> };
}

async function setUp() {
  const owner = await createTestUser("applicant");
  const applicationId = await insertApplication(owner.userId, "Gamma Wildlife Solutions");
  return { owner, applicationId };
}

describe("POST /dashboard/documents/upload", () => {
  it("answers JSON to the XHR upload and stores the files", async () => {
    const { owner, applicationId } = await setUp();
    const request = await multipartRequest(
      "/dashboard/documents/upload",
      {
        applicationId,
        type: "wildlife_permit",
        redirectTo: `/dashboard/applications/${applicationId}`,
      },
      [
        { name: "permit.pdf", bytes: sampleFiles.pdf() },
        { name: "site.jpg", bytes: sampleFiles.jpeg() },
      ],
      { cookie: owner.cookie, accept: "application/json" },
    );
    const result = await sendJson(request);
    expect(result.data).toEqual({ ok: true, message: "2 documents uploaded.", count: 2 });
    const rows = await getDb()
      .select()
      .from(documents)
      .where(eq(documents.applicationId, applicationId));
    expect(rows.map((r) => r.type)).toEqual(["wildlife_permit", "wildlife_permit"]);
  });

  it("answers JSON errors at the field, and redirects back with a notice code without JavaScript", async () => {
    const { owner, applicationId } = await setUp();
    const bad = await multipartRequest(
      "/dashboard/documents/upload",
      { applicationId, type: "other" },
      [{ name: "invoice.pdf", bytes: sampleFiles.exe() }],
      { cookie: owner.cookie, accept: "application/json" },
    );
    const refused = await sendJson(bad);
    expect(refused.status).toBe(422);
    expect(refused.data).toMatchObject({
      ok: false,
      fieldErrors: {
        files: "invoice.pdf is not an allowed file type (PDF, PNG, JPEG, WebP, DOCX, XLSX)",
      },
    });

    const target = `/dashboard/applications/${applicationId}`;
    const plain = await multipartRequest(
      "/dashboard/documents/upload",
      { applicationId, type: "other", redirectTo: target },
      [{ name: "ok.pdf", bytes: sampleFiles.pdf() }],
      { cookie: owner.cookie },
    );
    const ok = await send(plain);
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe(`${target}?documents=uploaded#documents`);

    const plainBad = await multipartRequest(
      "/dashboard/documents/upload",
      { applicationId, type: "other", redirectTo: "//evil.example/x" },
      [{ name: "scan.pdf", bytes: sampleFiles.png() }],
      { cookie: owner.cookie },
    );
    const back = await send(plainBad);
    expect(back.headers.get("location")).toBe("/dashboard?documents=bad_type#documents");
  });

  it("another applicant's application answers 404; an examiner is refused", async () => {
    const { applicationId } = await setUp();
    const stranger = await createTestUser("applicant");
    const examiner = await createTestUser("examiner");
    for (const [user, status, message] of [
      [stranger, 404, "Application not found"],
      [examiner, 403, "You do not have permission to upload documents"],
    ] as const) {
      const request = await multipartRequest(
        "/dashboard/documents/upload",
        { applicationId, type: "other" },
        [{ name: "x.pdf", bytes: sampleFiles.pdf() }],
        { cookie: user.cookie, accept: "application/json" },
      );
      const result = await sendJson(request);
      expect(result.status).toBe(status);
      expect(result.data).toMatchObject({ ok: false, message });
    }
  });

  it("refuses an oversized request by its Content-Length before reading it, and needs a session", async () => {
    const { owner, applicationId } = await setUp();
    const request = new Request("http://localhost:3000/dashboard/documents/upload", {
      method: "POST",
      headers: {
        cookie: owner.cookie,
        accept: "application/json",
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(MAX_UPLOAD_REQUEST_BYTES + 1),
      },
      body: "--x--",
    });
    const result = await sendJson(request);
    expect(result.status).toBe(413);
    expect(result.data).toMatchObject({
      message: "The upload is too large: at most 10 files of 20 MB each",
    });

    const anonymous = await multipartRequest(
      "/dashboard/documents/upload",
      { applicationId, type: "other" },
      [{ name: "x.pdf", bytes: sampleFiles.pdf() }],
    );
    const redirected = await send(anonymous);
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("GET /dashboard/documents/{id}/download and POST …/delete", () => {
  it("streams with safe headers to the owner, staff and the assigned examiner; 404 to others", async () => {
    const { owner, applicationId } = await setUp();
    const upload = await multipartRequest(
      "/dashboard/documents/upload",
      { applicationId, type: "business_licence" },
      [{ name: 'Licence «2026» "final".pdf', bytes: sampleFiles.pdf() }],
      { cookie: owner.cookie, accept: "application/json" },
    );
    expect((await send(upload)).status).toBe(200);
    const [doc] = await getDb()
      .select()
      .from(documents)
      .where(eq(documents.applicationId, applicationId));
    const path = `/dashboard/documents/${doc!.id}/download`;

    const committee = await createTestUser("committee");
    const examiner = await createTestUser("examiner");
    await getDb()
      .insert(inspections)
      .values({
        applicationId,
        examinerId: examiner.userId,
        scheduledDate: new Date(Date.now() + 86_400_000),
      });
    for (const user of [owner, committee, examiner]) {
      const response = await appRequest(path, { cookie: user.cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="Licence _2026_ _final_.pdf"; filename*=UTF-8''Licence%20%C2%AB2026%C2%BB%20%22final%22.pdf`,
      );
      expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(sampleFiles.pdf()));
    }

    const stranger = await createTestUser("applicant");
    const otherExaminer = await createTestUser("examiner");
    for (const user of [stranger, otherExaminer]) {
      const hidden = await appRequest(path, { cookie: user.cookie });
      expect(hidden.status).toBe(404);
      expect(await hidden.text()).toBe("Document not found");
    }

    // delete: a stranger is told "not found"; the owner (uploader) deletes
    const deletePath = `/dashboard/documents/${doc!.id}/delete`;
    const refused = await appRequest(deletePath, {
      cookie: stranger.cookie,
      form: { redirectTo: "/dashboard/documents" },
    });
    expect(refused.headers.get("location")).toBe(
      "/dashboard/documents?documents=not_found#documents",
    );
    const examinerTry = await appRequest(deletePath, {
      cookie: examiner.cookie,
      form: { redirectTo: "/dashboard/documents" },
    });
    expect(examinerTry.headers.get("location")).toBe(
      "/dashboard/documents?documents=delete_denied#documents",
    );
    const deleted = await appRequest(deletePath, {
      cookie: owner.cookie,
      form: { redirectTo: `/dashboard/applications/${applicationId}?confirmDelete=${doc!.id}` },
    });
    expect(deleted.headers.get("location")).toBe(
      `/dashboard/applications/${applicationId}?documents=deleted#documents`,
    );
    const gone = await appRequest(path, { cookie: owner.cookie });
    expect(gone.status).toBe(404);
  });
});

describe("GET /dashboard/documents", () => {
  it("lists the applicant's documents and their applications for the upload form", async () => {
    const { owner, applicationId } = await setUp();
    const upload = await multipartRequest(
      "/dashboard/documents/upload",
      { applicationId, type: "other" },
      [{ name: "sop.docx", bytes: sampleFiles.docx() }],
      { cookie: owner.cookie, accept: "application/json" },
    );
    expect((await send(upload)).status).toBe(200);
    const data = (
      await routeData("/dashboard/documents?type=other&page=x", { cookie: owner.cookie })
    ).data as Awaited<ReturnType<typeof listLoader>>;
    expect(data).toMatchObject({
      total: 1,
      isApplicant: true,
      canUpload: true,
      applications: [{ id: applicationId, businessName: "Gamma Wildlife Solutions" }],
      filters: { type: "other", application: "", q: "" },
    });
    expect(data.rows[0]).toMatchObject({ name: "sop.docx", canDelete: true });
  });
});
