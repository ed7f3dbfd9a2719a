import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { complaints, emailOutbox } from "~/db/schema";
import { CLIENT_IP_HEADER } from "~/lib/client-address.server";
import { getDb } from "~/lib/db.server";
import { addDays } from "~/domain/renewal-status";
import { getEnv, resetEnvForTests } from "~/lib/env.server";
import { isoDate } from "~/lib/format";
import { suspendCertificate } from "~/modules/certificates/index.server";
import { createCertifiedBusiness } from "../helpers/certified-business";
import { databaseDigest } from "../helpers/database-digest";
import { sampleFiles } from "../helpers/documents";
import { appRequest, visibleText } from "../helpers/http";
import { createTestUser } from "../helpers/users";

const fields = {
  description: "They used glue boards in the attic and the squirrels suffered for days.",
  occurredOn: "2026-09-15",
  location: "Springfield, IL",
  reporterName: "Jamie Chen",
  reporterEmail: "jamie@example.test",
  consent: "on",
  website: "",
};

let ip = 0;
function post(
  number: string,
  values: Record<string, string>,
  files: { name: string; bytes: Uint8Array }[] = [],
  clientIp = `192.0.2.${(ip += 1)}`,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  for (const f of files) form.append("files", new File([f.bytes as BlobPart], f.name));
  return appRequest(`/report-concern/${number}`, {
    method: "POST",
    body: form,
    headers: { [CLIENT_IP_HEADER]: clientIp },
  });
}

const count = async () =>
  (
    await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(complaints)
  )[0]!.n;

afterEach(() => {
  delete process.env.COMPLAINT_RATE_LIMIT_MAX;
  delete process.env.COMPLAINT_ACKNOWLEDGE_BUSINESS_DAYS;
  delete process.env.COMPLAINT_RESOLVE_BUSINESS_DAYS;
  resetEnvForTests();
});

describe("where a concern is reported from", () => {
  it("the business's directory page and its verification page link to the form; a suspended business's verification page too; a revoked one's does not", async () => {
    const business = await createCertifiedBusiness();
    const form = `/report-concern/${business.certificateNumber}`;
    const directoryPage = await (await appRequest(`/directory/${business.certificateId}`)).text();
    expect(directoryPage).toContain(`href="${form}"`);
    const verifyPage = await (await appRequest(`/verify/${business.verificationCode}`)).text();
    expect(verifyPage).toContain(`href="${form}"`);

    const admin = await createTestUser("administrator");
    await suspendCertificate(
      getDb(),
      { user: { id: admin.userId }, activeRole: "administrator" },
      business.certificateId,
      {
        reason: "Inquiry",
        reviewOn: addDays(isoDate(new Date(), getEnv().PROGRAMME_TIME_ZONE), 10),
      },
    );
    const suspendedPage = await (await appRequest(`/verify/${business.verificationCode}`)).text();
    expect(visibleText(suspendedPage)).toContain("Suspended on");
    // The page says what the state means, and never the reason.
    expect(visibleText(suspendedPage)).toContain(
      "the programme suspended the certificate on the date shown while it looks into a problem",
    );
    expect(visibleText(suspendedPage)).not.toContain("Inquiry");
    expect(suspendedPage).toContain(`href="${form}"`);
    const suspendedForm = await appRequest(form);
    expect(suspendedForm.status).toBe(200);
    expect(visibleText(await suspendedForm.text())).toContain("What happened");

    const revoked = await createCertifiedBusiness({ status: "revoked" });
    const revokedPage = await (await appRequest(`/verify/${revoked.verificationCode}`)).text();
    expect(revokedPage).not.toContain("/report-concern/");
  });
});

describe("the public explanation (transparency, privacy)", () => {
  it("/process explains complaints with the programme's deadlines, and suspension and appeals; /privacy states how long reporters' data is kept", async () => {
    const process5 = visibleText(await (await appRequest("/process")).text());
    expect(process5).toContain("Complaints about an accredited business");
    expect(process5).toContain("Acknowledged within 5 business days");
    expect(process5).toContain("Resolved within 30 business days of receipt");
    expect(process5).toContain("Suspension and appeals");
    expect(process5).toContain("within 30 days of the decision");
    expect(process5).toContain("A panel of committee members who took no part in the decision");

    process.env.COMPLAINT_ACKNOWLEDGE_BUSINESS_DAYS = "3";
    process.env.COMPLAINT_RESOLVE_BUSINESS_DAYS = "20";
    resetEnvForTests();
    const process3 = visibleText(await (await appRequest("/process")).text());
    expect(process3).toContain("Acknowledged within 3 business days");
    expect(process3).toContain("Resolved within 20 business days of receipt");

    const privacy = visibleText(await (await appRequest("/privacy")).text());
    expect(privacy).toContain(
      "the photos and documents they sent, are deleted 2 years after the case is closed",
    );
    expect(privacy).toContain("the business never does");
  });
});

describe("report a concern (public, without JavaScript)", () => {
  it("shows the form on an accredited business and answers the reference after sending", async () => {
    const business = await createCertifiedBusiness();
    const page = await appRequest(`/report-concern/${business.certificateNumber}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain('name="website"');
    const sent = await post(business.certificateNumber, fields, [
      { name: "attic.png", bytes: sampleFiles.png() },
    ]);
    expect(sent.status).toBe(200);
    const text = visibleText(await sent.text());
    expect(text).toMatch(/Your reference number is C-\d{4}-\d{4}/);
    expect(text).toContain("within 5 business days");
  });

  it("offers the right channel for a business that is not accredited, and stores nothing", async () => {
    const revoked = await createCertifiedBusiness({ status: "revoked" });
    const page = visibleText(
      await (await appRequest(`/report-concern/${revoked.certificateNumber}`)).text(),
    );
    expect(page).toContain("is not accredited by the programme at present");
    expect(page).toContain("Contact the programme");
    const before = await databaseDigest();
    const sent = await post(revoked.certificateNumber, fields);
    expect(sent.status).toBe(409);
    expect(visibleText(await sent.text())).toContain("state or provincial wildlife agency");
    expect(await databaseDigest()).toEqual(before);
  });

  it("refuses a concern without contact details, with messages at the fields", async () => {
    const business = await createCertifiedBusiness();
    const before = await count();
    const sent = await post(business.certificateNumber, {
      ...fields,
      reporterName: "",
      reporterEmail: "",
    });
    expect(sent.status).toBe(422);
    const text = visibleText(await sent.text());
    expect(text).toContain("Enter your name so we can follow up with you");
    expect(text).toContain("Enter your e-mail address: we send the reference number to it");
    expect(await count()).toBe(before);
  });

  it("writes to a reporter who used the French form in French (issue 36)", async () => {
    const business = await createCertifiedBusiness();
    const description = "Ils ont laissé un raton laveur dans une cage toute la nuit, sans eau.";
    const form = new FormData();
    const reporterEmail = "camille@example.test";
    for (const [k, v] of Object.entries({ ...fields, description, reporterEmail })) {
      form.append(k, v);
    }
    const sent = await appRequest(`/fr/report-concern/${business.certificateNumber}`, {
      method: "POST",
      body: form,
      headers: { [CLIENT_IP_HEADER]: `192.0.2.${(ip += 1)}` },
    });
    expect(sent.status).toBe(200);
    const [row] = await getDb()
      .select()
      .from(complaints)
      .where(eq(complaints.description, description));
    expect(row!.reporterLocale).toBe("fr-CA");
    const [mail] = await getDb()
      .select()
      .from(emailOutbox)
      .where(
        eq(
          emailOutbox.subject,
          `Votre préoccupation concernant ${business.businessName}\u00a0: référence ${row!.reference}`,
        ),
      );
    expect(mail).toMatchObject({ locale: "fr-CA", to: reporterEmail });
    expect(mail!.html).toContain('<html lang="fr-CA">');
  });

  it("stores a script as text and shows it escaped to staff", async () => {
    const business = await createCertifiedBusiness();
    const script = "<script>alert('concern')</script> They trapped a skunk and left it.";
    const sent = await post(business.certificateNumber, { ...fields, description: script });
    expect(sent.status).toBe(200);
    const [row] = await getDb().select().from(complaints).where(eq(complaints.description, script));
    expect(row).toBeDefined();
    const admin = await createTestUser("administrator");
    const html = await (
      await appRequest(`/dashboard/complaints/${row!.id}`, { cookie: admin.cookie })
    ).text();
    expect(html).toContain("&lt;script&gt;alert(");
    expect(html).not.toContain("<script>alert(");
    const [mail] = await getDb()
      .select()
      .from(emailOutbox)
      .where(
        eq(
          emailOutbox.subject,
          `Your concern about ${business.businessName}: reference ${row!.reference}`,
        ),
      );
    expect(mail).toBeDefined();
  });

  it("refuses a huge attachment (413) and a file that is not allowed, storing nothing", async () => {
    const business = await createCertifiedBusiness();
    const before = await count();
    // One cap, the concern form's own (10 MB), not the documents module's 20 MB.
    const huge = new Uint8Array(11 * 1024 * 1024);
    huge.set(sampleFiles.png());
    const tooLarge = await post(business.certificateNumber, fields, [
      { name: "huge.png", bytes: huge },
    ]);
    expect(tooLarge.status).toBe(413);
    expect(visibleText(await tooLarge.text())).toContain("huge.png is larger than 10 MB");
    const exe = await post(business.certificateNumber, fields, [
      { name: "photo.png", bytes: sampleFiles.exe() },
    ]);
    expect(exe.status).toBe(422);
    expect(visibleText(await exe.text())).toContain("photo.png is not an allowed file type");
    expect(await count()).toBe(before);
  });

  it("answers a filled honeypot like a success without a reference, and stores nothing", async () => {
    const business = await createCertifiedBusiness();
    const before = await count();
    const sent = await post(business.certificateNumber, {
      ...fields,
      reporterEmail: "bot@example.test",
      website: "https://spam.example",
    });
    expect(sent.status).toBe(200);
    const text = visibleText(await sent.text());
    expect(text).toContain("we have received your concern");
    expect(text).not.toContain("Your reference number");
    expect(await count()).toBe(before);
  });

  it("limits concerns per client address with a clear 429", async () => {
    process.env.COMPLAINT_RATE_LIMIT_MAX = "1";
    resetEnvForTests();
    const business = await createCertifiedBusiness();
    const address = "192.0.2.222";
    expect(
      (
        await post(
          business.certificateNumber,
          { ...fields, reporterEmail: "a@example.test" },
          [],
          address,
        )
      ).status,
    ).toBe(200);
    const before = await count();
    const refused = await post(
      business.certificateNumber,
      { ...fields, reporterEmail: "b@example.test" },
      [],
      address,
    );
    expect(refused.status).toBe(429);
    expect(visibleText(await refused.text())).toContain(
      "Too many concerns have been sent from your connection in the last hour",
    );
    expect(await count()).toBe(before);
  });

  it("checks the address's limits before reading a body, and counts refused attempts too", async () => {
    process.env.COMPLAINT_RATE_LIMIT_MAX = "1";
    resetEnvForTests();
    const business = await createCertifiedBusiness();
    // Attempts that fail validation count: 3 per concern allowed, then 429 unread.
    const attempts = "192.0.2.223";
    for (let i = 0; i < 3; i += 1) {
      const invalid = await post(
        business.certificateNumber,
        { ...fields, location: "" },
        [],
        attempts,
      );
      expect(invalid.status).toBe(422);
    }
    const pulled = { chunks: 0 };
    const body = () =>
      new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pulled.chunks += 1;
            controller.enqueue(new TextEncoder().encode("--x\r\n"));
          },
        },
        { highWaterMark: 0 },
      );
    const unread = (clientIp: string) =>
      appRequest(`/report-concern/${business.certificateNumber}`, {
        method: "POST",
        body: body(),
        headers: {
          [CLIENT_IP_HEADER]: clientIp,
          "content-type": "multipart/form-data; boundary=x",
        },
      });
    const overAttempts = await unread(attempts);
    expect(overAttempts.status).toBe(429);
    expect(pulled.chunks).toBe(0);

    // An address that has sent its concern is refused before its next body is read.
    const sent = "192.0.2.224";
    const first = { ...fields, reporterEmail: "c@example.test" };
    expect((await post(business.certificateNumber, first, [], sent)).status).toBe(200);
    const overConcerns = await unread(sent);
    expect(overConcerns.status).toBe(429);
    expect(visibleText(await overConcerns.text())).toContain(
      "Too many concerns have been sent from your connection in the last hour",
    );
    expect(pulled.chunks).toBe(0);
  });
});
