/**
 * Confirmed addresses (decision 080) through the app with real sessions: an
 * unconfirmed account sees why it cannot submit on its application page and
 * sends the link again from the notice; the links are limited per hour; a
 * confirmed account is told so and gets no e-mail.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, user } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { appRequest, visibleText } from "../helpers/http";
import { createTestUser } from "../helpers/users";
import { makeApplication } from "./route-matrix/fixtures";

const confirmationMails = (to: string) =>
  getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, "email-confirmation")));

describe("/dashboard/email-address", () => {
  it("the application page says why and sends the link again; five links an hour, then a clear refusal", async () => {
    const business = await createTestUser("applicant");
    await getDb().update(user).set({ emailVerified: false }).where(eq(user.id, business.userId));
    const applicationId = await makeApplication(business.userId);
    const page = visibleText(
      await (
        await appRequest(`/dashboard/applications/${applicationId}`, { cookie: business.cookie })
      ).text(),
    );
    expect(page).toContain(`Your e-mail address ${business.email} is not confirmed yet.`);
    expect(page).toContain("Send the link again");

    for (let i = 0; i < 5; i++) {
      const sent = await appRequest("/dashboard/email-address", {
        cookie: business.cookie,
        form: { intent: "resend" },
      });
      expect(sent.status).toBe(200);
      expect(visibleText(await sent.text())).toContain(
        `We have sent a new link to ${business.email}.`,
      );
    }
    expect(await confirmationMails(business.email)).toHaveLength(5);
    const limited = await appRequest("/dashboard/email-address", {
      cookie: business.cookie,
      form: { intent: "resend" },
    });
    expect(limited.status).toBe(429);
    expect(visibleText(await limited.text())).toContain(
      "We have sent several links in the last hour.",
    );
    expect(await confirmationMails(business.email)).toHaveLength(5);
  });

  it("a confirmed account is told so; no e-mail, no notice", async () => {
    const business = await createTestUser("applicant");
    const answer = await appRequest("/dashboard/email-address", {
      cookie: business.cookie,
      form: { intent: "resend" },
    });
    expect(visibleText(await answer.text())).toContain(
      `Your e-mail address ${business.email} is confirmed.`,
    );
    expect(await confirmationMails(business.email)).toHaveLength(0);
    const applicationId = await makeApplication(business.userId);
    const page = await (
      await appRequest(`/dashboard/applications/${applicationId}`, { cookie: business.cookie })
    ).text();
    expect(page).not.toContain("Send the link again");
  });
});
