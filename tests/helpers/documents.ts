import fs from "node:fs";
import path from "node:path";
import { applications } from "~/db/schema";
import { getDb } from "~/lib/db.server";

const fixtures = path.resolve(import.meta.dirname, "../fixtures/documents");

/** Minimal files of each kind, valid enough for content sniffing. */
export const sampleFiles = {
  pdf: () =>
    new Uint8Array(Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1")),
  png: () =>
    new Uint8Array(
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
        "base64",
      ),
    ),
  jpeg: () =>
    new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00,
      0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
    ]),
  webp: () =>
    new Uint8Array(
      Buffer.concat([
        Buffer.from("RIFF"),
        Buffer.from([0x1a, 0, 0, 0]),
        Buffer.from("WEBPVP8 "),
        Buffer.alloc(14),
      ]),
    ),
  docx: () => new Uint8Array(fs.readFileSync(path.join(fixtures, "minimal.docx"))),
  xlsx: () => new Uint8Array(fs.readFileSync(path.join(fixtures, "minimal.xlsx"))),
  zip: () => new Uint8Array(fs.readFileSync(path.join(fixtures, "plain.zip"))),
  /** A Windows executable header. */
  exe: () => new Uint8Array(Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)])),
  text: () => new Uint8Array(Buffer.from("just some words, not a document\n")),
};

/** Inserts an application of `applicantId` directly (the documents tests need only the row). */
export async function insertApplication(applicantId: string, businessName = "Test Wildlife Co.") {
  const [row] = await getDb()
    .insert(applications)
    .values({
      applicantId,
      businessName,
      businessAddress: {
        street: "1 Main St",
        city: "Burlington",
        region: "VT",
        postalCode: "05401",
        country: "United States",
      },
      contactName: "Pat Owner",
      contactEmail: "pat@example.test",
      contactPhone: "+1 555 0100",
    })
    .returning({ id: applications.id });
  return row!.id;
}

/** A multipart request as a browser sends it (with Content-Length). */
export async function multipartRequest(
  urlPath: string,
  fields: Record<string, string>,
  files: { name: string; bytes: Uint8Array; type?: string }[],
  options: { cookie?: string; accept?: string } = {},
): Promise<Request> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) {
    form.append("files", new File([f.bytes as BlobPart], f.name, { type: f.type ?? "" }));
  }
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const headers = new Headers({
    "content-type": encoded.headers.get("content-type")!,
    "content-length": String(body.byteLength),
  });
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.accept) headers.set("accept", options.accept);
  return new Request(`http://localhost:3000${urlPath}`, { method: "POST", headers, body });
}
