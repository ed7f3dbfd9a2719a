import { describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import type { Role } from "~/modules/permissions/permissions";
import { insertApplication } from "../../../tests/helpers/dashboard";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { summarizeReviewQueue } from "./summarize-review-queue.server";

const as = (u: TestUser, activeRole: Role) => ({ user: { id: u.userId }, activeRole });

describe("the review queue on the committee's dashboard", () => {
  it("counts the applications waiting for a decision and names the longest waiting first", async () => {
    const committee = await createTestUser("committee");
    const applicant = await createTestUser("applicant");
    const before = await summarizeReviewQueue(getDb(), as(committee, "committee"));
    const t = Date.now();
    await insertApplication({
      applicantId: applicant.userId,
      businessName: "Queue Newer",
      status: "review-panel",
      updatedAt: new Date(t - 1000),
    });
    const oldest = await insertApplication({
      applicantId: applicant.userId,
      businessName: "Queue Oldest",
      status: "inspection-completed",
      updatedAt: new Date(t - 50 * 86_400_000),
    });
    await insertApplication({ applicantId: applicant.userId, status: "inspection-scheduled" });

    const after = await summarizeReviewQueue(getDb(), as(committee, "committee"));
    expect(after.total - before.total).toBe(2);
    expect(after.oldest[0]).toMatchObject({
      id: oldest.id,
      businessName: "Queue Oldest",
      status: "inspection-completed",
      href: `/dashboard/applications/${oldest.id}`,
    });
    expect(after.oldest.length).toBeLessThanOrEqual(5);
  });

  it("is empty for roles without the review panel", async () => {
    const applicant = await createTestUser("applicant");
    await insertApplication({ applicantId: applicant.userId, status: "review-panel" });
    const examiner = await createTestUser("examiner");
    for (const viewer of [as(applicant, "applicant"), as(examiner, "examiner")]) {
      expect(await summarizeReviewQueue(getDb(), viewer)).toEqual({ total: 0, oldest: [] });
    }
  });
});
