import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contactMessages, emailOutbox } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getEnv, resetEnvForTests } from "~/lib/env.server";
import * as mail from "~/modules/mail/enqueue-email.server";
import { sendContactMessage } from "./send-contact-message.server";
import { refusal } from "../../../tests/helpers/refusals";

const valid = {
  name: "Jordan Reyes",
  email: "Jordan@Example.test",
  subject: "Audit scheduling in Ontario",
  message: "Hello, how far ahead are on-site audits scheduled for businesses in Ontario?",
};

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.CONTACT_RATE_LIMIT_MAX;
  resetEnvForTests();
});

describe("sendContactMessage", () => {
  it("stores the message and queues an e-mail to the support address", async () => {
    const result = await sendContactMessage(valid, { clientIp: "203.0.113.1" });
    expect(result.status).toBe("sent");
    const db = getDb();
    const [stored] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, result.status === "sent" ? result.id : ""));
    expect(stored).toMatchObject({
      name: "Jordan Reyes",
      email: "jordan@example.test",
      subject: "Audit scheduling in Ontario",
      message: valid.message,
    });
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, getEnv().SUPPORT_EMAIL));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: "contact-message",
      subject: "Contact form: Audit scheduling in Ontario",
      status: "pending",
      // Support's reply reaches the visitor (issue 24).
      replyTo: "jordan@example.test",
    });
    expect(mails[0]!.text).toContain("jordan@example.test");
    expect(mails[0]!.text).toContain(valid.message);
    expect(mails[0]!.html).toContain(
      'href="mailto:jordan@example.test?subject=Re%3A%20Audit%20scheduling%20in%20Ontario"',
    );
  });

  it("writes to support in support's language and says which pages the visitor wrote from (issue 36)", async () => {
    const subject = "Question depuis le site en français";
    await sendContactMessage({ ...valid, subject }, { clientIp: "203.0.113.31", locale: "fr-CA" });
    const [mail] = await getDb()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Contact form: ${subject}`));
    expect(mail!.locale).toBe("en");
    expect(mail!.text).toContain("Written from the pages in: Français");
    expect(mail!.html).toContain("<strong>Written from the pages in:</strong> Français");
  });

  it("escapes the visitor's text in the e-mail to support", async () => {
    const subject = "Escaping <b>check</b>";
    await sendContactMessage(
      { ...valid, subject, message: "<script>alert('x')</script> and some more text here" },
      { clientIp: "203.0.113.4" },
    );
    const [mail] = await getDb()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Contact form: ${subject}`));
    expect(mail!.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).not.toContain("<b>check</b>");
  });

  it("stores nothing when the e-mail cannot be queued (one transaction)", async () => {
    vi.spyOn(mail, "enqueueEmail").mockRejectedValueOnce(new Error("outbox unavailable"));
    const subject = "Transaction check";
    await expect(
      sendContactMessage({ ...valid, subject }, { clientIp: "203.0.113.2" }),
    ).rejects.toThrow("outbox unavailable");
    const rows = await getDb()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, subject));
    expect(rows).toHaveLength(0);
  });

  it("refuses invalid input with a message at each field and stores nothing", async () => {
    const error = await refusal(() =>
      sendContactMessage(
        { name: " ", email: "not-an-address", subject: "Hi", message: "Too short" },
        { clientIp: "203.0.113.3" },
      ),
    );
    expect(error.code).toBe("validation");
    expect(error.fieldErrors).toEqual({
      name: "Enter your name",
      email: "Enter a valid e-mail address",
      subject: "Enter a subject of at least 3 characters",
      message: "Enter your message (at least 20 characters)",
    });
    const tooLong = await refusal(() =>
      sendContactMessage({ ...valid, message: "x".repeat(5001) }, { clientIp: "203.0.113.3" }),
    );
    expect(tooLong.fieldErrors.message).toBe("Message must be at most 5000 characters");
    const rows = await getDb()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "not-an-address"));
    expect(rows).toHaveLength(0);
  });

  it("refuses a client address after CONTACT_RATE_LIMIT_MAX messages in an hour", async () => {
    process.env.CONTACT_RATE_LIMIT_MAX = "2";
    resetEnvForTests();
    const ip = "198.51.100.7";
    const subject = "Rate limit check";
    await sendContactMessage({ ...valid, subject }, { clientIp: ip });
    await sendContactMessage({ ...valid, subject }, { clientIp: ip });
    const error = await refusal(() => sendContactMessage({ ...valid, subject }, { clientIp: ip }));
    expect(error.code).toBe("rate_limited");
    expect(error.status).toBe(429);
    expect(error.message).toMatch(
      /^You have sent too many messages in the last hour\. Please try again in (60 minutes|\d+ minutes?)/,
    );
    // Another address is not affected.
    await expect(
      sendContactMessage({ ...valid, subject }, { clientIp: "198.51.100.8" }),
    ).resolves.toMatchObject({ status: "sent" });
    const rows = await getDb()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, subject));
    expect(rows).toHaveLength(3);
  });

  it("discards a message whose honeypot field is filled", async () => {
    const subject = "Honeypot check";
    const result = await sendContactMessage(
      { ...valid, subject, website: "https://spam.example" },
      { clientIp: "203.0.113.9" },
    );
    expect(result).toEqual({ status: "discarded" });
    const rows = await getDb()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, subject));
    expect(rows).toHaveLength(0);
  });
});
