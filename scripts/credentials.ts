// Verifiable-credential keys of a real installation (decision 052):
//   npm run credentials -- rotate-key   retire the current signing key, create a new one
//   npm run credentials -- list-keys    the keys in the DID document, current first
//   npm run credentials -- issue-missing  issue credentials certificates lack (start-up does too)
// Uses the same configuration as the server (DATABASE_URL or DATA_DIR). With the
// embedded database, stop the server first: PGlite allows one process at a time.
import fs from "node:fs";
import { parseArgs } from "node:util";
import { closeDatabase, getDatabase, getDb } from "~/lib/db.server";
import {
  getDidDocument,
  issueMissingCredentials,
  listIssuerKeys,
  rotateIssuerKey,
} from "~/modules/credentials/index.server";

// Same optional .env file as `npm start`.
if (fs.existsSync(".env")) process.loadEnvFile(".env");

const usage = `Usage:
  npm run credentials -- rotate-key
  npm run credentials -- list-keys
  npm run credentials -- issue-missing`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: "boolean", short: "h" } },
  });
  const command = positionals[0];
  if (values.help || !command || !["rotate-key", "list-keys", "issue-missing"].includes(command)) {
    console.log(usage);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  await getDatabase().migrate();
  const db = getDb();

  if (command === "rotate-key") {
    const { retired, current } = await rotateIssuerKey(db);
    if (retired) {
      console.log(
        `Retired ${retired.fragment}: it stays in the DID document, so the credentials it signed keep verifying.`,
      );
    }
    console.log(`New signing key ${current.fragment} (${current.publicKeyMultibase}).`);
    return;
  }
  if (command === "issue-missing") {
    // In batches until none is missing (a batch issues up to 10 000).
    let total = 0;
    for (let batch = await issueMissingCredentials(db); batch > 0;) {
      total += batch;
      batch = batch < 10_000 ? 0 : await issueMissingCredentials(db);
    }
    console.log(`Issued ${total} credential(s).`);
    return;
  }
  const doc = await getDidDocument(db);
  console.log(doc.id);
  for (const key of (await listIssuerKeys(db)).reverse()) {
    const when = key.retiredAt ? `retired ${key.retiredAt.toISOString()}` : "current";
    console.log(`${key.fragment}\t${key.publicKeyMultibase}\t${when}`);
  }
  if (doc.verificationMethod.length === 0)
    console.log("No key yet: the server creates one on start.");
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
