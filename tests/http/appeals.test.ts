/**
 * Appeals through the whole app (decision 057): the business sees "Appeal
 * this decision" on its suspended certificate, sends the form and lands on
 * its appeal; staff open the impartial panel; a panel member votes and, the
 * roll complete, the certificate is back in force.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appealPanelMembers, appeals, applications, certificates, profiles } from "~/db/schema";
import { addDays } from "~/domain/renewal-status";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isoDate } from "~/lib/format";
import { generateCertificate, suspendCertificate } from "~/modules/certificates/index.server";
import { appRequest, visibleText } from "../helpers/http";
import { createTestUser, signInCookie, TEST_PASSWORD } from "../helpers/users";

describe("appealing a suspension", () => {
  it("business appeals from the certificate page; staff open the panel; the panel's votes reinstate", async () => {
    const db = getDb();
    const admin = await createTestUser("administrator");
    const owner = await createTestUser("applicant");
    const [app] = await db
      .insert(applications)
      .values({
        applicantId: owner.userId,
        status: "approved",
        paymentStatus: "membership-fee-paid",
        businessName: "Appeal Ridge Wildlife",
        businessAddress: {
          street: "1 Ridge Road",
          city: "Albany",
          region: "New York",
          postalCode: "12207",
          country: "United States",
        },
        contactName: "Chris Contact",
        contactEmail: "contact@appealridge.example",
        contactPhone: "+1 518 555 0176",
        metadata: { services_offered: ["Bat exclusion"], service_area: "Albany" },
      })
      .returning();
    const adminViewer = { user: { id: admin.userId }, activeRole: "administrator" as const };
    const { certificate } = await generateCertificate(db, adminViewer, app!.id);
    await suspendCertificate(db, adminViewer, certificate.id, {
      reason: "Complaint under investigation",
      reviewOn: addDays(isoDate(new Date(), getEnv().PROGRAMME_TIME_ZONE), 14),
    });

    const page = await appRequest(`/dashboard/certificates/view/${certificate.id}`, {
      cookie: owner.cookie,
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Appeal this decision");
    expect(html).toContain(`/dashboard/appeals/new?certificate=${certificate.id}`);

    const form = await appRequest(`/dashboard/appeals/new?certificate=${certificate.id}`, {
      cookie: owner.cookie,
    });
    expect(visibleText(await form.text())).toContain("Suspension of a certificate");
    const empty = await appRequest(`/dashboard/appeals/new?certificate=${certificate.id}`, {
      cookie: owner.cookie,
      form: { grounds: "  " },
    });
    expect(empty.status).toBe(422);
    expect(await db.select().from(appeals).where(eq(appeals.applicationId, app!.id))).toHaveLength(
      0,
    );
    // With documents (multipart): a script posing as a PDF refuses the whole appeal at the field.
    const multipart = (files: File[]) => {
      const body = new FormData();
      body.set("grounds", "The complaint concerned another business.");
      for (const file of files) body.append("files", file);
      return body;
    };
    const pdf = new File(["%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"], "job-log.pdf", {
      type: "application/pdf",
    });
    const script = new File(["<script>alert(1)</script>"], "evidence.pdf", {
      type: "application/pdf",
    });
    const refused = await appRequest(`/dashboard/appeals/new?certificate=${certificate.id}`, {
      cookie: owner.cookie,
      body: multipart([pdf, script]),
    });
    expect(refused.status).toBe(422);
    const refusedText = visibleText(await refused.text());
    expect(refusedText).toContain("evidence.pdf");
    expect(refusedText).toContain("The complaint concerned another business.");
    expect(await db.select().from(appeals).where(eq(appeals.applicationId, app!.id))).toHaveLength(
      0,
    );
    const sent = await appRequest(`/dashboard/appeals/new?certificate=${certificate.id}`, {
      cookie: owner.cookie,
      body: multipart([pdf]),
    });
    expect(sent.status).toBe(302);
    const [appeal] = await db.select().from(appeals).where(eq(appeals.applicationId, app!.id));
    expect(sent.headers.get("location")).toContain(`/dashboard/appeals/${appeal!.id}`);
    const mine = await appRequest(`/dashboard/appeals/${appeal!.id}`, { cookie: owner.cookie });
    const mineHtml = await mine.text();
    expect(visibleText(mineHtml)).toContain(appeal!.reference);
    const [documentLink] = mineHtml.match(/\/dashboard\/documents\/[0-9a-f-]+\/download/) ?? [];
    expect(visibleText(mineHtml)).toContain("job-log.pdf");
    const download = await appRequest(documentLink!, { cookie: owner.cookie });
    expect(download.status).toBe(200);
    expect(await download.text()).toContain("%PDF-1.4");

    // No "Appeal this decision" any more: the decision is appealed.
    const again = await appRequest(`/dashboard/certificates/view/${certificate.id}`, {
      cookie: owner.cookie,
    });
    expect(await again.text()).not.toContain("Appeal this decision");

    const member = await createTestUser("committee");
    const opened = await appRequest(`/dashboard/appeals/${appeal!.id}`, {
      cookie: admin.cookie,
      form: { intent: "open-panel" },
    });
    expect(opened.status).toBe(200);
    const roll = await db
      .select({ userId: appealPanelMembers.userId })
      .from(appealPanelMembers)
      .where(eq(appealPanelMembers.appealId, appeal!.id));
    expect(roll.map((r) => r.userId)).toContain(member.userId);
    expect(roll.map((r) => r.userId)).not.toContain(admin.userId);

    // Every member on the roll upholds (other committee members of earlier tests sit too).
    for (const { userId } of roll) {
      const [p] = await db.select().from(profiles).where(eq(profiles.id, userId));
      const cookie =
        userId === member.userId ? member.cookie : await signInCookie(p!.email, TEST_PASSWORD);
      const voted = await appRequest(`/dashboard/appeals/${appeal!.id}`, {
        cookie,
        form: { intent: "vote", vote: "uphold" },
      });
      expect(voted.status).toBe(200);
    }
    const [after] = await db.select().from(certificates).where(eq(certificates.id, certificate.id));
    expect(after!.status).toBe("active");
    const staffView = await appRequest(`/dashboard/appeals/${appeal!.id}`, {
      cookie: admin.cookie,
    });
    const staffText = visibleText(await staffView.text());
    expect(staffText).toContain("Upheld");
    expect(staffText).toContain("job-log.pdf");
  });

  it("an appeal by another account, or after the 30 days, is refused with a clear message and nothing written", async () => {
    const db = getDb();
    const admin = await createTestUser("administrator");
    const owner = await createTestUser("applicant");
    const stranger = await createTestUser("applicant");
    const [app] = await db
      .insert(applications)
      .values({
        applicantId: owner.userId,
        status: "approved",
        paymentStatus: "membership-fee-paid",
        businessName: "Late Appeal Wildlife",
        businessAddress: {
          street: "2 Ridge Road",
          city: "Albany",
          region: "New York",
          postalCode: "12207",
          country: "United States",
        },
        contactName: "Casey Contact",
        contactEmail: "contact@lateappeal.example",
        contactPhone: "+1 518 555 0177",
        metadata: { services_offered: ["Bat exclusion"], service_area: "Albany" },
      })
      .returning();
    const adminViewer = { user: { id: admin.userId }, activeRole: "administrator" as const };
    const { certificate } = await generateCertificate(db, adminViewer, app!.id);
    await suspendCertificate(db, adminViewer, certificate.id, {
      reason: "Complaint under investigation",
      reviewOn: addDays(isoDate(new Date(), getEnv().PROGRAMME_TIME_ZONE), 14),
    });
    const path = `/dashboard/appeals/new?certificate=${certificate.id}`;
    const grounds = { grounds: "We were elsewhere." };

    // Someone else's account: the decision is not theirs to appeal.
    const strangerForm = await appRequest(path, { cookie: stranger.cookie });
    expect(strangerForm.status).toBe(404);
    const strangerPost = await appRequest(path, { cookie: stranger.cookie, form: grounds });
    expect(strangerPost.status).toBe(403);
    expect(await db.select().from(appeals).where(eq(appeals.applicationId, app!.id))).toHaveLength(
      0,
    );

    // Past the window (suspended 31 days ago): the form says when it ended; a post is refused.
    await db
      .update(certificates)
      .set({ suspendedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(certificates.id, certificate.id));
    const lateForm = visibleText(await (await appRequest(path, { cookie: owner.cookie })).text());
    expect(lateForm).toMatch(
      /The time to appeal this decision ended on .+\. A decision may be appealed within 30 days\./,
    );
    const latePost = await appRequest(path, { cookie: owner.cookie, form: grounds });
    expect(latePost.status).toBe(409);
    expect(visibleText(await latePost.text())).toContain(
      "The time to appeal this decision ended on",
    );
    expect(await db.select().from(appeals).where(eq(appeals.applicationId, app!.id))).toHaveLength(
      0,
    );
  });
});
