import crypto from "node:crypto";
import { inspections } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { standardsForAudit, uploadAuditPhoto } from "~/modules/audits/index.server";
import { eq } from "drizzle-orm";
import { jpegWithLocation } from "../../helpers/images";
import { makeApplication, makeAudit } from "./fixtures";
import { defineGroup, publicPage, type Asker, type Expected, type MatrixUsers } from "./types";

/**
 * The audit in the field (issue 37): the installable dashboard's manifest and
 * service worker, the offline changes' sync endpoint and the audit photos.
 */
type F = {
  users: MatrixUsers;
  ownAudit: string;
  othersAudit: string;
  standard: string;
  photo: string;
};

const same = (expected: Expected): Record<Asker, Expected> => ({
  anonymous: expected,
  applicant: expected,
  examiner: expected,
  committee: expected,
  administrator: expected,
});

async function photoOf(f: F): Promise<string> {
  const { photo } = await uploadAuditPhoto(
    getDb(),
    { user: { id: f.users.examiner.userId }, activeRole: "examiner" },
    f.ownAudit,
    {
      standardNumber: f.standard,
      file: { name: "site.jpg", bytes: await jpegWithLocation(64, 48) },
    },
  );
  return photo.id;
}

export default defineGroup<F>({
  name: "field audits",
  setup: async (users) => {
    const ownApplication = await makeApplication(users.applicant.userId, {
      status: "inspection-scheduled",
      paymentStatus: "audit-fee-paid",
    });
    const othersApplication = await makeApplication(users.otherApplicant.userId, {
      status: "inspection-scheduled",
      paymentStatus: "audit-fee-paid",
    });
    const ownAudit = await makeAudit(ownApplication, users.examiner.userId, {
      status: "in-progress",
      daysAhead: 80,
    });
    const othersAudit = await makeAudit(othersApplication, users.administrator.userId, {
      status: "in-progress",
      daysAhead: 81,
    });
    const [audit] = await getDb().select().from(inspections).where(eq(inspections.id, ownAudit));
    const standard = (await standardsForAudit(getDb(), audit!)).standards[0]!.number;
    const f = { users, ownAudit, othersAudit, standard, photo: "" };
    return { ...f, photo: await photoOf(f) };
  },
  rows: [
    {
      route: "/dashboard/manifest.webmanifest",
      method: "GET",
      note: "fetched by browsers without cookies",
      path: () => "/dashboard/manifest.webmanifest",
      expect: publicPage,
    },
    {
      route: "/dashboard/sw.js",
      method: "GET",
      note: "the service worker (no secret in it)",
      path: () => "/dashboard/sw.js",
      expect: publicPage,
    },
    {
      route: "/dashboard/audits/:id/sync",
      method: "POST",
      note: "a finding kept offline, to the examiner's own audit",
      path: (f) => `/dashboard/audits/${f.ownAudit}/sync`,
      raw: async (f) => ({
        body: JSON.stringify({
          key: crypto.randomUUID(),
          kind: "finding",
          standardNumber: f.standard,
          finding: "compliant",
          notes: "",
          base: null,
        }),
        headers: { "content-type": "application/json" },
      }),
      expect: {
        anonymous: "unauthorized",
        applicant: "not-found",
        examiner: "ok",
        committee: "ok",
        administrator: "ok",
      },
    },
    {
      route: "/dashboard/audits/:id/sync",
      method: "POST",
      note: "another examiner's audit",
      path: (f) => `/dashboard/audits/${f.othersAudit}/sync`,
      raw: async (f) => ({
        body: JSON.stringify({
          key: crypto.randomUUID(),
          kind: "finding",
          standardNumber: f.standard,
          finding: "compliant",
          notes: "",
          base: null,
        }),
        headers: { "content-type": "application/json" },
      }),
      expect: {
        anonymous: "unauthorized",
        applicant: "not-found",
        examiner: "not-found",
        committee: "ok",
        administrator: "ok",
      },
    },
    {
      route: "/dashboard/audits/:id/photos",
      method: "GET",
      note: "the form's address: back to the audit",
      path: (f) => `/dashboard/audits/${f.ownAudit}/photos`,
      expect: same({ status: 302, location: /^\/dashboard\/audits\/[0-9a-f-]+$/ }),
    },
    {
      route: "/dashboard/audits/:id/photos",
      method: "POST",
      note: "a photo of a finding (JSON answer)",
      path: (f) => `/dashboard/audits/${f.ownAudit}/photos`,
      headers: { accept: "application/json" },
      raw: async (f) => {
        const body = new FormData();
        body.set("standardNumber", f.standard);
        body.set("clientKey", crypto.randomUUID());
        body.set(
          "files",
          new Blob([(await jpegWithLocation(64, 48)) as Uint8Array<ArrayBuffer>], {
            type: "image/jpeg",
          }),
          "a.jpg",
        );
        const request = new Request("http://local/", { method: "POST", body });
        return {
          body: await request.arrayBuffer(),
          headers: { "content-type": request.headers.get("content-type")! },
        };
      },
      expect: {
        anonymous: "login",
        applicant: "denied",
        examiner: "ok",
        committee: "ok",
        administrator: "ok",
      },
    },
    {
      route: "/dashboard/audits/:id/photos/:photoId",
      method: "GET",
      note: "an audit under way: its examiner and staff",
      path: (f) => `/dashboard/audits/${f.ownAudit}/photos/${f.photo}?thumb=1`,
      expect: {
        anonymous: "login",
        applicant: "not-found",
        examiner: "ok",
        committee: "ok",
        administrator: "ok",
      },
    },
    {
      route: "/dashboard/audits/:id/photos/:photoId",
      method: "GET",
      note: "a photo asked for under another audit",
      path: (f) => `/dashboard/audits/${f.othersAudit}/photos/${f.photo}`,
      expect: {
        anonymous: "login",
        applicant: "not-found",
        examiner: "not-found",
        committee: "not-found",
        administrator: "not-found",
      },
    },
    {
      route: "/dashboard/audits/:id",
      method: "POST",
      intent: "deletePhoto",
      note: "confirmed deletion of a photo",
      prepare: async (f) => ({ photo: await photoOf(f) }),
      path: (f) => `/dashboard/audits/${f.ownAudit}`,
      form: (_f, p) => ({ intent: "deletePhoto", photoId: p.photo!, confirm: "yes" }),
      expect: {
        anonymous: "login",
        applicant: "denied",
        examiner: "ok",
        committee: "ok",
        administrator: "ok",
      },
    },
  ],
});
