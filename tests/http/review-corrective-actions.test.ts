/**
 * Issue 37 through the whole app, in French (Canada): the review panel lists
 * each application's corrective actions; a major's open action refuses
 * approval at the decision, naming the standard, and changes nothing; open
 * minors ask for a reason to approve anyway, at its field.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applications, correctiveActions } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { setProfileLocale } from "~/modules/profiles/index.server";
import { databaseDigest } from "../helpers/database-digest";
import { appRequest, routeData, visibleText } from "../helpers/http";
import { createTestUser, type TestUser } from "../helpers/users";
import { makeApplication, makeAudit } from "./route-matrix/fixtures";

let applicant: TestUser;
let examiner: TestUser;
let committee: TestUser;

beforeAll(async () => {
  [applicant, examiner, committee] = await Promise.all([
    createTestUser("applicant"),
    createTestUser("examiner"),
    createTestUser("committee"),
  ]);
  await setProfileLocale(
    getDb(),
    { user: { id: committee.userId }, activeRole: "committee" },
    "fr-CA",
  );
});

/** An application waiting for the panel, its completed audit with open actions on `standards`. */
async function waiting(businessName: string, severity: "minor" | "major", standards: string[]) {
  const id = await makeApplication(applicant.userId, { status: "review-panel", businessName });
  const audit = await makeAudit(id, examiner.userId, { status: "completed", daysAhead: -5 });
  for (const standardNumber of standards) {
    await getDb()
      .insert(correctiveActions)
      .values({
        applicationId: id,
        inspectionId: audit,
        standardNumber,
        standardTitle: `Standard ${standardNumber}`,
        severity,
        dueOn: "2020-02-01",
      });
  }
  return id;
}

async function statusOf(id: string) {
  const [row] = await getDb().select().from(applications).where(eq(applications.id, id));
  return row!.status;
}

describe("the review panel waits for the evidence (issue 37), in French", () => {
  it("lists the actions; a major's open action refuses approval at the decision, nothing changes", async () => {
    const id = await waiting("Faune Majeure Inc.", "major", ["4"]);
    const html = await (await appRequest("/dashboard/review", { cookie: committee.cookie })).text();
    const text = visibleText(html);
    expect(text).toContain("Mesures correctives");
    expect(text).toContain("Norme 4 : Standard 4");
    expect(text).toContain("En retard");
    expect(html).toContain(`href="/dashboard/corrective-actions/`);
    const refusal =
      "Approbation refusée : la mesure corrective de la norme 4 (non-conformité majeure) n’est pas encore acceptée.";
    expect(text).toContain(refusal);

    const before = await databaseDigest();
    const answer = await routeData("/dashboard/review", {
      cookie: committee.cookie,
      form: { applicationId: id, decision: "approved", feedback: "Conforme.", confirm: "yes" },
    });
    expect(answer.status).toBe(422);
    expect((answer.data as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      decision: refusal,
    });
    expect(await databaseDigest()).toEqual(before);
  });

  it("open minors: the reason to approve anyway is asked at its field, then the approval goes through", async () => {
    const id = await waiting("Faune Mineure Inc.", "minor", ["3", "2"]);
    const text = visibleText(
      await (await appRequest("/dashboard/review", { cookie: committee.cookie })).text(),
    );
    expect(text).toContain("Motif pour approuver malgré tout");

    const form = { applicationId: id, decision: "approved", feedback: "Conforme.", confirm: "yes" };
    const missing = await routeData("/dashboard/review", { cookie: committee.cookie, form });
    expect(missing.status).toBe(422);
    expect((missing.data as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      approveAnyway:
        "La mesure corrective des normes 2 et 3 (non-conformité mineure) n’est pas encore acceptée. Indiquez le motif pour approuver malgré tout.",
    });
    expect(await statusOf(id)).toBe("review-panel");

    const approved = await routeData("/dashboard/review", {
      cookie: committee.cookie,
      form: { ...form, approveAnyway: "Corrections mineures de tenue de dossiers." },
    });
    expect(approved.status).toBe(200);
    expect(await statusOf(id)).toBe("approved");
  });
});
