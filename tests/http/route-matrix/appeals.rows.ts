import { eq } from "drizzle-orm";
import { certificates } from "~/db/schema";
import { addDays } from "~/domain/renewal-status";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isoDate } from "~/lib/format";
import { openAppealPanel } from "~/modules/appeals/open-appeal-panel.server";
import { submitAppeal } from "~/modules/appeals/submit-appeal.server";
import { suspendCertificate } from "~/modules/certificates/suspend-certificate.server";
import type { Viewer } from "~/modules/permissions";
import { makeApplication } from "./fixtures";
import { defineGroup, type Asker, type Expected } from "./types";

type F = { applicantId: string; adminId: string; certificateId: string; appealId: string };

const APPEALS = "/dashboard/appeals";
const admin = (f: F): Viewer => ({ user: { id: f.adminId }, activeRole: "administrator" });
const business = (f: F): Viewer => ({ user: { id: f.applicantId }, activeRole: "applicant" });

/** A certified application of the business whose certificate staff suspended. */
async function suspendedCertificate(f: Pick<F, "applicantId" | "adminId">): Promise<string> {
  const applicationId = await makeApplication(f.applicantId, { status: "certified" });
  const [certificate] = await getDb()
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.applicationId, applicationId));
  await suspendCertificate(
    getDb(),
    { user: { id: f.adminId }, activeRole: "administrator" },
    certificate!.id,
    {
      reason: "Matrix suspension",
      reviewOn: addDays(isoDate(new Date(), getEnv().PROGRAMME_TIME_ZONE), 14),
    },
  );
  return certificate!.id;
}

async function newAppeal(f: F, options: { panel?: boolean } = {}) {
  const certificateId = await suspendedCertificate(f);
  const appeal = await submitAppeal(getDb(), business(f), {
    subject: { certificateId },
    grounds: "Matrix grounds",
  });
  if (options.panel) await openAppealPanel(getDb(), admin(f), appeal.id);
  return { id: appeal.id };
}

const listers: Record<Asker, Expected> = {
  anonymous: "login",
  applicant: "ok",
  examiner: "denied",
  committee: "ok",
  administrator: "ok",
};
const businessOnly: Record<Asker, Expected> = {
  anonymous: "login",
  applicant: "ok",
  examiner: "denied",
  committee: "denied",
  administrator: "denied",
};
const staff: Record<Asker, Expected> = {
  anonymous: "login",
  applicant: "denied",
  examiner: "denied",
  committee: "ok",
  administrator: "ok",
};
const panelOnly: Record<Asker, Expected> = {
  anonymous: "login",
  applicant: "denied",
  examiner: "denied",
  committee: "ok",
  administrator: "denied",
};

export default defineGroup<F>({
  name: "appeals",
  setup: async (users) => {
    const base = { applicantId: users.applicant.userId, adminId: users.administrator.userId };
    const certificateId = await suspendedCertificate(base);
    const f: F = { ...base, certificateId, appealId: "" };
    const { id } = await newAppeal(f);
    return { ...f, appealId: id };
  },
  rows: [
    { route: APPEALS, method: "GET", path: () => APPEALS, expect: listers },
    {
      route: `${APPEALS}/:id`,
      method: "GET",
      path: (f) => `${APPEALS}/${f.appealId}`,
      expect: listers,
    },
    {
      route: `${APPEALS}/new`,
      method: "GET",
      note: "the business's own suspended certificate",
      path: (f) => `${APPEALS}/new?certificate=${f.certificateId}`,
      expect: businessOnly,
    },
    {
      route: `${APPEALS}/new`,
      method: "POST",
      prepare: async (f) => ({ certificateId: await suspendedCertificate(f) }),
      path: (_f, p) => `${APPEALS}/new?certificate=${p.certificateId}`,
      form: () => ({ grounds: "The complaint concerned another business." }),
      expect: businessOnly,
    },
    {
      route: `${APPEALS}/:id`,
      method: "POST",
      intent: "open-panel",
      prepare: (f) => newAppeal(f),
      path: (_f, p) => `${APPEALS}/${p.id}`,
      form: () => ({ intent: "open-panel" }),
      expect: staff,
    },
    {
      route: `${APPEALS}/:id`,
      method: "POST",
      intent: "vote",
      prepare: (f) => newAppeal(f, { panel: true }),
      path: (_f, p) => `${APPEALS}/${p.id}`,
      form: () => ({ intent: "vote", vote: "dismiss" }),
      expect: panelOnly,
    },
    {
      route: `${APPEALS}/:id`,
      method: "POST",
      intent: "withdraw",
      prepare: (f) => newAppeal(f),
      path: (_f, p) => `${APPEALS}/${p.id}`,
      form: () => ({ intent: "withdraw" }),
      expect: businessOnly,
    },
  ],
});
