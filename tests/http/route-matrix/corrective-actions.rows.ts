import { inspectionFindings } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { answerCorrectiveAction } from "~/modules/corrective-actions/answer-corrective-action.server";
import { createCorrectiveActionsForAudit } from "~/modules/corrective-actions/create-corrective-actions.server";
import { correctiveActionEvidence } from "~/db/schema";
import { eq } from "drizzle-orm";
import { sampleFiles } from "../../helpers/documents";
import { makeApplication, makeAudit } from "./fixtures";
import { defineGroup, everyoneSignedIn, type Asker, type Expected } from "./types";

type F = { applicantId: string; examinerId: string; actionId: string; evidenceId: string };

const ACTIONS = "/dashboard/corrective-actions";

/** A completed audit of the business by the matrix examiner with one minor non-conformity: its open action. */
async function openAction(f: Pick<F, "applicantId" | "examinerId">): Promise<string> {
  const applicationId = await makeApplication(f.applicantId, { status: "inspection-completed" });
  const auditId = await makeAudit(applicationId, f.examinerId, { status: "completed" });
  await getDb().insert(inspectionFindings).values({
    inspectionId: auditId,
    standardNumber: "6",
    standardTitle: "Humane exclusion",
    finding: "minor-non-conformity",
    notes: "Gaps under the shed door.",
  });
  const [action] = await getDb().transaction((tx) =>
    createCorrectiveActionsForAudit(tx, {
      auditId,
      applicationId,
      actorId: f.examinerId,
      completedAt: new Date(),
    }),
  );
  return action!.id;
}

/** An action the business has answered with one evidence file. */
async function answeredAction(f: Pick<F, "applicantId" | "examinerId">) {
  const id = await openAction(f);
  await answerCorrectiveAction(
    getDb(),
    { user: { id: f.applicantId }, activeRole: "applicant" },
    id,
    {
      rootCause: "Old mesh",
      changesMade: "New mesh",
      version: 0,
      files: [{ name: "mesh.pdf", bytes: sampleFiles.pdf() }],
    },
  );
  return id;
}

const viewers: Record<Asker, Expected> = everyoneSignedIn;
const businessOnly: Record<Asker, Expected> = {
  anonymous: "login",
  applicant: "ok",
  examiner: "denied",
  committee: "denied",
  administrator: "denied",
};
const verifiers: Record<Asker, Expected> = {
  anonymous: "login",
  applicant: "denied",
  examiner: "ok",
  committee: "ok",
  administrator: "ok",
};

export default defineGroup<F>({
  name: "corrective-actions",
  setup: async (users) => {
    const base = { applicantId: users.applicant.userId, examinerId: users.examiner.userId };
    const actionId = await answeredAction(base);
    const [evidence] = await getDb()
      .select({ id: correctiveActionEvidence.id })
      .from(correctiveActionEvidence)
      .where(eq(correctiveActionEvidence.correctiveActionId, actionId));
    return { ...base, actionId, evidenceId: evidence!.id };
  },
  rows: [
    { route: ACTIONS, method: "GET", path: () => ACTIONS, expect: everyoneSignedIn },
    {
      route: `${ACTIONS}/:id`,
      method: "GET",
      note: "the business's action from the examiner's audit",
      path: (f) => `${ACTIONS}/${f.actionId}`,
      expect: viewers,
    },
    {
      route: `${ACTIONS}/:id/evidence/:evidenceId`,
      method: "GET",
      path: (f) => `${ACTIONS}/${f.actionId}/evidence/${f.evidenceId}`,
      expect: viewers,
    },
    {
      route: `${ACTIONS}/:id`,
      method: "POST",
      intent: "answer",
      note: "multipart, with an evidence file",
      prepare: async (f) => ({ id: await openAction(f) }),
      path: (_f, p) => `${ACTIONS}/${p.id}`,
      raw: async () => {
        const form = new FormData();
        form.append("intent", "answer");
        form.append("version", "0");
        form.append("rootCause", "The door seal had perished.");
        form.append("changesMade", "A new seal and mesh were fitted.");
        form.append("files", new File([sampleFiles.pdf() as BlobPart], "seal.pdf"));
        const encoded = new Response(form);
        const body = new Uint8Array(await encoded.arrayBuffer());
        return {
          body,
          headers: {
            "content-type": encoded.headers.get("content-type")!,
            "content-length": String(body.byteLength),
          },
        };
      },
      expect: businessOnly,
    },
    {
      route: `${ACTIONS}/:id`,
      method: "POST",
      intent: "accept",
      prepare: async (f) => ({ id: await answeredAction(f) }),
      path: (_f, p) => `${ACTIONS}/${p.id}`,
      form: () => ({ intent: "accept", version: "1", confirm: "yes" }),
      expect: verifiers,
    },
    {
      route: `${ACTIONS}/:id`,
      method: "POST",
      intent: "return",
      prepare: async (f) => ({ id: await answeredAction(f) }),
      path: (_f, p) => `${ACTIONS}/${p.id}`,
      form: () => ({ intent: "return", version: "1", reason: "Show the door.", confirm: "yes" }),
      expect: verifiers,
    },
  ],
});
