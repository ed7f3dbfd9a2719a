import { describe, expect, it } from "vitest";
import { applications } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { generateCertificate } from "~/modules/certificates/generate-certificate.server";
import { revokeCertificate } from "~/modules/certificates/revoke-certificate.server";
import { verifyCertificate } from "~/modules/verification/verify-certificate.server";
import { createTestUser } from "../../../tests/helpers/users";
import { getDirectoryBusiness } from "./get-directory-business.server";
import { listDirectoryBusinesses } from "./list-directory-businesses.server";
import type { Viewer } from "~/modules/permissions";

describe("a certificate's life seen from the public pages", () => {
  it("generated: verifies valid and is listed; revoked: verifies revoked and leaves the directory", async () => {
    const applicant = await createTestUser("applicant");
    const admin = await createTestUser("administrator");
    const actor: Viewer = { user: { id: admin.userId }, activeRole: "administrator" };
    const [application] = await getDb()
      .insert(applications)
      .values({
        applicantId: applicant.userId,
        status: "approved",
        paymentStatus: "membership-fee-paid",
        businessName: "Lifecycle Humane Wildlife",
        businessAddress: {
          street: "5 Lake Road",
          city: "Halifax",
          region: "Nova Scotia",
          postalCode: "B3H 1A1",
          country: "Canada",
        },
        contactName: "Sam Lee",
        contactEmail: "sam@lifecycle.example",
        contactPhone: "+1 902 555 0100",
        metadata: { services_offered: ["Bat exclusion"], service_area: "Halifax County" },
      })
      .returning();
    const { certificate } = await generateCertificate(getDb(), actor, application!.id);
    const code = certificate.verificationCode;
    const clientIp = "192.0.2.10";

    const valid = await verifyCertificate(getDb(), code, { clientIp });
    expect(valid).toMatchObject({
      status: "valid",
      certificateNumber: certificate.certificateNumber,
      businessName: "Lifecycle Humane Wildlife",
      businessAddress: "5 Lake Road, Halifax, Nova Scotia, B3H 1A1, Canada",
      revokedAt: null,
    });
    expect(await verifyCertificate(getDb(), certificate.certificateNumber, { clientIp })).toEqual(
      valid,
    );
    const listed = await listDirectoryBusinesses(getDb(), { region: "Nova Scotia" });
    expect(listed.rows.map((r) => [r.id, r.businessName])).toEqual([
      [certificate.id, "Lifecycle Humane Wildlife"],
    ]);
    expect((await getDirectoryBusiness(getDb(), certificate.id)).serviceArea).toBe(
      "Halifax County",
    );

    await revokeCertificate(getDb(), actor, certificate.id, "Lethal traps found on a visit");
    const revoked = await verifyCertificate(getDb(), code, { clientIp });
    expect(revoked.status).toBe("revoked");
    expect(revoked.revokedAt).toEqual(expect.any(String));
    expect((await listDirectoryBusinesses(getDb(), { region: "Nova Scotia" })).total).toBe(0);
    await expect(getDirectoryBusiness(getDb(), certificate.id)).rejects.toMatchObject({
      status: 404,
    });
  });
});
