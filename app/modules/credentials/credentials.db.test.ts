import fs from "node:fs";
import path from "node:path";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { decodeList } from "@digitalbazaar/vc-bitstring-status-list";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  applications,
  certificates,
  credentialIssuerKeys,
  credentials,
  credentialStatusLists,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { runScheduledJob } from "~/lib/scheduler.server";
import { resolveAuthSecret } from "~/modules/auth/index.server";
import type { Role } from "~/modules/permissions/permissions";
import type { Viewer } from "~/modules/permissions";
import { generateCertificate } from "~/modules/certificates/generate-certificate.server";
import { revokeCertificate } from "~/modules/certificates/revoke-certificate.server";
import { setCertificateStatus } from "~/modules/certificates/set-certificate-status.server";
import { expiryAfter } from "~/modules/certificates/certificate-rules";
import { createCertifiedBusiness } from "../../../tests/helpers/certified-business";
import { createTestUser } from "../../../tests/helpers/users";
import { contextsOnlyLoader, OfflineLoaderError } from "./credential-contexts.server";
import { getDidDocument } from "./did-document.server";
import { createDocumentLoader } from "./document-loader.server";
import { issueMissingCredentials, latestCredential } from "./issue-credential.server";
import { credentialCatchUpJob, prepareCredentials } from "./prepare-credentials.server";
import { rewrapLegacyIssuerKeys } from "./rewrap-issuer-keys.server";
import { issuerDid } from "./issuer-identity.server";
import {
  CREDENTIAL_KEY_FILE_NAME,
  credentialKeySecret,
  CredentialKeyError,
  decryptSecretKey,
  encryptSecretKey,
  ensureIssuerKey,
  rotateIssuerKey,
  signingKeyPair,
} from "./issuer-keys.server";
import { signingSuite } from "./signing-suite.server";
import {
  allocateStatusPosition,
  getStatusListCredential,
  STATUS_LIST_LENGTH,
} from "./status-lists.server";
import { verifyCredential } from "./verify-credential.server";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function user(role: Role) {
  const u = await createTestUser(role);
  const viewer: Viewer = { user: { id: u.userId }, activeRole: role };
  return { ...u, viewer };
}

let counter = 0;
/** An approved, paid application and its certificate issued by staff (the real path). */
async function issued() {
  counter++;
  const admin = await user("administrator");
  const owner = await user("applicant");
  const [app] = await getDb()
    .insert(applications)
    .values({
      applicantId: owner.userId,
      status: "approved",
      paymentStatus: "membership-fee-paid",
      businessName: `Credential Sanctuary ${counter}`,
      businessAddress: {
        street: `${counter} Harbour Rd`,
        city: "Halifax",
        region: "Nova Scotia",
        postalCode: "B3H 1A1",
        country: "Canada",
      },
      contactName: "Cred",
      contactEmail: `cred${counter}@example.test`,
      contactPhone: "+1 902 555 0100",
    })
    .returning();
  const { certificate } = await generateCertificate(getDb(), admin.viewer, app!.id);
  const stored = await latestCredential(getDb(), certificate.id);
  return { admin, owner, certificate, credential: stored!.document as Json, row: stored! };
}

function clone(value: Json): Json {
  return structuredClone(value);
}

describe("issued credentials", () => {
  it("a certificate's credential is an Open Badges 3.0 credential that the libraries verify", async () => {
    const { certificate, credential, row } = await issued();
    const base = getEnv().baseUrl;
    expect(credential["@context"]).toEqual([
      "https://www.w3.org/ns/credentials/v2",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
    ]);
    expect(credential.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(credential.id).toBe(`${base}/credentials/${certificate.verificationCode}`);
    expect(credential.issuer).toMatchObject({
      id: "did:web:localhost%3A3000",
      type: ["Profile"],
      name: "Humane Accreditation Portal",
      url: base,
    });
    expect(credential.issuer.email).toMatch(/@/);
    expect(credential.validFrom).toBe(certificate.issueDate.toISOString().replace(/\.\d+Z$/, "Z"));
    expect(credential.validUntil).toBe(
      certificate.expiryDate.toISOString().replace(/\.\d+Z$/, "Z"),
    );
    // Certified since (decision 078): kept across renewals while validFrom is each period's issue.
    expect(credential.awardedDate).toBe(
      certificate.accreditedSince.toISOString().replace(/\.\d+Z$/, "Z"),
    );
    const subject = credential.credentialSubject;
    expect(subject.type).toContain("AchievementSubject");
    expect(subject.name).toMatch(/^Credential Sanctuary/);
    expect(subject.address).toMatchObject({ addressLocality: "Halifax", addressCountry: "Canada" });
    expect(subject.identifier).toEqual([
      expect.objectContaining({ identityHash: certificate.certificateNumber, hashed: false }),
    ]);
    expect(subject.achievement.criteria.id).toBe(`${base}/standards`);
    expect(subject.achievement.type).toEqual(["Achievement"]);
    // The achievement's texts in English, French and Spanish as VC 2.0 language values (issue 36).
    expect(subject.achievement.name).toEqual([
      { "@value": "Humane Accreditation", "@language": "en" },
      { "@value": "Accréditation humanitaire", "@language": "fr-CA" },
      { "@value": "Acreditación Humanitaria", "@language": "es-MX" },
    ]);
    expect(
      (subject.achievement.description as Json[]).map((d) => d["@language"] as string),
    ).toEqual(["en", "fr-CA", "es-MX"]);
    expect((subject.achievement.description as Json[])[1]!["@value"]).toMatch(
      /^Accréditation d’une entreprise/,
    );
    expect(credential.proof).toMatchObject({
      type: "DataIntegrityProof",
      cryptosuite: "eddsa-rdfc-2022",
      proofPurpose: "assertionMethod",
      verificationMethod: "did:web:localhost%3A3000#key-1",
    });
    const statuses = credential.credentialStatus as Json[];
    expect(statuses.map((s) => s.statusPurpose)).toEqual(["revocation", "suspension"]);
    for (const s of statuses) {
      expect(s.type).toBe("BitstringStatusListEntry");
      expect(s.statusListIndex).toBe(String(row.statusIndex));
      expect(s.statusListCredential).toBe(
        `${base}/credentials/status/${s.statusPurpose}/${row.statusList}`,
      );
    }

    const result = await verifyCredential(getDb(), credential);
    expect(result).toMatchObject({
      verified: true,
      proofValid: true,
      statusChecked: true,
      revoked: false,
      suspended: false,
    });
  });

  it("any changed field fails verification", async () => {
    const { credential } = await issued();
    const edits: ((c: Json) => void)[] = [
      (c) => (c.credentialSubject.name = "Someone Else"),
      (c) => (c.validUntil = "2099-01-01T00:00:00Z"),
      (c) => (c.credentialSubject.identifier[0].identityHash = "2020-00001"),
      (c) => (c.credentialSubject.address.addressLocality = "Toronto"),
      (c) => (c.credentialSubject.achievement.criteria.narrative[1]["@value"] += "."),
      (c) => (c.credentialSubject.achievement.name[2]["@language"] = "es"),
      (c) => (c.issuer.name = "Another Programme"),
      (c) => (c.credentialStatus[0].statusListIndex = "1"),
    ];
    for (const edit of edits) {
      const tampered = clone(credential);
      edit(tampered);
      const result = await verifyCredential(getDb(), tampered);
      expect(result.verified).toBe(false);
      expect(result.proofValid).toBe(false);
    }
  });

  it("a signature by another key fails, under this issuer's key id or another DID", async () => {
    const { credential } = await issued();
    const { proof: _proof, ...unsigned } = clone(credential);
    // An impostor's key claiming this issuer's verification method.
    const impostor = await Ed25519Multikey.generate({
      controller: issuerDid(),
      id: `${issuerDid()}#key-1`,
    });
    const forged = await vc.issue({
      credential: unsigned,
      suite: new DataIntegrityProof({ signer: impostor.signer(), cryptosuite }),
      documentLoader: contextsOnlyLoader,
    });
    const forgedResult = await verifyCredential(getDb(), forged);
    expect(forgedResult.verified).toBe(false);
    expect(forgedResult.proofValid).toBe(false);

    // Another issuer altogether: its DID is not resolved (offline), so nothing verifies.
    const other = await Ed25519Multikey.generate({
      controller: "did:web:elsewhere.example",
      id: "did:web:elsewhere.example#key-1",
    });
    const foreign = await vc.issue({
      credential: {
        ...clone(unsigned),
        issuer: { ...unsigned.issuer, id: "did:web:elsewhere.example" },
      },
      suite: new DataIntegrityProof({ signer: other.signer(), cryptosuite }),
      documentLoader: contextsOnlyLoader,
    });
    const foreignResult = await verifyCredential(getDb(), foreign);
    expect(foreignResult.verified).toBe(false);
    expect(foreignResult.errors.join(" ")).toMatch(/did:web:elsewhere\.example/);
  });

  it("an unknown status list or an index outside the list is a clear failure, not a crash", async () => {
    const { credential } = await issued();
    const { suite } = await signingSuite(getDb());
    for (const change of [
      (c: Json) => {
        for (const s of c.credentialStatus) {
          s.statusListCredential = s.statusListCredential.replace(/\/\d+$/, "/999");
          s.id = `${s.statusListCredential}#1`;
        }
      },
      (c: Json) => {
        for (const s of c.credentialStatus) s.statusListIndex = String(STATUS_LIST_LENGTH + 5);
      },
    ]) {
      const { proof: _proof, ...unsigned } = clone(credential);
      change(unsigned);
      // Signed by the real key: only the status check can refuse it.
      const signed = await vc.issue({
        credential: unsigned,
        suite,
        documentLoader: contextsOnlyLoader,
      });
      const result = await verifyCredential(getDb(), signed);
      expect(result.proofValid).toBe(true);
      expect(result.statusChecked).toBe(false);
      expect(result.verified).toBe(false);
      expect(result.errors.length).toBeGreaterThan(0);
    }
    expect(await verifyCredential(getDb(), "not a credential")).toMatchObject({ verified: false });
    expect(await verifyCredential(getDb(), { "@context": 5 })).toMatchObject({ verified: false });
  });

  it("revocation sets the bit in the revocation's transaction; the status list says revoked", async () => {
    const { admin, certificate, credential, row } = await issued();
    const before = await getStatusListCredential(getDb(), "revocation", row.statusList);
    const beforeList = await decodeList({
      encodedList: (before as Json).credentialSubject.encodedList,
    });
    expect(beforeList.getStatus(row.statusIndex)).toBe(false);
    const [listBefore] = await getDb()
      .select()
      .from(credentialStatusLists)
      .where(eq(credentialStatusLists.listNumber, row.statusList));

    await revokeCertificate(getDb(), admin.viewer, certificate.id, "Failed follow-up audit");

    const [after] = await getDb().select().from(credentials).where(eq(credentials.id, row.id));
    expect(after!.revoked).toBe(true);
    expect(after!.suspended).toBe(false);
    const lists = await getDb()
      .select()
      .from(credentialStatusLists)
      .where(eq(credentialStatusLists.listNumber, row.statusList));
    const revocation = lists.find((l) => l.purpose === "revocation")!;
    const suspension = lists.find((l) => l.purpose === "suspension")!;
    expect(revocation.version).toBeGreaterThan(
      listBefore!.purpose === "revocation" ? listBefore!.version : 0,
    );
    expect(revocation.signedVersion).toBeLessThan(revocation.version);

    const signedList = (await getStatusListCredential(
      getDb(),
      "revocation",
      row.statusList,
    )) as Json;
    const decoded = await decodeList({ encodedList: signedList.credentialSubject.encodedList });
    expect(decoded.getStatus(row.statusIndex)).toBe(true);
    expect(decoded.length).toBe(STATUS_LIST_LENGTH);
    const suspensionList = (await getStatusListCredential(
      getDb(),
      "suspension",
      row.statusList,
    )) as Json;
    expect(suspensionList.credentialSubject.statusPurpose).toBe("suspension");
    expect(suspension.purpose).toBe("suspension");

    const result = await verifyCredential(getDb(), credential);
    expect(result).toMatchObject({
      verified: false,
      proofValid: true,
      statusChecked: true,
      revoked: true,
      suspended: false,
    });
    expect(result.errors).toContain("The credential has been revoked.");
  });

  it("a refused revocation changes no bit", async () => {
    const { certificate, row } = await issued();
    const outsider = await user("applicant");
    await expect(
      revokeCertificate(getDb(), outsider.viewer, certificate.id, "No reason"),
    ).rejects.toMatchObject({ status: 403 });
    const [after] = await getDb().select().from(credentials).where(eq(credentials.id, row.id));
    expect(after!.revoked).toBe(false);
  });

  it("a renewal issues a new credential for the new period; both verify", async () => {
    const { certificate, row } = await issued();
    const later = new Date(certificate.expiryDate.getTime() - 30 * 86_400_000);
    const renewed = await getDb().transaction((tx) =>
      setCertificateStatus(
        tx,
        certificate,
        "active",
        { event: "system:renewal", actorId: null },
        {
          changes: { issueDate: later, expiryDate: expiryAfter(later) },
          audit: { action: "certificate_renewed" },
        },
      ),
    );
    const all = await getDb()
      .select()
      .from(credentials)
      .where(eq(credentials.certificateId, certificate.id));
    expect(all).toHaveLength(2);
    const fresh = all.find((c) => c.id !== row.id)!;
    expect(fresh.validFrom.getTime()).toBe(later.getTime());
    expect(fresh.validUntil.getTime()).toBe(renewed.expiryDate.getTime());
    expect(`${fresh.statusList}/${fresh.statusIndex}`).not.toBe(
      `${row.statusList}/${row.statusIndex}`,
    );
    // The new period starts in the future here: verify as of then.
    const asOf = new Date(later.getTime() + 1000);
    expect((await verifyCredential(getDb(), fresh.document, { now: asOf })).verified).toBe(true);
    expect((await verifyCredential(getDb(), row.document)).verified).toBe(true);
  });

  it("existing certificates without a credential get one at start, once", async () => {
    const business = await createCertifiedBusiness({ businessName: "Catch-up Rescue" });
    const revoked = await createCertifiedBusiness({
      businessName: "Catch-up Revoked",
      status: "revoked",
      revokedAt: new Date(),
    });
    expect(await latestCredential(getDb(), business.certificateId)).toBeUndefined();
    expect(await issueMissingCredentials(getDb())).toBeGreaterThanOrEqual(2);
    expect(await issueMissingCredentials(getDb())).toBe(0);
    const caught = await latestCredential(getDb(), business.certificateId);
    expect((await verifyCredential(getDb(), caught!.document)).verified).toBe(true);
    const caughtRevoked = await latestCredential(getDb(), revoked.certificateId);
    expect(caughtRevoked!.revoked).toBe(true);
    expect(await verifyCredential(getDb(), caughtRevoked!.document)).toMatchObject({
      proofValid: true,
      revoked: true,
      verified: false,
    });
  });
  it("start-up issues a bounded batch; the scheduled catch-up issues the rest, once", async () => {
    // Anything missing from earlier tests is issued first, so the two below are the only ones left.
    await issueMissingCredentials(getDb());
    const first = await createCertifiedBusiness({ businessName: "Batch One Wildlife" });
    const second = await createCertifiedBusiness({ businessName: "Batch Two Wildlife" });
    expect(await issueMissingCredentials(getDb(), 1)).toBe(1);
    const outcome = await runScheduledJob(credentialCatchUpJob, { force: true });
    expect(outcome).toMatchObject({ ran: true, ok: true, result: { issued: 1 } });
    expect(await runScheduledJob(credentialCatchUpJob, { force: true })).toMatchObject({
      ran: true,
      ok: true,
      result: { issued: 0 },
    });
    for (const id of [first.certificateId, second.certificateId]) {
      const credential = await latestCredential(getDb(), id);
      expect((await verifyCredential(getDb(), credential!.document)).verified).toBe(true);
    }
  });
});

describe("issuer identity and keys", () => {
  it("the DID document lists the keys as Multikey verification methods", async () => {
    await ensureIssuerKey(getDb());
    const doc = await getDidDocument(getDb());
    expect(doc["@context"]).toEqual([
      "https://www.w3.org/ns/did/v1",
      "https://w3id.org/security/multikey/v1",
    ]);
    expect(doc.id).toBe("did:web:localhost%3A3000");
    expect(doc.verificationMethod.length).toBeGreaterThanOrEqual(1);
    for (const method of doc.verificationMethod) {
      expect(method).toMatchObject({ type: "Multikey", controller: doc.id });
      expect(method.id.startsWith(`${doc.id}#key-`)).toBe(true);
      expect(method.publicKeyMultibase).toMatch(/^z6Mk/);
    }
    const [current] = await getDb()
      .select()
      .from(credentialIssuerKeys)
      .where(eq(credentialIssuerKeys.status, "current"));
    expect(doc.assertionMethod[0]).toBe(`${doc.id}#${current!.fragment}`);
    // The secret key is stored encrypted, never in the clear.
    // (AES-256-GCM: 12-byte IV, 16-byte tag and the ciphertext, base64url; it
    // never holds the multibase secret key, which would start with "z" and
    // decode to an Ed25519 secret.)
    const stored = Buffer.from(current!.encryptedSecretKey, "base64url");
    expect(stored.length).toBeGreaterThan(28);
    expect(stored.toString("latin1")).not.toMatch(/z[1-9A-HJ-NP-Za-km-z]{40}/);
    expect(JSON.stringify(doc)).not.toContain("secretKey");
  });

  it("key creation is idempotent under concurrency: one current key", async () => {
    const keys = await Promise.all([1, 2, 3, 4].map(() => ensureIssuerKey(getDb())));
    expect(new Set(keys.map((k) => k.id)).size).toBe(1);
  });

  it("the secret key is sealed with AES-256-GCM; another secret cannot open it", () => {
    const sealed = encryptSecretKey("zSecret", "a".repeat(32), "zPublic");
    expect(decryptSecretKey(sealed, "a".repeat(32), "zPublic")).toBe("zSecret");
    expect(() => decryptSecretKey(sealed, "b".repeat(32), "zPublic")).toThrow();
    expect(() => decryptSecretKey(sealed, "a".repeat(32), "zOther")).toThrow();
  });

  it("a key encrypted under another secret is reported by name", async () => {
    const [current] = await getDb()
      .select()
      .from(credentialIssuerKeys)
      .where(eq(credentialIssuerKeys.status, "current"));
    const env = { ...getEnv(), CREDENTIAL_SIGNING_KEY: "c".repeat(40) };
    await expect(signingKeyPair({ ...current!, id: "other-cache-key" }, env)).rejects.toThrow(
      CredentialKeyError,
    );
    await expect(signingKeyPair({ ...current!, id: "other-cache-key" }, env)).rejects.toThrow(
      /CREDENTIAL_SIGNING_KEY/,
    );
  });

  it("the signing key is sealed under a key of its own, generated in DATA_DIR/credential-key, not AUTH_SECRET", async () => {
    const env = getEnv();
    const current = await ensureIssuerKey(getDb());
    expect(current.keySource).toBe("CREDENTIAL_SIGNING_KEY");
    const file = path.join(env.dataDir, CREDENTIAL_KEY_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const { secret } = credentialKeySecret(env);
    expect(secret).toBe(fs.readFileSync(file, "utf8").trim());
    expect(secret).not.toBe(resolveAuthSecret(env));
    const pk = current.publicKeyMultibase;
    expect(decryptSecretKey(current.encryptedSecretKey, secret, pk)).toMatch(/^z/);
    expect(() =>
      decryptSecretKey(current.encryptedSecretKey, resolveAuthSecret(env), pk),
    ).toThrow();
  });

  it("keys sealed under AUTH_SECRET (before decision 079) are re-sealed at start: the same key pair, credentials keep verifying, none re-issued", async () => {
    const env = getEnv();
    const { credential: before, certificate } = await issued();
    const current = await ensureIssuerKey(getDb());
    const pk = current.publicKeyMultibase;
    const plain = decryptSecretKey(current.encryptedSecretKey, credentialKeySecret(env).secret, pk);
    // The key as the previous release stored it: sealed under the AUTH_SECRET-derived key.
    await getDb()
      .update(credentialIssuerKeys)
      .set({
        encryptedSecretKey: encryptSecretKey(plain, resolveAuthSecret(env), pk),
        keySource: "AUTH_SECRET",
      })
      .where(eq(credentialIssuerKeys.id, current.id));
    const [legacy] = await getDb()
      .select()
      .from(credentialIssuerKeys)
      .where(eq(credentialIssuerKeys.id, current.id));
    await expect(signingKeyPair({ ...legacy!, id: "legacy-before-rewrap" })).rejects.toThrow(
      /encrypted with AUTH_SECRET/,
    );
    const credentialRows = async () =>
      (await getDb().select({ id: credentials.id }).from(credentials)).map((c) => c.id).sort();
    const rowsBefore = await credentialRows();

    const started = await prepareCredentials(getDb());
    expect(started.rewrapped).toBe(1);
    expect(await rewrapLegacyIssuerKeys(getDb())).toBe(0);
    const [after] = await getDb()
      .select()
      .from(credentialIssuerKeys)
      .where(eq(credentialIssuerKeys.id, current.id));
    expect(after).toMatchObject({
      keySource: "CREDENTIAL_SIGNING_KEY",
      publicKeyMultibase: pk,
      fragment: current.fragment,
      status: "current",
    });
    expect(decryptSecretKey(after!.encryptedSecretKey, credentialKeySecret(env).secret, pk)).toBe(
      plain,
    );
    expect(() => decryptSecretKey(after!.encryptedSecretKey, resolveAuthSecret(env), pk)).toThrow();
    const pair = await signingKeyPair({ ...after!, id: "legacy-after-rewrap" });
    expect(pair.publicKeyMultibase).toBe(pk);
    // Nothing re-issued; the old credential verifies; the next one is signed by the same key.
    expect(await credentialRows()).toEqual(expect.arrayContaining(rowsBefore));
    expect((await latestCredential(getDb(), certificate.id))?.document).toEqual(before);
    expect((await verifyCredential(getDb(), before)).verified).toBe(true);
    const { credential: next } = await issued();
    expect(next.proof.verificationMethod).toBe(before.proof.verificationMethod);
    expect((await verifyCredential(getDb(), next)).verified).toBe(true);
  });

  it("rotation retires the old key; its credentials keep verifying, new ones use the new key", async () => {
    const { credential: old, certificate: oldCertificate } = await issued();
    const before = await getDidDocument(getDb());
    const { retired, current } = await rotateIssuerKey(getDb());
    expect(retired!.status).toBe("retired");
    expect(current.status).toBe("current");
    const doc = await getDidDocument(getDb());
    expect(doc.verificationMethod).toHaveLength(before.verificationMethod.length + 1);
    expect(doc.assertionMethod[0]).toBe(`${doc.id}#${current.fragment}`);
    expect(doc.assertionMethod).toContain(`${doc.id}#${retired!.fragment}`);

    expect((await verifyCredential(getDb(), old)).verified).toBe(true);
    const { credential: fresh } = await issued();
    expect(fresh.proof.verificationMethod).toBe(`${doc.id}#${current.fragment}`);
    expect((await verifyCredential(getDb(), fresh)).verified).toBe(true);
    // Revoking an old-key credential re-signs its list with the new key; still verifies as revoked.
    const admin = await user("administrator");
    await revokeCertificate(getDb(), admin.viewer, oldCertificate.id, "Closed");
    expect(await verifyCredential(getDb(), old)).toMatchObject({ proofValid: true, revoked: true });
  });
});

describe("offline resolution", () => {
  it("the loader refuses any URL it does not hold", async () => {
    const loader = createDocumentLoader(getDb());
    await expect(loader("https://example.org/context.json")).rejects.toThrow(OfflineLoaderError);
    await expect(loader("https://www.w3.org/ns/credentials/v2")).resolves.toBeTruthy();
    await expect(loader(`${getEnv().baseUrl}/credentials/status/revocation/9999`)).rejects.toThrow(
      /not found/,
    );
  });

  it("status positions are random and unique", async () => {
    const positions = await getDb().transaction(async (tx) => {
      const taken = [];
      for (let i = 0; i < 40; i++) taken.push(await allocateStatusPosition(tx));
      return taken;
    });
    const keys = positions.map((p) => `${p.statusList}:${p.statusIndex}`);
    expect(new Set(keys).size).toBe(40);
    const indexes = positions.map((p) => p.statusIndex);
    const ascending = indexes.every((v, i) => i === 0 || v > indexes[i - 1]!);
    expect(ascending).toBe(false);
    expect(Math.max(...indexes)).toBeLessThan(STATUS_LIST_LENGTH);
  });

  it("a certificate row is still the source: its credential names its number", async () => {
    const { certificate, credential } = await issued();
    const [row] = await getDb()
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    expect(credential.credentialSubject.identifier[0].identityHash).toBe(row!.certificateNumber);
  });
});
