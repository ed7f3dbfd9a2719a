/**
 * Certificate screens over HTTP (moved from the former route-level
 * integration tests): generate, view, PDF, revoke, and the application page's
 * Generate button.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, certificates } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { loader as detailLoader } from "~/routes/dashboard/applications/detail";
import type { loader as listLoader } from "~/routes/dashboard/certificates/list";
import type {
  action as viewAction,
  loader as viewLoader,
} from "~/routes/dashboard/certificates/view";
import { appRequest, dataAnswer, routeData } from "../helpers/http";
import { createTestUser } from "../helpers/users";

type Thrown = { init?: { status?: number } | null; data?: { title?: string; message?: string } };
type Failure = {
  data: { message: string; fieldErrors: Record<string, string> };
  init: { status: number };
};

async function makeApplication(
  applicantId: string,
  values: { status?: string; paymentStatus?: string } = {},
) {
  const [row] = await getDb()
    .insert(applications)
    .values({
      applicantId,
      status: values.status ?? "approved",
      paymentStatus: values.paymentStatus ?? "membership-fee-paid",
      businessName: `Kind Critter Control ${Math.random().toString(36).slice(2, 6)}`,
      businessAddress: {
        street: "4 Elm Road",
        city: "Toronto",
        region: "Ontario",
        postalCode: "M5V 2T6",
        country: "Canada",
      },
      contactName: "Sam Lee",
      contactEmail: "sam@kindcritter.example",
      contactPhone: "+1 416 555 0199",
    })
    .returning();
  return row!;
}

describe("certificate screens", () => {
  it("staff generate from the list, view, download the PDF, revoke after confirming; the applicant sees My Certificates", async () => {
    const admin = await createTestUser("administrator");
    const applicant = await createTestUser("applicant");
    const other = await createTestUser("applicant");
    const examiner = await createTestUser("examiner");
    const app = await makeApplication(applicant.userId);
    const unpaid = await makeApplication(applicant.userId, { paymentStatus: "audit-fee-paid" });

    const staffList = (await routeData("/dashboard/certificates", { cookie: admin.cookie }))
      .data as Awaited<ReturnType<typeof listLoader>>;
    expect(staffList!.title).toBe("Certificates");
    expect(staffList!.eligible!.rows.map((e) => e.id)).toContain(app.id);
    expect(staffList!.eligible!.rows.map((e) => e.id)).not.toContain(unpaid.id);

    const refused = (await dataAnswer("/dashboard/certificates", {
      cookie: admin.cookie,
      form: { intent: "generate", applicationId: unpaid.id },
    })) as unknown as Failure;
    expect(refused.init.status).toBe(409);
    expect(refused.data.fieldErrors.applicationId).toBe(
      "Membership fee must be paid before generating a certificate",
    );
    const unknown = (await dataAnswer("/dashboard/certificates", {
      cookie: admin.cookie,
      form: { intent: "generate", applicationId: "00000000-0000-4000-8000-000000000000" },
    })) as unknown as Failure;
    expect(unknown.data.fieldErrors.applicationId).toBe("Application not found");

    const generated = await appRequest("/dashboard/certificates", {
      cookie: admin.cookie,
      form: { intent: "generate", applicationId: app.id },
    });
    expect(generated.status).toBe(302);
    const [cert] = await getDb()
      .select()
      .from(certificates)
      .where(eq(certificates.applicationId, app.id));
    expect(generated.headers.get("location")).toBe(
      `/dashboard/certificates/view/${cert!.id}?notice=generated`,
    );

    const mine = (await routeData("/dashboard/certificates", { cookie: applicant.cookie }))
      .data as Awaited<ReturnType<typeof listLoader>>;
    expect(mine!.title).toBe("My Certificates");
    expect(mine!.rows).toEqual([
      expect.objectContaining({
        id: cert!.id,
        certificateNumber: cert!.certificateNumber,
        address: "4 Elm Road, Toronto, Ontario, M5V 2T6, Canada",
        status: "valid",
      }),
    ]);
    expect(mine!.eligible).toBeNull();
    const othersList = (await routeData("/dashboard/certificates", { cookie: other.cookie }))
      .data as Awaited<ReturnType<typeof listLoader>>;
    expect(othersList!.rows).toEqual([]);
    const examinerList = (await dataAnswer("/dashboard/certificates", {
      cookie: examiner.cookie,
    })) as unknown as Thrown;
    expect(examinerList.init?.status).toBe(403);

    const view = (
      await routeData(`/dashboard/certificates/view/${cert!.id}?notice=generated`, {
        cookie: applicant.cookie,
      })
    ).data as Awaited<ReturnType<typeof viewLoader>>;
    expect(view!.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(view!.canRevoke).toBe(false);
    // The notice is named; the screen writes it in the reader's language (issue 36).
    expect(view!.notice).toBe("generated");
    const hidden = (await dataAnswer(`/dashboard/certificates/view/${cert!.id}`, {
      cookie: other.cookie,
    })) as unknown as Thrown;
    expect(hidden.init?.status).toBe(404);

    const pdf = await appRequest(`/dashboard/certificates/${cert!.id}/pdf`, {
      cookie: applicant.cookie,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(
      `attachment; filename="certificate-${cert!.certificateNumber}.pdf"`,
    );
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe("%PDF");
    const otherPdf = await appRequest(`/dashboard/certificates/${cert!.id}/pdf`, {
      cookie: other.cookie,
    });
    expect(otherPdf.status).toBe(404);

    // The application page shows the certificate.
    const detail = (
      await routeData(`/dashboard/applications/${app.id}`, { cookie: applicant.cookie })
    ).data as Awaited<ReturnType<typeof detailLoader>>;
    expect(detail!.certificate).toEqual({
      certificate: expect.objectContaining({ id: cert!.id, status: "valid" }),
      canGenerate: false,
    });

    // Revoke: the applicant is refused; staff confirm first; an empty reason is a field message.
    const byApplicant = (await dataAnswer(`/dashboard/certificates/view/${cert!.id}`, {
      cookie: applicant.cookie,
      form: { reason: "No", confirm: "yes" },
    })) as unknown as Failure;
    expect(byApplicant.data.message).toBe("You do not have permission to revoke certificates");
    const empty = (await dataAnswer(`/dashboard/certificates/view/${cert!.id}`, {
      cookie: admin.cookie,
      form: { reason: "  " },
    })) as unknown as Failure;
    expect(empty.init.status).toBe(422);
    expect(empty.data.fieldErrors.reason).toBe("Enter the reason for revoking this certificate");
    const ask = (
      await routeData(`/dashboard/certificates/view/${cert!.id}`, {
        cookie: admin.cookie,
        form: { reason: "Complaint upheld" },
      })
    ).data as Awaited<ReturnType<typeof viewAction>>;
    expect(ask).toEqual({ ok: false, confirmRevoke: true, reason: "Complaint upheld" });
    const [still] = await getDb().select().from(certificates).where(eq(certificates.id, cert!.id));
    expect(still!.status).toBe("active");
    const done = (
      await routeData(`/dashboard/certificates/view/${cert!.id}`, {
        cookie: admin.cookie,
        form: { reason: "Complaint upheld", confirm: "yes" },
      })
    ).data as Awaited<ReturnType<typeof viewAction>>;
    // The form helper answers a success with the form's intent (decision 049).
    expect(done).toEqual({
      ok: true,
      intent: "revoke",
      message: expect.stringContaining("is revoked"),
    });
    const [after] = await getDb().select().from(certificates).where(eq(certificates.id, cert!.id));
    expect(after!.status).toBe("revoked");
    const revokedList = (
      await routeData("/dashboard/certificates?status=revoked", { cookie: admin.cookie })
    ).data as Awaited<ReturnType<typeof listLoader>>;
    expect(revokedList!.rows.map((r) => r.id)).toContain(cert!.id);
  });

  it("the application page offers staff the Generate button when eligible and generates from there", async () => {
    const committee = await createTestUser("committee");
    const applicant = await createTestUser("applicant");
    const app = await makeApplication(applicant.userId);
    const staffView = (
      await routeData(`/dashboard/applications/${app.id}`, { cookie: committee.cookie })
    ).data as Awaited<ReturnType<typeof detailLoader>>;
    expect(staffView!.certificate).toEqual({ certificate: null, canGenerate: true });
    const applicantView = (
      await routeData(`/dashboard/applications/${app.id}`, { cookie: applicant.cookie })
    ).data as Awaited<ReturnType<typeof detailLoader>>;
    expect(applicantView!.certificate).toEqual({ certificate: null, canGenerate: false });
    const refused = (await dataAnswer(`/dashboard/applications/${app.id}`, {
      cookie: applicant.cookie,
      form: { intent: "generate-certificate" },
    })) as unknown as Failure;
    expect(refused.data.message).toBe("You do not have permission to generate certificates");
    const generated = await appRequest(`/dashboard/applications/${app.id}`, {
      cookie: committee.cookie,
      form: { intent: "generate-certificate" },
    });
    expect(generated.status).toBe(302);
    expect(generated.headers.get("location")).toMatch(
      /^\/dashboard\/certificates\/view\/[0-9a-f-]{36}\?notice=generated$/,
    );
    const [row] = await getDb().select().from(applications).where(eq(applications.id, app.id));
    expect(row!.status).toBe("certified");
  });
});
