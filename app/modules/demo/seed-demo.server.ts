import { eq, sql } from "drizzle-orm";
import PDFDocument from "pdfkit";
import { certificates, credentials, user } from "~/db/schema";
import { getDb, type Database } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { changeApplicationStatus } from "~/modules/review/index.server";
import { saveAuditFindings } from "~/modules/audits/index.server";
import { scheduleAudit } from "~/modules/audits/index.server";
import { updateAudit } from "~/modules/audits/index.server";
import { expireCertificates } from "~/modules/renewals/index.server";
import { generateCertificate } from "~/modules/certificates/index.server";
import { revokeCertificate } from "~/modules/certificates/index.server";
import { createRenewal } from "~/modules/renewals/index.server";
import { updateRenewal } from "~/modules/renewals/index.server";
import { seedBlogDemo } from "~/modules/blog/index.server";
import { createApplication, submitApplication } from "~/modules/applications/index.server";
import type { ApplicationFormInput } from "~/modules/applications";
import { uploadDocuments } from "~/modules/documents/index.server";
import { listAuditStandards } from "~/modules/standards/index.server";
import { recordOfflinePayment } from "~/modules/payments/index.server";
import type { Role, Viewer } from "~/modules/permissions";
import { reusePasswordHashes } from "~/modules/auth/index.server";
import { createUserAccount } from "~/modules/users/index.server";
import { inviteUser } from "~/modules/users/index.server";
import { seedStandardsDemo } from "~/modules/proposals/index.server";
import { setProfileLocale } from "~/modules/profiles/index.server";
import type { Locale } from "~/domain/locale";
import { localDateTimeParts, timeZoneForRegion } from "~/lib/time-zones";
import {
  closeDemoCorrectiveActions,
  openDemoCorrectiveActions,
} from "./seed-demo-corrective-actions.server";

export const DEMO_PASSWORD = "humane-demo-2026";

export const demoAccounts = [
  {
    email: "admin@demo.test",
    name: "Alex Morgan",
    organization: "Humane Accreditation Program",
    role: "administrator",
    additionalRoles: ["committee", "examiner"],
  },
  {
    email: "committee@demo.test",
    name: "Jordan Lee",
    organization: "Standards Committee",
    role: "committee",
    additionalRoles: [],
  },
  {
    email: "examiner@demo.test",
    name: "Sam Rivera",
    organization: "Field Examiners",
    role: "examiner",
    additionalRoles: [],
  },
  {
    email: "applicant@demo.test",
    name: "Casey Nguyen",
    organization: "Northwoods Humane Wildlife Solutions",
    role: "applicant",
    additionalRoles: [],
  },
] as const;

/** Seeds the demo accounts into an empty database. Returns whether it seeded. */
export async function seedDemoIfEmpty(options: { onSeeding?: () => void } = {}): Promise<boolean> {
  const db = getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(user);
  if ((row?.n ?? 0) > 0) return false;
  options.onSeeding?.();
  // Every demo account has the one published password: hashed once (decision 072).
  await reusePasswordHashes(() => seedDemo(db));
  return true;
}

async function seedDemo(db: Database) {
  const ids: Record<string, string> = {};
  for (const account of demoAccounts) {
    const { userId } = await createUserAccount({
      email: account.email,
      name: account.name,
      organization: account.organization,
      password: DEMO_PASSWORD,
      role: account.role,
      additionalRoles: [...account.additionalRoles],
    });
    ids[account.email] = userId;
  }
  const staff = {
    applicant: ids["applicant@demo.test"]!,
    committee: ids["committee@demo.test"]!,
    examiner: ids["examiner@demo.test"]!,
  };
  await seedDemoApplications(db, staff);
  await seedDemoAccreditations(db, staff);
  // The demo rewrote certificates' codes, numbers and dates after issuing them, so the
  // credentials issued with them describe no real period: the start-up catch-up
  // (prepareCredentials, right after seeding) issues the right ones (decision 052).
  await db.delete(credentials);
  await seedBlogDemo(db, [
    { user: { id: ids["admin@demo.test"]! }, activeRole: "administrator" },
    { user: { id: staff.committee }, activeRole: "committee" },
  ]);
  await seedStandardsDemo(db, await standardsDemoCast(ids, staff));
  // The users console: an examiner invited by the programme office who has not yet set a password.
  await inviteUser(
    db,
    { user: { id: ids["admin@demo.test"]! }, activeRole: "administrator" },
    {
      email: "invited-examiner@demo.test",
      name: "Jamie Ortiz",
      organization: "Field Examiners",
      role: "examiner",
    },
  );
  // The programme has been running: what came before has been read. Each account keeps its
  // newest few notifications unread (issue 33: a fresh demo greeted the administrator with
  // 59–71 unread, every step of every seeded history).
  await db.execute(sql`update notifications n set is_read = true
    where not n.is_read and n.id not in (
      select m.id from notifications m where m.user_id = n.user_id
      order by m.created_at desc, m.id desc limit ${DEMO_UNREAD_KEPT})`);
}

/** Notifications each demo account finds unread on a fresh start. */
export const DEMO_UNREAD_KEPT = 5;

/** Two more committee members (a real voter roll) and who acts in the governance demo. */
async function standardsDemoCast(
  ids: Record<string, string>,
  staff: { applicant: string; committee: string; examiner: string },
) {
  const members: string[] = [];
  for (const [email, name] of [
    ["committee2@demo.test", "Priya Shah"],
    ["committee3@demo.test", "Marcus Bell"],
  ] as const) {
    const { userId } = await createUserAccount({
      email,
      name,
      organization: "Standards Committee",
      password: DEMO_PASSWORD,
      role: "committee",
    });
    members.push(userId);
  }
  const as = (id: string, activeRole: Role) => ({ user: { id }, activeRole });
  return {
    admin: as(ids["admin@demo.test"]!, "administrator"),
    committee: as(staff.committee, "committee"),
    examiner: as(staff.examiner, "examiner"),
    applicant: as(staff.applicant, "applicant"),
    members: [as(members[0]!, "committee"), as(members[1]!, "committee")] as const,
  };
}

/** The verification code of the demo's valid certificate (named in the README). */
export const DEMO_VERIFICATION_CODE = "demo-cascadia-valid";

/** A small, real PDF standing in for an uploaded document. */
function demoPdf(title: string, lines: string[]): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "LETTER", margin: 72, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    doc.fontSize(20).text(title);
    doc.moveDown();
    doc.fontSize(11);
    for (const line of lines) doc.text(line);
    doc.moveDown();
    doc.fontSize(9).fillColor("#555555").text("Demo document generated by the demo seed.");
    doc.end();
  });
}

const demoBusiness = (
  businessName: string,
  address: Pick<ApplicationFormInput, "street" | "city" | "region" | "postalCode" | "country">,
  serviceArea: string,
): ApplicationFormInput => ({
  businessName,
  ...address,
  contactName: "Casey Nguyen",
  contactEmail: "applicant@demo.test",
  contactPhone: "+1 218 555 0142",
  servicesOffered: [
    "Humane exclusion and one-way doors",
    "Bat exclusion",
    "Wildlife inspection and consultation",
    "Client education on coexistence",
  ],
  serviceArea,
});

/** What each required document of a demo business says. */
const requiredDemoDocuments = [
  {
    type: "business_licence",
    file: "business-licence.pdf",
    title: "Business Licence",
    line: "Licence to operate a wildlife control business, valid to December 31, 2026",
  },
  {
    type: "liability_insurance",
    file: "liability-insurance-certificate.pdf",
    title: "Certificate of Liability Insurance",
    line: "General liability USD 2,000,000 per occurrence",
  },
  {
    type: "wildlife_permit",
    file: "wildlife-permit.pdf",
    title: "Wildlife Control Permit",
    line: "Nuisance wildlife control permit issued by the state or provincial wildlife agency",
  },
] as const;

/**
 * Uploads the three required documents (issue 19) to a demo application, as
 * the business would before submitting it.
 */
async function uploadRequiredDemoDocuments(
  db: Database,
  owner: Viewer,
  applicationId: string,
  businessName: string,
) {
  for (const d of requiredDemoDocuments) {
    await uploadDocuments(db, owner, {
      applicationId,
      type: d.type,
      files: [{ name: d.file, bytes: await demoPdf(d.title, [businessName, d.line]) }],
    });
  }
}

/** Creates a complete demo application, uploads its required documents and submits it. */
async function createSubmittedDemoApplication(
  db: Database,
  owner: Viewer,
  input: ApplicationFormInput,
) {
  const draft = await createApplication(db, owner, input);
  await uploadRequiredDemoDocuments(db, owner, draft.id, draft.businessName);
  return submitApplication(db, owner, draft.id);
}

/**
 * Applications at each stage up to payment, owned by applicant@demo.test: a
 * draft, a submitted one and one whose audit fee is paid (both submitted
 * with the three required documents).
 */
async function seedDemoApplications(db: Database, users: { applicant: string; committee: string }) {
  const as = (id: string, activeRole: Role) => ({ user: { id }, activeRole });
  const applicant = as(users.applicant, "applicant");

  await createApplication(db, applicant, {
    businessName: "Northwoods Humane Wildlife Solutions — Duluth",
    street: "310 Superior Street",
    city: "Duluth",
    country: "United States",
    region: "Minnesota",
  });

  await createSubmittedDemoApplication(
    db,
    applicant,
    demoBusiness(
      "Northwoods Humane Wildlife Solutions",
      {
        street: "1820 Lakeshore Drive",
        city: "Grand Marais",
        region: "Minnesota",
        postalCode: "55604",
        country: "United States",
      },
      "Cook and Lake counties, Minnesota",
    ),
  );

  const paid = await createSubmittedDemoApplication(
    db,
    applicant,
    demoBusiness(
      "Northwoods Humane Wildlife Solutions — Thunder Bay",
      {
        street: "455 Red River Road",
        city: "Thunder Bay",
        region: "Ontario",
        postalCode: "P7B 1A5",
        country: "Canada",
      },
      "Thunder Bay District, Ontario",
    ),
  );
  await recordOfflinePayment(db, as(users.committee, "committee"), {
    applicationId: paid.id,
    paymentType: "audit",
    method: "cheque",
    reference: "DEMO-CHQ-1042",
  });
}

type DemoBusiness = {
  slug: string;
  businessName: string;
  owner: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: "United States" | "Canada" | "Mexico";
  phone: string;
  services: string[];
  serviceArea: string;
  /** What the business does (species), searched by the directory. */
  description?: string;
  /** Its service area as stated on the form (none: its address with the default radius). */
  area?: { serviceRadius: string; serviceRadiusUnit: "km" | "mi"; serviceRegions: string };
  /** The owner's language when not English (issue 36): the dashboard, e-mails and certificate. */
  locale?: Locale;
};

const accredited: DemoBusiness[] = [
  {
    slug: "cascadia",
    businessName: "Cascadia Humane Wildlife Services",
    owner: "Morgan Ellis",
    street: "820 SW Alder Street",
    city: "Portland",
    region: "Oregon",
    postalCode: "97205",
    country: "United States",
    phone: "+1 503 555 0117",
    services: [
      "Humane exclusion and one-way doors",
      "Bat exclusion",
      "Client education on coexistence",
    ],
    serviceArea: "Portland metro area and the Willamette Valley",
    description: "Raccoons, opossums and bats in homes around Portland; coexistence advice.",
    area: { serviceRadius: "50", serviceRadiusUnit: "mi", serviceRegions: "" },
  },
  {
    slug: "prairie",
    businessName: "Prairie Wildlife Exclusion Co.",
    owner: "Avery Thompson",
    street: "230 2nd Avenue South",
    city: "Saskatoon",
    region: "Saskatchewan",
    postalCode: "S7K 1K8",
    country: "Canada",
    phone: "+1 306 555 0148",
    services: ["Rodent proofing and sealing", "Humane eviction of wildlife from structures"],
    serviceArea: "Saskatoon and surrounding rural municipalities",
  },
  {
    slug: "bayou",
    businessName: "Bayou Gentle Wildlife Removal",
    owner: "Jules Boudreaux",
    street: "415 Florida Street",
    city: "Baton Rouge",
    region: "Louisiana",
    postalCode: "70801",
    country: "United States",
    phone: "+1 225 555 0190",
    services: ["Live capture and on-site release", "Damage repair and prevention"],
    serviceArea: "East Baton Rouge and Ascension parishes",
  },
  {
    slug: "maritime",
    businessName: "Maritime Critter Solutions",
    owner: "Riley MacNeil",
    street: "1559 Barrington Street",
    city: "Halifax",
    region: "Nova Scotia",
    postalCode: "B3J 1Z7",
    country: "Canada",
    phone: "+1 902 555 0163",
    services: ["Bird control and nest relocation", "Wildlife inspection and consultation"],
    serviceArea: "Halifax Regional Municipality",
    area: { serviceRadius: "60", serviceRadiusUnit: "km", serviceRegions: "Nova Scotia" },
  },
  {
    // Ottawa: the directory's near-me example (K1A 0B1, bat exclusion).
    slug: "sierra",
    businessName: "Rideau Bat & Wildlife Care",
    owner: "Dana Whitfield",
    street: "150 Elgin Street",
    city: "Ottawa",
    region: "Ontario",
    postalCode: "K1P 1L4",
    country: "Canada",
    phone: "+1 613 555 0125",
    services: [
      "Bat exclusion",
      "Humane exclusion and one-way doors",
      "Attic restoration and cleanup",
    ],
    serviceArea: "Ottawa and Gatineau, 40 km around downtown",
    description:
      "Bats in attics and walls evicted with one-way valves outside the maternity season; raccoons and squirrels excluded from roofs and chimneys.",
    area: { serviceRadius: "40", serviceRadiusUnit: "km", serviceRegions: "" },
  },
  {
    slug: "valle-verde",
    businessName: "Valle Verde Control Humanitario de Fauna",
    owner: "Sofía Garza",
    street: "Av. Constitución 400",
    city: "Monterrey",
    region: "Nuevo León",
    postalCode: "64000",
    country: "Mexico",
    phone: "+52 81 5555 0199",
    services: ["Humane eviction of wildlife from structures", "Client education on coexistence"],
    serviceArea: "Área metropolitana de Monterrey",
    // A Spanish-speaking business: its owner works with the programme in Spanish.
    locale: "es-MX",
  },
];

const expiredBusiness: DemoBusiness = {
  slug: "great-lakes",
  businessName: "Great Lakes Wildlife Care",
  owner: "Pat Kowalski",
  street: "300 Madison Avenue",
  city: "Toledo",
  region: "Ohio",
  postalCode: "43604",
  country: "United States",
  phone: "+1 419 555 0131",
  services: ["Bat exclusion", "Rodent proofing and sealing"],
  serviceArea: "Lucas and Wood counties",
};

/** Expired longer ago than the grace period: lapsed (decision 050). */
const lapsedBusiness: DemoBusiness = {
  slug: "gulf-coast",
  businessName: "Gulf Coast Critter Control",
  owner: "Morgan Tran",
  street: "15 Water Street",
  city: "Mobile",
  region: "Alabama",
  postalCode: "36602",
  country: "United States",
  phone: "+1 251 555 0188",
  services: ["Rodent proofing and sealing", "Wildlife inspection and consultation"],
  serviceArea: "Mobile and Baldwin counties",
};

const revokedBusiness: DemoBusiness = {
  slug: "old-mill",
  businessName: "Old Mill Pest & Wildlife",
  owner: "Chris Van Dyke",
  street: "90 State Street",
  city: "Albany",
  region: "New York",
  postalCode: "12207",
  country: "United States",
  phone: "+1 518 555 0176",
  services: ["Dead animal removal", "Wildlife inspection and consultation"],
  serviceArea: "Capital District, New York",
};

const reviewPanelBusiness: DemoBusiness = {
  slug: "blue-ridge",
  businessName: "Blue Ridge Humane Wildlife",
  owner: "Taylor Greene",
  street: "60 Patton Avenue",
  city: "Asheville",
  region: "North Carolina",
  postalCode: "28801",
  country: "United States",
  phone: "+1 828 555 0152",
  services: ["Humane exclusion and one-way doors", "Bat exclusion"],
  serviceArea: "Buncombe and Henderson counties",
};

const scheduledBusiness: DemoBusiness = {
  slug: "desert-sun",
  businessName: "Desert Sun Wildlife Exclusion",
  owner: "Alex Romero",
  street: "255 West Alameda Street",
  city: "Tucson",
  region: "Arizona",
  postalCode: "85701",
  country: "United States",
  phone: "+1 520 555 0184",
  services: ["Humane exclusion and one-way doors", "Live capture and on-site release"],
  serviceArea: "Pima County",
};

const DAY_MS = 86_400_000;

function dateIn(days: number, now: Date): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Findings for every standard in the database: compliant, with one minor non-conformity. */
async function demoReport(db: Database, minorOn = "8"): Promise<Record<string, string>> {
  const { standards } = await listAuditStandards(db);
  const report: Record<string, string> = {
    recommendation: "recommend-approval",
    recommendationNotes:
      "Practices match the standards. The minor finding was corrected during the visit.",
  };
  for (const s of standards) {
    report[`finding-${s.number}`] = s.number === minorOn ? "minor-non-conformity" : "compliant";
    report[`notes-${s.number}`] =
      s.number === minorOn
        ? "Trap-check log missed one day in March; the team now uses a shared checklist."
        : "Observed on site and confirmed in records.";
  }
  return report;
}

/**
 * Today's audit of a demo business, in its own time zone (issue 37: the field
 * flow can be tried at once): on the hour before now (midnight just after
 * midnight), so it has started whenever the demo is seeded.
 */
function auditToday(business: DemoBusiness, now: Date): { date: string; time: string } {
  const zone = timeZoneForRegion(business.region);
  const today = localDateTimeParts(now, zone).date;
  const hourAgo = localDateTimeParts(new Date(now.getTime() - 3_600_000), zone);
  return { date: today, time: hourAgo.date === today ? `${hourAgo.time.slice(0, 2)}:00` : "00:00" };
}

/**
 * Takes one demo business from registration to the stage asked for, through
 * the same services the screens use: submitted, audit fee paid, audit
 * scheduled (and completed with findings; its corrective actions answered
 * and accepted, issue 37), review panel, approved, membership fee paid,
 * certified. "in-progress": the audit is today, started by the examiner. The audit is held `auditInDays` from today (negative:
 * in the past). A past audit is booked as it would have been, two weeks
 * before it took place (the services take the clock), and completed after it
 * started, so no demo audit is "completed" with a future date; each business
 * has its own day, so the one demo examiner is never double-booked.
 */
async function advanceBusiness(
  db: Database,
  staff: { committee: string; examiner: string },
  business: DemoBusiness,
  stage: "scheduled" | "in-progress" | "review-panel" | "certified",
  auditInDays: number,
) {
  const as = (id: string, activeRole: Role) => ({ user: { id }, activeRole });
  const committee = as(staff.committee, "committee");
  const examiner = as(staff.examiner, "examiner");
  const now = new Date();
  const { userId } = await createUserAccount({
    email: `${business.slug}@demo.test`,
    name: business.owner,
    organization: business.businessName,
    password: DEMO_PASSWORD,
    role: "applicant",
  });
  if (business.locale) await setProfileLocale(db, as(userId, "applicant"), business.locale);
  const application = await createSubmittedDemoApplication(db, as(userId, "applicant"), {
    businessName: business.businessName,
    street: business.street,
    city: business.city,
    region: business.region,
    postalCode: business.postalCode,
    country: business.country,
    contactName: business.owner,
    contactEmail: `${business.slug}@demo.test`,
    contactPhone: business.phone,
    servicesOffered: business.services,
    serviceArea: business.serviceArea,
    businessDescription: business.description ?? "",
    ...(business.area ?? {}),
  });
  await recordOfflinePayment(db, committee, {
    applicationId: application.id,
    paymentType: "audit",
    method: "bank_transfer",
    reference: `DEMO-AUD-${business.slug.toUpperCase()}`,
  });
  const bookedOn = new Date(now.getTime() + Math.min(0, auditInDays - 14) * DAY_MS);
  const audit = await scheduleAudit(
    db,
    committee,
    {
      applicationId: application.id,
      examinerId: staff.examiner,
      ...(stage === "in-progress"
        ? auditToday(business, now)
        : { date: dateIn(auditInDays, now), time: "14:00" }),
    },
    bookedOn,
  );
  if (stage === "scheduled") return { application, certificate: null };
  if (stage === "in-progress") {
    await updateAudit(db, examiner, audit.id, { status: "in-progress" }, now);
    return { application, certificate: null };
  }
  // The examiner starts on the day and completes the report once it has started.
  const duringAudit = new Date(audit.scheduledDate.getTime() + 60 * 60 * 1000);
  await updateAudit(db, examiner, audit.id, { status: "in-progress" }, duringAudit);
  await saveAuditFindings(db, examiner, audit.id, await demoReport(db), {
    complete: true,
    now: duringAudit,
  });
  await changeApplicationStatus(db, committee, application.id, { status: "review-panel" });
  if (stage === "review-panel") {
    // Not answered yet: the panel's approval asks for a reason to approve anyway.
    await openDemoCorrectiveActions(db, audit.id);
    return { application, certificate: null };
  }
  // The minor finding's corrective action is closed before the panel approves (issue 37).
  await closeDemoCorrectiveActions(db, audit.id, {
    businessUserId: userId,
    examinerId: staff.examiner,
  });
  await changeApplicationStatus(db, committee, application.id, {
    status: "approved",
    feedback: "Approved by the review panel. Welcome to the programme.",
  });
  await recordOfflinePayment(db, committee, {
    applicationId: application.id,
    paymentType: "membership",
    method: "cheque",
    reference: `DEMO-MEM-${business.slug.toUpperCase()}`,
  });
  const { certificate } = await generateCertificate(db, committee, application.id);
  return { application, certificate };
}

/**
 * Moves a demo business's whole history `days` days back, keeping its order
 * (booked, audited, approved, paid, issued): the application, its timeline,
 * documents, payments, audit, certificate, notifications and e-mails. The
 * certificate is renumbered in its issue year, and the notifications and
 * e-mails that quote its number follow, so none names a certificate that does
 * not exist (issue 19). Rows of the audit log keep their real write time.
 */
async function moveDemoBusinessBack(
  db: Database,
  business: { applicationId: string; userId: string; email: string; certificateId: string },
  days: number,
  sequence: number,
) {
  const shift = sql`make_interval(days => ${days})`;
  const [cert] = await db
    .select()
    .from(certificates)
    .where(eq(certificates.id, business.certificateId));
  if (!cert) return;
  const issued = new Date(cert.issueDate.getTime() - days * DAY_MS);
  const number = `${issued.getUTCFullYear()}-${String(sequence).padStart(5, "0")}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`update applications set created_at = created_at - ${shift},
      updated_at = updated_at - ${shift}, submitted_at = submitted_at - ${shift}
      where id = ${business.applicationId}`);
    await tx.execute(sql`update application_status_history set created_at = created_at - ${shift}
      where application_id = ${business.applicationId}`);
    await tx.execute(sql`update documents set uploaded_at = uploaded_at - ${shift}
      where application_id = ${business.applicationId}`);
    await tx.execute(sql`update payments set created_at = created_at - ${shift},
      updated_at = updated_at - ${shift} where application_id = ${business.applicationId}`);
    await tx.execute(sql`update inspections set scheduled_date = scheduled_date - ${shift},
      started_at = started_at - ${shift}, completed_at = completed_at - ${shift},
      created_at = created_at - ${shift}, updated_at = updated_at - ${shift}
      where application_id = ${business.applicationId}`);
    await tx.execute(sql`update corrective_actions set created_at = created_at - ${shift},
      updated_at = updated_at - ${shift}, answered_at = answered_at - ${shift},
      verified_at = verified_at - ${shift}, due_on = due_on - ${days}::int
      where application_id = ${business.applicationId}`);
    await tx.execute(sql`update certificates set issue_date = issue_date - ${shift},
      accredited_since = accredited_since - ${shift},
      expiry_date = expiry_date - ${shift}, created_at = created_at - ${shift},
      updated_at = updated_at - ${shift}, certificate_number = ${number}
      where id = ${business.certificateId}`);
    await tx.execute(sql`update notifications set created_at = created_at - ${shift},
      message = replace(message, ${cert.certificateNumber}, ${number})
      where user_id = ${business.userId}`);
    await tx.execute(sql`update email_outbox set created_at = created_at - ${shift},
      sent_at = sent_at - ${shift}, next_attempt_at = next_attempt_at - ${shift},
      subject = replace(subject, ${cert.certificateNumber}, ${number}),
      html = replace(html, ${cert.certificateNumber}, ${number}),
      text = replace(text, ${cert.certificateNumber}, ${number})
      where "to" = ${business.email}`);
  });
}

/** Moves a demo certificate's dates so it expires in `days` days (issued a year before). */
async function expireIn(db: Database, certificateId: string, days: number) {
  const expiryDate = new Date(Date.now() + days * DAY_MS);
  const issueDate = new Date(expiryDate.getTime() - 365 * DAY_MS);
  await db
    .update(certificates)
    .set({ expiryDate, issueDate, accreditedSince: issueDate })
    .where(eq(certificates.id, certificateId));
}

/**
 * Issue-9 demo data: certificates expiring in about 5, 25 and 55 days (the
 * expiry check run at the end of seeding sends their 7-, 30- and 60-day
 * reminders, visible in the mail log), a renewal in progress with the
 * renewal audit fee paid, and a completed renewal whose audit the committee
 * waived before its fee was paid (decision 078: no audit fee; a certificate
 * with a new expiry a year from its current one). The expired Great Lakes certificate is in its
 * grace period.
 */
async function seedDemoRenewals(
  db: Database,
  staff: { committee: string },
  certified: Map<string, { id: string; userId: string }>,
) {
  const committee = { user: { id: staff.committee }, activeRole: "committee" as const };
  const owner = (userId: string) => ({ user: { id: userId }, activeRole: "applicant" as const });
  const noChanges = {
    hasAddressChanged: false,
    hasOwnerChanged: false,
    hasPracticesChanged: false,
    descriptionOfChanges: null,
  };
  const soon = [
    ["prairie", 5],
    ["bayou", 25],
    ["maritime", 55],
  ] as const;
  for (const [slug, days] of soon) {
    const c = certified.get(slug);
    if (c) await expireIn(db, c.id, days);
  }
  const inProgress = certified.get("sierra");
  if (inProgress) {
    await expireIn(db, inProgress.id, 40);
    const renewal = await createRenewal(db, owner(inProgress.userId), inProgress.id, {
      ...noChanges,
      hasPracticesChanged: true,
      descriptionOfChanges:
        "We added attic restoration after wildlife exclusion and hired two technicians.",
    });
    await uploadRequiredDemoDocuments(
      db,
      owner(inProgress.userId),
      renewal.id,
      renewal.businessName,
    );
    await recordOfflinePayment(db, committee, {
      applicationId: renewal.id,
      paymentType: "audit",
      method: "bank_transfer",
      reference: "DEMO-RAUD-SIERRA",
    });
  }
  const completed = certified.get("valle-verde");
  if (completed) {
    await expireIn(db, completed.id, 12);
    const renewal = await createRenewal(db, owner(completed.userId), completed.id, noChanges);
    await uploadRequiredDemoDocuments(
      db,
      owner(completed.userId),
      renewal.id,
      renewal.businessName,
    );
    await updateRenewal(db, committee, renewal.id, {
      decision: "approve",
      waiveReason:
        "Audited on site eleven months ago with every standard compliant, and no changes declared since.",
    });
    await recordOfflinePayment(db, committee, {
      applicationId: renewal.id,
      paymentType: "membership",
      method: "cheque",
      reference: "DEMO-RMEM-VALLE",
    });
  }
}

/**
 * Issue-4 demo data: six certified businesses across states and provinces (so
 * the directory is not empty), one expired (in its grace period), one lapsed
 * and one revoked certificate, an
 * application in the review panel with a completed audit, and a scheduled audit.
 */
async function seedDemoAccreditations(
  db: Database,
  staff: { committee: string; examiner: string },
) {
  const committee = { user: { id: staff.committee }, activeRole: "committee" as const };
  const certified = new Map<string, { id: string; userId: string }>();
  // Audits a week apart over the last two months, one business a day at most.
  for (const [index, business] of accredited.entries()) {
    const { certificate } = await advanceBusiness(
      db,
      staff,
      business,
      "certified",
      -60 + 7 * index,
    );
    if (certificate) {
      certified.set(business.slug, { id: certificate.id, userId: certificate.businessId });
    }
    if (business.slug === "cascadia" && certificate) {
      // A fixed, documented code for the demo only; real codes are random.
      await db
        .update(certificates)
        .set({
          verificationCode: DEMO_VERIFICATION_CODE,
          verificationUrl: `${getEnv().baseUrl}/verify/${DEMO_VERIFICATION_CODE}`,
        })
        .where(eq(certificates.id, certificate.id));
    }
  }

  await seedDemoRenewals(db, staff, certified);

  // Issued a year and a day ago (expired yesterday: in its grace period); its whole history
  // moves back with it. Then the expiry check expires it.
  const expired = await advanceBusiness(db, staff, expiredBusiness, "certified", -14);
  if (expired.certificate) {
    await moveDemoBusinessBack(
      db,
      {
        applicationId: expired.application.id,
        userId: expired.certificate.businessId,
        email: `${expiredBusiness.slug}@demo.test`,
        certificateId: expired.certificate.id,
      },
      366,
      2,
    );
    await expireCertificates(db);
  }

  // Expired 130 days ago: past the 90-day grace period, so lapsed.
  const lapsed = await advanceBusiness(db, staff, lapsedBusiness, "certified", -14);
  if (lapsed.certificate) {
    await moveDemoBusinessBack(
      db,
      {
        applicationId: lapsed.application.id,
        userId: lapsed.certificate.businessId,
        email: `${lapsedBusiness.slug}@demo.test`,
        certificateId: lapsed.certificate.id,
      },
      495,
      1,
    );
    await expireCertificates(db);
  }

  const revoked = await advanceBusiness(db, staff, revokedBusiness, "certified", -12);
  if (revoked.certificate) {
    await revokeCertificate(
      db,
      committee,
      revoked.certificate.id,
      "Use of glue traps confirmed by a follow-up audit (standard 3).",
    );
  }

  await advanceBusiness(db, staff, reviewPanelBusiness, "review-panel", -3);
  // Desert Sun's audit is today, under way, for examiner@demo.test (issue 37).
  await advanceBusiness(db, staff, scheduledBusiness, "in-progress", 0);
}
