/**
 * SPEC §3 built-in standards text: 15 numbered standards, version 1.0 dated
 * June 1, 2024. Audits use this list until the standards feature manages it.
 */
export const builtInStandardsVersion = { version: "1.0", releaseDate: "2024-06-01" } as const;

export type BuiltInStandard = { number: string; title: string; summary: string };

export const builtInStandards: readonly BuiltInStandard[] = [
  {
    number: "1",
    title: "Animal Welfare Policy",
    summary:
      "The business keeps a written animal welfare policy that every employee has read and follows.",
  },
  {
    number: "2",
    title: "Legal Operations",
    summary:
      "The business holds the licences, permits and insurance its jurisdictions require and follows wildlife law.",
  },
  {
    number: "3",
    title: "Prohibited Devices and Methods",
    summary:
      "Glue traps, leg-hold traps, drowning and other inhumane devices and methods are never used.",
  },
  {
    number: "4",
    title: "Conflict Diagnosis",
    summary:
      "Each job starts with an inspection that identifies the species, entry points and the cause of the conflict.",
  },
  {
    number: "5",
    title: "Client Education",
    summary: "Clients are told how to prevent future conflicts and why humane methods are used.",
  },
  {
    number: "6",
    title: "Environmental Modification",
    summary: "Attractants are removed and entry points sealed so that the conflict does not recur.",
  },
  {
    number: "7",
    title: "Humane Eviction",
    summary:
      "Animals are evicted with one-way devices and exclusion, timed to keep dependent young with their mothers.",
  },
  {
    number: "8",
    title: "Limited Live Capture",
    summary:
      "Live capture is used only when eviction cannot work, with traps checked at least daily.",
  },
  {
    number: "9",
    title: "Release",
    summary:
      "Captured animals are released on site or nearby as the law allows; transport stays under 8 hours.",
  },
  {
    number: "10",
    title: "Lethal Control Justification",
    summary:
      "Lethal control is a last resort, justified in writing for the specific case and the law that allows it.",
  },
  {
    number: "11",
    title: "Humane Lethal Methods",
    summary:
      "When lethal control is justified, only methods that cause immediate loss of consciousness are used.",
  },
  {
    number: "12",
    title: "Rodent Kill Traps",
    summary:
      "Rodent kill traps are of approved designs, placed to protect non-target animals and checked regularly.",
  },
  {
    number: "13",
    title: "Rodenticide Use",
    summary:
      "Rodenticides are avoided; any use follows label law and protects wildlife from secondary poisoning.",
  },
  {
    number: "14",
    title: "Working Animals",
    summary: "Dogs or other working animals are never used to chase, catch or kill wildlife.",
  },
  {
    number: "15",
    title: "Zero Tolerance for Cruelty",
    summary:
      "Cruelty to animals by anyone working for the business leads to immediate action; follow-up within 48 hours.",
  },
];
