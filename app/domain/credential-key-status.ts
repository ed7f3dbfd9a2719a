// Relative import: app/db/schema.ts (read by drizzle-kit) imports this table.
import { defineStateMachine } from "./state-machine";

/** States of the programme's credential signing keys (decision 052). */
export const credentialKeyStatuses = ["current", "retired"] as const;
export type CredentialKeyStatus = (typeof credentialKeyStatuses)[number];

/**
 * A signing key's status as one pure table (decision 014). A key is created
 * current (on first start, or by the rotation command); rotating retires the
 * current key: it stays in the DID document's `verificationMethod` so the
 * credentials it signed keep verifying, but leaves `assertionMethod` and signs
 * nothing new. Retired is final.
 */
export const credentialKeyMachine = defineStateMachine({
  name: "credential signing key",
  statuses: credentialKeyStatuses,
  initial: "current",
  edges: [{ from: "current", to: "retired", by: ["system:key-rotation"] }],
});

/** The status purposes every credential carries an entry for (decision 052). */
export const credentialStatusPurposes = ["revocation", "suspension"] as const;
export type CredentialStatusPurpose = (typeof credentialStatusPurposes)[number];
