/**
 * The programme's standards as released in version 1.0 on June 1, 2024
 * (SPEC §3 "built-in standards text"): 15 numbered standards with their
 * sub-standards and 5 appendices. This is programme content, not demo data:
 * `seedStandards` writes it into every installation on start (SPEC §4
 * seeding rules) and from then on the database is the source of truth —
 * committee edits and approved proposals change the stored text, never
 * this file. Content is Markdown.
 */

export const initialRelease = {
  version: "1.0",
  releaseDate: "2024-06-01",
  notes:
    "First edition of the Humane Wildlife Control Standards: 15 standards and 5 appendices, adopted by the Standards Committee. Accreditation against these standards is renewed annually.",
} as const;

/** SPEC §4 seed categories. */
export const seedCategories = [
  {
    name: "General",
    description:
      "The commitments every accredited business makes: its welfare policy, lawful operation, the devices and methods it never uses, and how each job is diagnosed.",
  },
  {
    name: "Animal Welfare",
    description:
      "How animals are treated in the field: exclusion and eviction, capture, release, the rare justified use of lethal control, and zero tolerance for cruelty.",
  },
  {
    name: "Operations",
    description: "How the business works with its clients.",
  },
] as const;
export type SeedCategoryName = (typeof seedCategories)[number]["name"];

/** SPEC §4: standards 1-4 go to General, 5 to Operations, the others to Animal Welfare. */
export function seedCategoryFor(number: string): SeedCategoryName {
  const n = Number(number);
  if (n >= 1 && n <= 4) return "General";
  if (n === 5) return "Operations";
  return "Animal Welfare";
}

export type SeedSubStandard = { number: string; title: string; content: string };
export type SeedStandard = {
  number: string;
  title: string;
  content: string;
  subStandards: SeedSubStandard[];
};
export type SeedAppendix = { number: string; title: string; content: string };

export const seedStandardsList: readonly SeedStandard[] = [
  {
    number: "1",
    title: "Animal Welfare Policy",
    content:
      "The business adopts, follows and makes available a written animal welfare policy that commits it to resolving conflicts between people and wildlife by the least harmful method that will work. The policy governs every service the business offers and every person who works for it, in the field or in the office.",
    subStandards: [
      {
        number: "1.1",
        title: "A written, signed policy",
        content:
          "The policy is in writing, dated and signed by the owner or principal. It states that the business follows these standards, names the person responsible for applying them, and is reviewed at least once a year and whenever a new version of these standards is released.",
      },
      {
        number: "1.2",
        title: "Acknowledged by everyone who works for the business",
        content:
          "Every employee, subcontractor and volunteer reads the policy before working in the field and signs an acknowledgement. The business keeps each signed acknowledgement while the person works for it and for three years afterwards.",
      },
      {
        number: "1.3",
        title: "Available to clients and the public",
        content:
          "The policy is given to any client or member of the public who asks for it and, where the business has a website, is published there.",
      },
      {
        number: "1.4",
        title: "Training",
        content:
          "Field staff are trained in species identification, humane exclusion and handling, and these standards before they work unsupervised, and receive at least four hours of refresher training each year. The business keeps a record of who was trained, when, by whom and on what.",
      },
    ],
  },
  {
    number: "2",
    title: "Legal Operations",
    content:
      "The business operates lawfully everywhere it works. It holds the licences, permits and insurance its jurisdictions require and follows federal, state, provincial, territorial, tribal and municipal wildlife, animal welfare and pesticide law. Where the law and these standards differ, the business meets whichever is stricter.",
    subStandards: [
      {
        number: "2.1",
        title: "Licences and permits",
        content:
          "The business holds a current business licence and every nuisance wildlife control, trapping, pesticide applicator or other licence or permit its work requires. Copies are kept at the office and are available in every service vehicle; electronic copies are acceptable.",
      },
      {
        number: "2.2",
        title: "Insurance",
        content:
          "The business carries general liability insurance suited to the work it does, and workers' compensation or equivalent cover where the law requires it.",
      },
      {
        number: "2.3",
        title: "Protected species",
        content:
          "Species protected by law — for example under the Migratory Bird Treaty Act, the Endangered Species Act, the Species at Risk Act, the Migratory Birds Convention Act or state and provincial lists — are handled only as the applicable permits allow. When unsure whether a species or an action is permitted, the business asks the wildlife agency before acting.",
      },
      {
        number: "2.4",
        title: "Telling the programme about changes",
        content:
          "The business informs the programme within 30 days when a licence, permit or insurance policy lapses, is suspended or changes, and when the business or anyone working for it is charged with or convicted of an offence under wildlife or animal welfare law.",
      },
    ],
  },
  {
    number: "3",
    title: "Prohibited Devices and Methods",
    content:
      "Some devices and methods cause suffering that humane alternatives avoid. The business does not use, sell, lend or recommend the devices and methods in this standard and in Appendix B, even where local law allows them.",
    subStandards: [
      {
        number: "3.1",
        title: "Glue traps",
        content:
          "Glue boards and other adhesive traps are never used for any vertebrate, and insect glue boards are never placed where a vertebrate could be caught on them.",
      },
      {
        number: "3.2",
        title: "Restraining and body-gripping traps",
        content:
          "Foothold (leg-hold) traps, snares, cable restraints and body-gripping traps are not used. The only kill traps permitted are the rodent kill traps of Standard 12.",
      },
      {
        number: "3.3",
        title: "Killing methods that cause suffering",
        content:
          "No animal is drowned, suffocated, frozen, burned, crushed, shot with an air gun unsuitable for the species, or killed with a poison, gas or substance not allowed by Standard 11 or Standard 13.",
      },
      {
        number: "3.4",
        title: "Misused repellents and harassment",
        content:
          "Naphthalene (mothballs), ammonia, ultrasonic devices and other repellents are not used contrary to their label or in a way that would drive a mother away from dependent young or trap an animal inside a structure.",
      },
      {
        number: "3.5",
        title: "Sealing animals in",
        content:
          "No opening is sealed while an animal may still be inside. Sealing follows the confirmation of departure required by Standard 7.",
      },
    ],
  },
  {
    number: "4",
    title: "Conflict Diagnosis",
    content:
      "Every job begins with an inspection that establishes which species is involved, how and where it gets in or causes damage, whether dependent young are present, and why the conflict arose. The treatment follows the diagnosis, not the first request of the client.",
    subStandards: [
      {
        number: "4.1",
        title: "On-site inspection",
        content:
          "Before proposing any treatment the business inspects the property and structure, including the roofline and attic where it is safe to do so, and identifies the species from signs such as tracks, droppings, damage, sounds and sightings. The inspection is recorded (Appendix D).",
      },
      {
        number: "4.2",
        title: "Dependent young",
        content:
          "The inspection considers the season and the signs to decide whether dependent young may be present (Appendix C) and records the conclusion and the reasons for it.",
      },
      {
        number: "4.3",
        title: "Written findings and options",
        content:
          "The client receives, before work starts, a written description of the findings, the recommended plan, the humane options available and what each costs.",
      },
      {
        number: "4.4",
        title: "No unnecessary capture or removal",
        content:
          "The business does not recommend trapping, removal or lethal control where exclusion or changes to the property would resolve the conflict.",
      },
    ],
  },
  {
    number: "5",
    title: "Client Education",
    content:
      "The business helps each client understand the animal, why the conflict happened and how to prevent it, so that the solution lasts and the client can make informed choices.",
    subStandards: [
      {
        number: "5.1",
        title: "Explaining the animal and the method",
        content:
          "The business explains the biology and behaviour of the species that matter to the conflict, and why humane methods are used.",
      },
      {
        number: "5.2",
        title: "Written prevention advice",
        content:
          "Each client receives written prevention advice for their property: the attractants to remove, the entry points to watch and the maintenance that keeps animals out.",
      },
      {
        number: "5.3",
        title: "Honest claims",
        content:
          "The business does not exaggerate health risks or damage to sell a service. Its advertising describes its methods accurately and uses the programme's name and mark only as the programme allows.",
      },
      {
        number: "5.4",
        title: "Questions and complaints",
        content:
          "Clients are told how to reach the business with a question or a complaint and how to contact the programme. Complaints are acknowledged within two business days and recorded with their outcome.",
      },
    ],
  },
  {
    number: "6",
    title: "Environmental Modification",
    content:
      "Lasting solutions change the conditions that drew the animal in. The business recommends and, where contracted, carries out the changes that remove attractants and deny access to structures.",
    subStandards: [
      {
        number: "6.1",
        title: "Removing attractants",
        content:
          "The business identifies food, water and shelter that attract wildlife — unsecured garbage and compost, pet food, bird feeders, fallen fruit, wood piles, gaps under decks and sheds — and advises how to remove or secure them.",
      },
      {
        number: "6.2",
        title: "Durable exclusion",
        content:
          "Exclusion uses durable materials suited to the species, such as galvanised steel hardware cloth or sheet metal, securely fastened. Materials that can entangle, cut or trap animals, such as loose netting or expanding foam alone, are not used as a barrier.",
      },
      {
        number: "6.3",
        title: "Respect for habitat",
        content:
          "Modifications do not destroy habitat needlessly. Trees, shrubs and structures holding active nests or dens are not removed until the young have left, and only as the law allows.",
      },
      {
        number: "6.4",
        title: "Inspection on completion",
        content:
          "Exclusion work is inspected when it is finished, and the client is shown how to check it and what to do if an animal returns.",
      },
    ],
  },
  {
    number: "7",
    title: "Humane Eviction",
    content:
      "Where an animal lives in a structure, the business evicts it with exclusion and one-way devices so that it leaves by itself. Eviction is timed and checked so that no animal, adult or young, is trapped inside or separated from its mother.",
    subStandards: [
      {
        number: "7.1",
        title: "One-way devices",
        content:
          "One-way doors, funnels and cones are fitted only at confirmed active entry points, after every other opening has been sealed or is monitored, and are sized and installed so that the animal can leave and cannot return.",
      },
      {
        number: "7.2",
        title: "Dependent young",
        content:
          "When dependent young are present, eviction waits until they are mobile enough to follow their mother, or the young are removed by hand and placed in a warmed reunion box at the entry point so that the mother can retrieve them. Reunion attempts are watched; young not retrieved by the next morning go to a licensed wildlife rehabilitator.",
      },
      {
        number: "7.3",
        title: "Bats",
        content:
          "Bats are never excluded during the maternity season set by the local wildlife agency, or, where none is set, between May 1 and August 15. Bat exclusion follows the agency's guidance and the current white-nose syndrome decontamination protocol.",
      },
      {
        number: "7.4",
        title: "Confirming departure",
        content:
          "Before the last opening is sealed, the business confirms that the structure is empty by monitoring — for example a closed one-way device left for at least three nights with no activity, tracking material, or cameras — and records how it was confirmed.",
      },
      {
        number: "7.5",
        title: "Follow-up within 48 hours",
        content:
          "The business follows up every one-way device, reunion box and exclusion within 48 hours of installing it, on site or with the client, and again before final sealing. An animal found trapped is released at once.",
      },
    ],
  },
  {
    number: "8",
    title: "Limited Live Capture",
    content:
      "Live capture is used only when eviction and exclusion cannot resolve the conflict, or when an animal must be removed for its own welfare or for public safety, such as an animal loose in a living space. Capture is planned so that an animal spends as little time as possible in a trap.",
    subStandards: [
      {
        number: "8.1",
        title: "Reason recorded",
        content: "The reason live capture was needed is recorded for each job (Appendix D).",
      },
      {
        number: "8.2",
        title: "Traps checked at least daily",
        content:
          "Every set trap is checked in person at least daily, and more often in extreme heat or cold or when the trap is exposed. Remote trap monitors may help, but do not replace the daily check. Traps that cannot be checked are closed.",
      },
      {
        number: "8.3",
        title: "Suitable traps, well placed",
        content:
          "Cage and box traps are of a size suited to the species, free of sharp edges, shaded and sheltered from rain and wind, and placed to avoid non-target animals.",
      },
      {
        number: "8.4",
        title: "Non-target animals",
        content:
          "A non-target animal is released immediately where it was caught, unless it is injured, in which case it goes to a veterinarian or licensed wildlife rehabilitator.",
      },
      {
        number: "8.5",
        title: "Handling",
        content:
          "Captured animals are handled as little and as quietly as possible; traps are covered to reduce stress, and animals are never left in direct sun or in a closed vehicle.",
      },
    ],
  },
  {
    number: "9",
    title: "Release",
    content:
      "Captured animals are released quickly, as the law allows, and as close as possible to where they were caught, so that they can return to familiar territory, food, shelter and any dependent young.",
    subStandards: [
      {
        number: "9.1",
        title: "Release site",
        content:
          "Animals are released on the property or within their home range wherever the law allows. Where the law requires relocation, the release site is suitable habitat chosen with the landowner's permission.",
      },
      {
        number: "9.2",
        title: "Transport under 8 hours",
        content:
          "The time from capture to release is under 8 hours, transport included. During transport animals are secured, ventilated, shaded and kept away from exhaust fumes, extreme temperatures and other animals.",
      },
      {
        number: "9.3",
        title: "Injured, sick or orphaned animals",
        content:
          "An injured, sick or orphaned animal is taken to a licensed wildlife rehabilitator or a veterinarian. The business keeps a current list of rehabilitators who accept the species it handles.",
      },
      {
        number: "9.4",
        title: "Capture and release records",
        content:
          "Each capture is recorded with the species, the place and time of capture, the place and time of release and the outcome (Appendix D).",
      },
    ],
  },
  {
    number: "10",
    title: "Lethal Control Justification",
    content:
      "Killing an animal is a last resort. It is justified only when non-lethal methods have failed or cannot work in the circumstances, when it is lawful, and when the reason has been recorded before the animal is killed.",
    subStandards: [
      {
        number: "10.1",
        title: "When lethal control may be justified",
        content:
          "Lethal control may be justified only when: an animal is so badly injured or ill that it cannot recover; a public health authority directs it, for example for a rabies vector species showing signs of disease; the law forbids releasing the animal, as with some invasive species; or a serious threat to human health or safety cannot be removed any other way.",
      },
      {
        number: "10.2",
        title: "Written justification before the act",
        content:
          "The justification is written on the form in Appendix D before the animal is killed, approved by the owner or a designated senior technician, and explained to the client, whose informed consent is recorded. In an emergency the form is completed the same day.",
      },
      {
        number: "10.3",
        title: "Not for convenience",
        content: "Cost, time, or a client's preference alone never justify killing an animal.",
      },
      {
        number: "10.4",
        title: "Reported to the programme",
        content:
          "Every lethal action is listed in the business's annual renewal, and examiners review the justifications during audits.",
      },
    ],
  },
  {
    number: "11",
    title: "Humane Lethal Methods",
    content:
      "When lethal control is justified, the business uses only methods that make the animal unconscious immediately and kill it without a return to consciousness, as the current AVMA Guidelines for the Euthanasia of Animals describe for the species, carried out by trained people.",
    subStandards: [
      {
        number: "11.1",
        title: "Acceptable methods",
        content:
          "Only methods classed as acceptable, or acceptable with conditions, for the species are used, and the conditions are met. Euthanasia by a veterinarian is preferred where one is available.",
      },
      {
        number: "11.2",
        title: "Competence",
        content:
          "Only staff trained and assessed in the method, and holding any licence it requires, carry it out.",
      },
      {
        number: "11.3",
        title: "Confirmation of death",
        content: "Death is confirmed before the animal is moved or disposed of.",
      },
      {
        number: "11.4",
        title: "Lawful disposal",
        content:
          "Carcasses are disposed of lawfully. Those of rabies vector species are handled as the public health authority directs, and any required samples are submitted.",
      },
    ],
  },
  {
    number: "12",
    title: "Rodent Kill Traps",
    content:
      "Where house mice, Norway rats or roof rats must be killed, quick-killing traps are used in preference to poisons, together with exclusion so that new rodents cannot enter.",
    subStandards: [
      {
        number: "12.1",
        title: "Approved designs",
        content:
          "Only mechanical snap traps and electronic traps designed and sized for the target species are used, and they are kept in good working order.",
      },
      {
        number: "12.2",
        title: "Protecting non-target animals",
        content:
          "Traps are placed inside tamper-resistant stations or where children, pets and non-target wildlife cannot reach them, and never in the open outdoors.",
      },
      {
        number: "12.3",
        title: "Checked at least daily",
        content:
          "Set traps are checked at least daily. An animal found alive in a trap is killed at once by a method allowed by Standard 11.",
      },
      {
        number: "12.4",
        title: "Exclusion alongside trapping",
        content:
          "Trapping is accompanied by the sealing of rodent entry points and by sanitation advice to the client (Standard 6).",
      },
    ],
  },
  {
    number: "13",
    title: "Rodenticide Use",
    content:
      "Rodenticides cause prolonged suffering and kill predators, scavengers and pets through secondary poisoning. The business avoids them, and uses them only as this standard allows.",
    subStandards: [
      {
        number: "13.1",
        title: "A documented last resort",
        content:
          "A rodenticide is used only when an infestation threatens public health and trapping and exclusion have failed or cannot work; the reasons are recorded before use.",
      },
      {
        number: "13.2",
        title: "Products never used",
        content:
          "Second-generation anticoagulants (brodifacoum, bromadiolone, difenacoum and difethialone) are never used, nor are loose pellets, tracking powders or any rodenticide placed outdoors outside a tamper-resistant bait station.",
      },
      {
        number: "13.3",
        title: "Label and licence",
        content:
          "Rodenticides are applied only by a licensed applicator, exactly as the label directs.",
      },
      {
        number: "13.4",
        title: "Monitoring and carcass search",
        content:
          "While bait is in place, stations are inspected and the area searched for carcasses at least daily. Carcasses are removed and disposed of lawfully, and the bait is withdrawn as soon as activity stops.",
      },
    ],
  },
  {
    number: "14",
    title: "Working Animals",
    content:
      "Dogs and other animals are never used to chase, corner, catch, fight or kill wildlife.",
    subStandards: [
      {
        number: "14.1",
        title: "Detection only",
        content:
          "A trained detection dog may be used to locate animals or signs, on a leash and under control, and is never allowed contact with wildlife.",
      },
      {
        number: "14.2",
        title: "Welfare of working animals",
        content:
          "Working animals are cared for, rested, vaccinated and protected from heat, cold and injury.",
      },
    ],
  },
  {
    number: "15",
    title: "Zero Tolerance for Cruelty",
    content:
      "Cruelty to any animal — an act or omission that causes unnecessary pain, suffering or distress — by anyone working for the business is never acceptable. The business acts immediately when cruelty is suspected.",
    subStandards: [
      {
        number: "15.1",
        title: "What counts as cruelty",
        content:
          "Cruelty includes deliberately injuring or tormenting an animal, leaving a captured animal beyond the required check interval, transport or holding beyond the limits of Standard 9, killing without the justification of Standard 10, and any use of the devices and methods of Standard 3.",
      },
      {
        number: "15.2",
        title: "Reporting",
        content:
          "Anyone may report suspected cruelty to the business or directly to the programme. The business tells the programme of every allegation it receives and does not retaliate against the person who reported it.",
      },
      {
        number: "15.3",
        title: "Follow-up within 48 hours",
        content:
          "Within 48 hours of learning of an allegation the business removes the person concerned from field work pending investigation, secures the relevant records, and sends the programme a first written report. It completes its investigation and reports the outcome to the programme.",
      },
      {
        number: "15.4",
        title: "Consequences",
        content:
          "Confirmed cruelty leads to disciplinary action up to dismissal and, where the law has been broken, a report to the authorities. The programme may suspend or revoke the business's accreditation.",
      },
    ],
  },
];

export const seedAppendices: readonly SeedAppendix[] = [
  {
    number: "A",
    title: "Definitions",
    content: `**Dependent young** — young animals that cannot yet survive without their mother's care; Appendix C gives the usual seasons.

**Exclusion** — sealing the openings an animal uses to enter a structure, with durable materials, once it has left.

**Eviction** — causing an animal to leave a structure by itself, usually with a one-way device, without capturing it.

**One-way device** — a door, funnel or cone fitted over an entry point that lets an animal leave and prevents it from returning.

**Reunion box** — a warmed, sheltered box placed at an entry point so that a mother can retrieve young removed from a structure.

**Non-target animal** — any animal other than the one the work is meant to resolve a conflict with.

**Home range** — the area an animal normally lives and feeds in; for most mammals handled under these standards, within about one mile (1.6 km) of where it was found.

**Lethal control** — any action intended to kill an animal, including euthanasia.

**Euthanasia** — killing an animal by a method that causes immediate unconsciousness and death with the least possible pain and distress.

**Commensal rodents** — house mice, Norway rats and roof rats living in and around buildings.

**Trap check** — an in-person inspection of a set trap by a trained person, who acts on what they find.

**The programme** — the Humane Accreditation Program, its Standards Committee, examiners and administrators.`,
  },
  {
    number: "B",
    title: "Prohibited Devices and Methods",
    content: `The following are never used, sold, lent or recommended by an accredited business (Standard 3):

- glue boards and other adhesive traps for vertebrates;
- foothold (leg-hold) traps, snares and cable restraints;
- body-gripping traps (such as Conibear-type traps), other than the rodent kill traps of Standard 12;
- drowning, including drowning traps and submersion of a live animal;
- suffocation, freezing, burning, or crushing of a live animal;
- carbon monoxide from vehicle exhaust, and any gas not listed as acceptable for the species in the AVMA Guidelines;
- second-generation anticoagulant rodenticides, tracking powders and loose bait (Standard 13);
- poisons, fumigants or toxicants for any animal other than commensal rodents;
- naphthalene (mothballs), ammonia and other repellents used contrary to their label;
- sealing an animal inside a structure, or sealing an entry point before departure is confirmed;
- dogs or other animals used to chase, catch or kill wildlife (Standard 14).`,
  },
  {
    number: "C",
    title: "Seasons of Dependent Young",
    content: `Typical seasons in which dependent young of commonly handled species are present in North America. Seasons vary with latitude, altitude and weather: the business applies local knowledge and the guidance of its wildlife agency, and when in doubt assumes young are present.

| Species | Young born | Dependent until about |
| --- | --- | --- |
| Raccoon | March – June | 10 to 12 weeks of age |
| Striped skunk | May – June | 8 weeks of age |
| Eastern grey squirrel | February – April and July – September | 10 to 12 weeks of age |
| Red squirrel | March – May | 8 to 10 weeks of age |
| Flying squirrels | March – May and August – September | 8 weeks of age |
| Big brown and little brown bats | May – July | able to fly, usually mid-August |
| Groundhog (woodchuck) | April – May | 6 to 7 weeks of age |
| Virginia opossum | February – July | off the mother's back, about 12 weeks |
| Chimney swift and other nesting birds | May – August | fledged; active nests are protected by law |`,
  },
  {
    number: "D",
    title: "Records and Forms",
    content: `The business keeps the following records for at least three years and makes them available to examiners.

**Inspection record** (Standard 4): date, address, inspector, species and the signs used to identify it, entry points, attractants, whether dependent young may be present and why, and the recommended plan.

**Trap check log** (Standards 8 and 12): for each trap, where and when it was set, and the date, time, person and result of every check, until the trap is removed.

**Capture and release record** (Standard 9): species, sex and age class where known, place and time of capture, place and time of release, total time from capture to release, condition, and the outcome (released, taken to a rehabilitator or veterinarian, euthanised).

**Lethal control justification form** (Standard 10): the animal and location, the condition of Standard 10.1 that applies, the non-lethal methods tried or why none could work, the law that applies, the method to be used (Standard 11), the approving person, the client's consent, and the date and time — completed before the act, or the same day in an emergency.

**Cruelty allegation record** (Standard 15): when and from whom the allegation was received, what was alleged, the actions taken within 48 hours, the outcome of the investigation, and the reports sent to the programme.`,
  },
  {
    number: "E",
    title: "Accreditation, Audits and Changes to These Standards",
    content: `**Audits.** An examiner audits each applicant on site against the version of these standards that is current on the day the audit is completed, and records a finding for every standard. The version is recorded with the audit and shown on the certificate.

**Accreditation.** A certificate of accreditation is valid for one year. Accreditation is renewed annually: the business confirms its details and any changes to its practices, pays the renewal fees and may be audited again.

**Changes to the standards.** Anyone may propose a change to a standard, with the reasons for it. The Standards Committee discusses proposals and puts them to a ballot of its voting members with a closing date, a quorum and an approval threshold recorded when the ballot opens. An approved change takes effect when it is published here; each change raises the version of the standard concerned by 0.1 and is listed, with its differences, under "What changed".

**Versions.** The standards as a whole are released in numbered versions. Version 1.0 was released on June 1, 2024.`,
  },
];
