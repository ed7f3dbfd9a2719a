// No schema library here: the public directory's filter imports this in the
// browser, and zod stays out of the public JavaScript (decision 035).

/** Common humane wildlife control services (metadata.services_offered). */
export const serviceOptions = [
  "Humane exclusion and one-way doors",
  "Humane eviction of wildlife from structures",
  "Live capture and on-site release",
  "Bat exclusion",
  "Bird control and nest relocation",
  "Rodent proofing and sealing",
  "Wildlife inspection and consultation",
  "Damage repair and prevention",
  "Attic restoration and cleanup",
  "Dead animal removal",
  "Client education on coexistence",
] as const;
