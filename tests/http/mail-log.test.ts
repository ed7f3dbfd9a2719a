/**
 * Mail log texts (issue 7, part 5): counts in good English, a stored (never
 * sent) message never shows a "Delivered" time, and the HTML preview is shown
 * full width rather than in a clipped half-column frame.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { enqueueEmail } from "~/modules/mail/enqueue-email.server";
import { appRequest } from "../helpers/http";
import { createTestUser } from "../helpers/users";

function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

async function enqueue(to: string, subject: string) {
  return enqueueEmail(getDb(), to, "contact-message", {
    name: "Sender",
    email: "sender@example.test",
    subject,
    message: "Body text",
  });
}

describe("/dashboard/mail-log", () => {
  it("says '1 e-mail matches', labels a stored message as not sent, and previews it full width", async () => {
    const admin = await createTestUser("administrator");
    const db = getDb();
    const stored = await enqueue("kept@example.test", "Kept not sent");
    await db
      .update(emailOutbox)
      .set({ status: "stored", attempts: 1, sentAt: new Date() })
      .where(eq(emailOutbox.id, stored));
    const sent = await enqueue("gone@example.test", "Really sent");
    await db
      .update(emailOutbox)
      .set({ status: "sent", attempts: 1, sentAt: new Date() })
      .where(eq(emailOutbox.id, sent));

    const one = visibleText(
      await (
        await appRequest("/dashboard/mail-log?q=kept%40example.test", { cookie: admin.cookie })
      ).text(),
    );
    expect(one).toContain("1 e-mail matches these filters");
    expect(one).not.toContain("1 e-mails");

    const page = await (
      await appRequest(`/dashboard/mail-log?message=${stored}`, { cookie: admin.cookie })
    ).text();
    const text = visibleText(page);
    expect(text).toContain("stored (not sent)");
    expect(text).toContain("Stored");
    expect(text).toContain("not sent: no mail server is configured");
    expect(text).not.toContain("Delivered");
    expect(text).toContain("1 attempt");
    // The preview: its own full-width frame, not a fixed half column.
    const frame = /<iframe[^>]*data-testid="mail-preview"[^>]*>/.exec(page)?.[0] ?? "";
    expect(frame).toContain('sandbox="allow-same-origin"');
    expect(frame).toContain("w-full");
    expect(page).not.toContain("lg:grid-cols-2");

    const delivered = visibleText(
      await (
        await appRequest(`/dashboard/mail-log?message=${sent}`, { cookie: admin.cookie })
      ).text(),
    );
    expect(delivered).toContain("Delivered");
  });
});
