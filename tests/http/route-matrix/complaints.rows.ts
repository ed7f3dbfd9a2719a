import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { certificates, complaintAttachments, complaints } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { CLIENT_IP_HEADER } from "~/lib/client-address.server";
import { changeComplaintStatus } from "~/modules/complaints/change-complaint-status.server";
import { submitConcern } from "~/modules/complaints/submit-concern.server";
import type { Viewer } from "~/modules/permissions";
import { getStorage } from "~/modules/storage/get-storage.server";
import { makeApplication } from "./fixtures";
import {
  defineGroup,
  publicPage,
  staffOnly,
  type Asker,
  type Expected,
  type MatrixRow,
} from "./types";

type F = { number: string; adminId: string; informedId: string; attachmentId: string };

const CASES = "/dashboard/complaints";
const fields = {
  description: "The crew sealed a chimney with young raccoons still inside it.",
  occurredOn: "2026-10-01",
  location: "Burlington, VT",
  reporterName: "Matrix Reporter",
  consent: "on",
};

const admin = (f: F): Viewer => ({ user: { id: f.adminId }, activeRole: "administrator" });

async function newCase(f: F, steps: ("acknowledged" | "investigating")[] = []) {
  const result = await submitConcern(
    getDb(),
    {
      certificateNumber: f.number,
      fields: {
        ...fields,
        reporterEmail: `matrix-${crypto.randomBytes(4).toString("hex")}@example.test`,
      },
    },
    { clientIp: `203.0.113.${crypto.randomInt(1, 250)}` },
  );
  if (result.status !== "received") throw new Error("not received");
  for (const to of steps) {
    const [row] = await getDb().select().from(complaints).where(eq(complaints.id, result.id));
    await changeComplaintStatus(getDb(), admin(f), {
      complaintId: result.id,
      version: row!.version,
      step: to === "acknowledged" ? { to, withhold: false } : { to },
    });
  }
  const [row] = await getDb().select().from(complaints).where(eq(complaints.id, result.id));
  return { id: result.id, version: String(row!.version) };
}

const businessOnly: Record<Asker, Expected> = {
  anonymous: "login",
  applicant: "ok",
  examiner: "not-found",
  committee: "not-found",
  administrator: "not-found",
};

/** A staff action on a fresh case in the state it needs. */
const caseAction = (
  intent: string,
  steps: ("acknowledged" | "investigating")[],
  form: (f: F, p: Record<string, string | undefined>) => Record<string, string> = () => ({}),
): MatrixRow<F> => ({
  route: `${CASES}/:id`,
  method: "POST",
  intent,
  prepare: (f) => newCase(f, steps),
  path: (_f, p) => `${CASES}/${p.id}`,
  form: (f, p) => ({ intent, version: p.version!, ...form(f, p) }),
  expect: staffOnly,
});

export default defineGroup<F>({
  name: "complaints",
  setup: async (users) => {
    const applicationId = await makeApplication(users.applicant.userId, { status: "certified" });
    const [certificate] = await getDb()
      .select({ number: certificates.certificateNumber })
      .from(certificates)
      .where(eq(certificates.applicationId, applicationId));
    const f: F = {
      number: certificate!.number,
      adminId: users.administrator.userId,
      informedId: "",
      attachmentId: "",
    };
    const informed = await newCase(f, ["acknowledged"]);
    const objectPath = `${informed.id}/1700000000000-abcdef01.png`;
    await getStorage().put("complaints", objectPath, new Uint8Array([137, 80, 78, 71]));
    const [attachment] = await getDb()
      .insert(complaintAttachments)
      .values({
        complaintId: informed.id,
        name: "photo.png",
        objectPath,
        mimeType: "image/png",
        size: 4,
      })
      .returning({ id: complaintAttachments.id });
    return { ...f, informedId: informed.id, attachmentId: attachment!.id };
  },
  rows: [
    { route: "/report-concern", method: "GET", path: () => "/report-concern", expect: publicPage },
    {
      route: "/report-concern",
      method: "GET",
      note: "a search by certificate number",
      path: (f) => `/report-concern?q=${f.number}`,
      expect: publicPage,
    },
    {
      route: "/report-concern/:number",
      method: "GET",
      path: (f) => `/report-concern/${f.number}`,
      expect: publicPage,
    },
    {
      route: "/report-concern/:number",
      method: "GET",
      note: "unknown certificate number",
      path: () => "/report-concern/1900-00001",
      expect: {
        anonymous: "not-found",
        applicant: "not-found",
        examiner: "not-found",
        committee: "not-found",
        administrator: "not-found",
      },
    },
    {
      route: "/report-concern/:number",
      method: "POST",
      prepare: async () => ({
        ip: `192.0.2.${crypto.randomInt(1, 250)}`,
        email: `reporter-${crypto.randomBytes(4).toString("hex")}@example.test`,
      }),
      path: (f) => `/report-concern/${f.number}`,
      raw: async (_f, p) => ({
        body: new URLSearchParams({ ...fields, reporterEmail: p.email!, website: "" }),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          [CLIENT_IP_HEADER]: p.ip!,
        },
      }),
      expect: publicPage,
    },
    { route: CASES, method: "GET", path: () => CASES, expect: staffOnly },
    {
      route: CASES,
      method: "GET",
      note: "search, filters and sort",
      path: () =>
        `${CASES}?q=matrix&status=received&outcome=upheld&overdue=1&from=2026-01-01&to=2026-12-31&sort=due&dir=asc&page=2`,
      expect: staffOnly,
    },
    {
      route: `${CASES}/:id`,
      method: "GET",
      path: (f) => `${CASES}/${f.informedId}`,
      expect: staffOnly,
    },
    {
      route: `${CASES}/:id`,
      method: "GET",
      note: "unknown case",
      path: () => `${CASES}/00000000-0000-4000-8000-000000000000`,
      expect: { ...staffOnly, committee: "not-found", administrator: "not-found" },
    },
    caseAction("acknowledge", []),
    caseAction("investigate", ["acknowledged"]),
    caseAction("resolve", ["acknowledged", "investigating"], () => ({
      outcome: "upheld",
      findings: "The chimney was sealed with the young inside.",
    })),
    caseAction("withdraw", [], () => ({ reason: "The reporter withdrew the concern." })),
    caseAction("assign", [], (f) => ({ assigneeId: f.adminId })),
    caseAction("note", [], () => ({ body: "Called the reporter for photos." })),
    {
      route: `${CASES}/:id`,
      method: "POST",
      intent: "inform",
      prepare: async (f) => {
        const created = await newCase(f);
        const [row] = await getDb().select().from(complaints).where(eq(complaints.id, created.id));
        await changeComplaintStatus(getDb(), admin(f), {
          complaintId: created.id,
          version: row!.version,
          step: { to: "acknowledged", withhold: true },
        });
        return { id: created.id, version: String(row!.version + 1) };
      },
      path: (_f, p) => `${CASES}/${p.id}`,
      form: (_f, p) => ({ intent: "inform", version: p.version! }),
      expect: staffOnly,
    },
    {
      route: `${CASES}/attachments/:id`,
      method: "GET",
      path: (f) => `${CASES}/attachments/${f.attachmentId}`,
      expect: staffOnly,
    },
    {
      route: "/dashboard/concerns/:id",
      method: "GET",
      path: (f) => `/dashboard/concerns/${f.informedId}`,
      expect: businessOnly,
    },
    {
      route: "/dashboard/concerns/:id",
      method: "POST",
      intent: "respond",
      path: (f) => `/dashboard/concerns/${f.informedId}`,
      form: () => ({ response: "We checked the chimney before sealing it." }),
      expect: businessOnly,
    },
  ],
});
