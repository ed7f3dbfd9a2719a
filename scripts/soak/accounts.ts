// `npm run soak` (scripts/soak/run.js), between the first start and the soak:
// the simulated users' own accounts, created while the server is stopped
// (PGlite allows one process), with the same configuration as the server
// (DATA_DIR or DATABASE_URL). Each signed-in simulated user has its own
// account, as real people do: the per-account sign-in limit is per person.
//   tsx scripts/soak/accounts.ts --applicants 80 --staff 40
// Prints one JSON line: { applicants: [e-mail…], staff: [{ email, role }…] }.
import { parseArgs } from "node:util";
import { closeDatabase } from "~/lib/db.server";
import { reusePasswordHashes } from "~/modules/auth/index.server";
import { createUserAccount } from "~/modules/users/index.server";

// The same password as scripts/soak/run.js signs in with.
const SOAK_PASSWORD = "soak-password-2026";
const staffRoles = ["administrator", "committee", "examiner"] as const;

const { values } = parseArgs({
  options: { applicants: { type: "string" }, staff: { type: "string" } },
});
const applicantCount = Number(values.applicants ?? 0);
const staffCount = Number(values.staff ?? 0);

const applicants: string[] = [];
const staff: { email: string; role: string }[] = [];
// One password: hashed once (decision 072), not once per account.
await reusePasswordHashes(async () => {
  for (let i = 1; i <= applicantCount; i += 1) {
    const email = `soak-applicant-${i}@soak.test`;
    await createUserAccount({
      email,
      name: `Soak Applicant ${i}`,
      organization: `Soak Wildlife ${i}`,
      password: SOAK_PASSWORD,
      role: "applicant",
      additionalRoles: [],
    });
    applicants.push(email);
  }
  for (let i = 1; i <= staffCount; i += 1) {
    const role = staffRoles[(i - 1) % staffRoles.length]!;
    const email = `soak-${role}-${i}@soak.test`;
    await createUserAccount({
      email,
      name: `Soak ${role} ${i}`,
      password: SOAK_PASSWORD,
      role,
      additionalRoles: [],
    });
    staff.push({ email, role });
  }
});
await closeDatabase();
process.stdout.write(`${JSON.stringify({ applicants, staff })}\n`);
