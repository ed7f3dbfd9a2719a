import { sql } from "drizzle-orm";
import { user } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { createUserAccount } from "~/modules/profiles/create-user-account.server";

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
export async function seedDemoIfEmpty(): Promise<boolean> {
  const db = getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(user);
  if ((row?.n ?? 0) > 0) return false;
  for (const account of demoAccounts) {
    await createUserAccount({
      email: account.email,
      name: account.name,
      organization: account.organization,
      password: DEMO_PASSWORD,
      role: account.role,
      additionalRoles: [...account.additionalRoles],
    });
  }
  return true;
}
