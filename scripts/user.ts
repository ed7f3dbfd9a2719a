// User administration for a real installation:
//   npm run user -- create --email a@b.org --name "A. Person" --role administrator \
//        [--additional-roles committee,examiner] [--organization "…"] [--password "…"]
//   npm run user -- promote --email a@b.org --role committee [--additional-roles examiner]
//   npm run user -- list
// Uses the same configuration as the server (DATABASE_URL or DATA_DIR). With the
// embedded database, stop the server first: PGlite allows one process at a time.
import crypto from "node:crypto";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { profiles } from "~/db/schema";
import { closeDatabase, getDatabase, getDb } from "~/lib/db.server";
import { cleanText } from "~/lib/text-hygiene";
import { createUserAccount } from "~/modules/users/index.server";
import { roles } from "~/modules/permissions";

// Same optional .env file as `npm start`.
if (fs.existsSync(".env")) process.loadEnvFile(".env");

const usage = `Usage:
  npm run user -- create --email <e-mail> --name <name> --role <role> [--additional-roles r1,r2] [--organization <org>] [--password <password>]
  npm run user -- promote --email <e-mail> --role <role> [--additional-roles r1,r2]
  npm run user -- list
Roles: ${roles.join(", ")}`;

const roleList = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(",").map((r) => r.trim()) : []))
  .pipe(z.array(z.enum(roles)));

const createSchema = z.object({
  email: z.email("--email must be an e-mail address"),
  // Text hygiene (app/lib/text-hygiene.ts): a pasted control character is never stored.
  name: z
    .string("--name is required")
    .transform(cleanText)
    .pipe(z.string().min(2, "--name is required")),
  role: z.enum(roles, `--role must be one of ${roles.join(", ")}`),
  "additional-roles": roleList,
  organization: z.string().transform(cleanText).optional(),
  password: z.string().min(10, "--password must be at least 10 characters").optional(),
});

const promoteSchema = z.object({
  email: z.email("--email must be an e-mail address"),
  role: z.enum(roles, `--role must be one of ${roles.join(", ")}`),
  "additional-roles": roleList,
});

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
      "additional-roles": { type: "string" },
      organization: { type: "string" },
      password: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const command = positionals[0];
  if (values.help || !command || !["create", "promote", "list"].includes(command)) {
    console.log(usage);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  await getDatabase().migrate();

  if (command === "list") {
    const rows = await getDb().select().from(profiles).orderBy(profiles.email);
    for (const p of rows) {
      const extra = p.metadata.additional_roles?.length
        ? ` (+ ${p.metadata.additional_roles.join(", ")})`
        : "";
      console.log(`${p.email}\t${p.name}\t${p.role}${extra}`);
    }
    if (rows.length === 0) console.log("No users yet.");
    return;
  }

  if (command === "create") {
    const parsed = createSchema.safeParse(values);
    if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join("\n"));
    const generated = parsed.data.password
      ? undefined
      : crypto.randomBytes(12).toString("base64url");
    const result = await createUserAccount({
      email: parsed.data.email,
      name: parsed.data.name,
      organization: parsed.data.organization,
      password: parsed.data.password ?? generated,
      role: parsed.data.role,
      additionalRoles: parsed.data["additional-roles"],
    });
    console.log(
      result.created
        ? `Created ${parsed.data.email} as ${parsed.data.role}.`
        : `${parsed.data.email} already existed: role set to ${parsed.data.role}.`,
    );
    if (result.created && generated) {
      console.log(`Temporary password (shown once; change it in Settings): ${generated}`);
    }
    return;
  }

  const parsed = promoteSchema.safeParse(values);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join("\n"));
  const existing = await getDb().query.profiles.findFirst({
    where: (p, { eq }) => eq(p.email, parsed.data.email.toLowerCase()),
  });
  if (!existing) throw new Error(`No user with e-mail ${parsed.data.email}. Use "create".`);
  await createUserAccount({
    email: parsed.data.email,
    name: existing.name,
    role: parsed.data.role,
    additionalRoles: parsed.data["additional-roles"],
  });
  console.log(`${parsed.data.email} is now ${parsed.data.role}.`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
