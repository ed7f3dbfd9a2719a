import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { contactMessages, emailOutbox } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getEnv, resetEnvForTests } from "~/lib/env.server";
import { CLIENT_IP_HEADER } from "~/lib/client-address.server";
import { action } from "~/routes/public/contact";
import { makeRequest, routeArgs } from "../../../tests/helpers/requests";

type Result = {
  data: {
    ok: boolean;
    message?: string;
    fieldErrors?: Record<string, string>;
    values?: Record<string, string>;
  };
  init: { status?: number } | null;
};

async function submit(form: Record<string, string>, ip = "192.0.2.10"): Promise<Result> {
  const request = makeRequest("/contact", { form, headers: { [CLIENT_IP_HEADER]: ip } });
  return (await action(routeArgs(request))) as unknown as Result;
}

const form = {
  name: "Camille Tremblay",
  email: "camille@example.test",
  subject: "Accreditation in Quebec",
  message: "Bonjour! Do you accept applications from businesses operating in Quebec?",
  website: "",
};

afterEach(() => {
  delete process.env.CONTACT_RATE_LIMIT_MAX;
  resetEnvForTests();
});

describe("contact route action", () => {
  it("sends a valid message: stored and e-mailed to support", async () => {
    const result = await submit(form);
    expect(result.data.ok).toBe(true);
    expect(result.init?.status ?? 200).toBe(200);
    const db = getDb();
    const stored = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, form.subject));
    expect(stored).toHaveLength(1);
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Contact form: ${form.subject}`));
    expect(mails.map((m) => m.to)).toEqual([getEnv().SUPPORT_EMAIL]);
  });

  it("answers 422 with messages at the fields and keeps the values", async () => {
    const result = await submit({ ...form, email: "camille@", message: "Short" });
    expect(result.init?.status).toBe(422);
    expect(result.data.ok).toBe(false);
    expect(result.data.fieldErrors).toEqual({
      email: "Enter a valid e-mail address",
      message: "Enter your message (at least 20 characters)",
    });
    expect(result.data.values).toEqual({
      name: form.name,
      email: "camille@",
      subject: form.subject,
      message: "Short",
    });
  });

  it("refuses with 429 and a clear message once the client address reaches the limit", async () => {
    process.env.CONTACT_RATE_LIMIT_MAX = "1";
    resetEnvForTests();
    const ip = "192.0.2.77";
    expect((await submit({ ...form, subject: "Limit one" }, ip)).data.ok).toBe(true);
    const refused = await submit({ ...form, subject: "Limit two" }, ip);
    expect(refused.init?.status).toBe(429);
    expect(refused.data.message).toMatch(/too many messages/);
    expect(refused.data.values?.subject).toBe("Limit two");
    const rows = await getDb()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, "Limit two"));
    expect(rows).toHaveLength(0);
  });
});
