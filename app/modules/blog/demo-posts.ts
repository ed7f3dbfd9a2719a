/**
 * The demo blog (decision 026): real posts about humane wildlife control and
 * the programme, seeded with the demo data only (`SEED_DEMO`). `daysAgo`
 * places each post in the past relative to the seed; `scheduleInDays` makes
 * a scheduled post; neither makes a draft.
 */
export type DemoPost = {
  title: string;
  excerpt: string;
  tags: string;
  body: string;
  metaDescription?: string;
  cover?: { alt: string; from: [number, number, number]; to: [number, number, number] };
  author: 0 | 1;
  daysAgo?: number;
  scheduleInDays?: number;
};

export const demoPosts: readonly DemoPost[] = [
  {
    title: "What an accreditation audit really looks like",
    excerpt:
      "One working day, one examiner, fifteen standards. Here is what happens during an on-site audit, what the examiner looks at and how to prepare without stress.",
    metaDescription:
      "What happens during an on-site accreditation audit for humane wildlife control businesses, and how to prepare.",
    tags: "Accreditation, Audits",
    author: 0,
    daysAgo: 46,
    cover: {
      alt: "Deep green banner fading to teal, the programme's colours for posts about the accreditation process",
      from: [20, 83, 45],
      to: [15, 118, 110],
    },
    body: `Most businesses that apply for accreditation have never been audited by anyone other than a tax inspector, so it is natural to wonder what the day will be like. The short answer: it is a working conversation about how you do your job, backed by your own records. Nobody expects perfection. Examiners are looking for a business that knows what it does, does it consistently and can show it.

## Before the visit

Once your audit fee is paid, the programme office assigns an examiner who has no connection with your business and agrees a date with you. You receive the date, the time and the examiner's name by e-mail, with a calendar invitation, and you can see the audit in your dashboard.

In the week before the visit it is worth checking that:

- your licences, permits and insurance certificate are current and easy to find;
- your written animal welfare policy and your procedures match how your technicians actually work;
- job records for the last few months are complete: species, entry points found, method used, trap checks, follow-up visits;
- vehicles and equipment are in the state you would want a client to see.

## During the day

A typical audit takes one working day and follows the fifteen standards in order. The examiner will:

1. **Review your paperwork** — licences, permits, insurance, policies and procedures.
2. **Sample your job files**, choosing a handful of recent jobs, including any that involved live capture or lethal control, and follow each one from first call to follow-up.
3. **Inspect equipment** — traps, one-way doors, exclusion materials, catch poles, transport cages — and the vehicles that carry them.
4. **Talk to your team.** Technicians are asked how they handle typical situations: a raccoon in an attic in May, a skunk under a deck, a bat in a bedroom. There are no trick questions.
5. **Observe fieldwork** where a client agrees to it.

The standards contain a few hard numbers that examiners check against records: traps are checked at least daily, animals are transported for less than eight hours, and follow-up visits take place within 48 hours.

## Findings

For each standard the examiner records one of four findings: *compliant*, *minor non-conformity*, *major non-conformity* or *not applicable*. A minor non-conformity is usually a gap in paperwork; you send evidence that it has been fixed within 30 days. A major non-conformity means the standard is not met and leads to a second audit once it has been put right.

The examiner finishes with a recommendation to the review panel, but **does not decide**. A panel of at least three committee members reads the report together with your application and takes the decision, usually within a few weeks.

## After the audit

You are told about every status change by e-mail and in your dashboard. If the panel approves your application, you pay the membership fee and your certificate — with its verification QR code — is issued straight away.

If you have questions before your audit, the [operations manual](/operations-manual) describes the procedure in detail, and the programme office is always happy to help through the [contact page](/contact).`,
  },
  {
    title: "Why glue traps are prohibited under our standards",
    excerpt:
      "Glue traps are cheap and widely sold, yet no accredited business may use them. Here is the evidence behind Standard 3 and what professionals use instead.",
    metaDescription:
      "Why the humane wildlife control standards prohibit glue traps, and the effective alternatives accredited businesses use.",
    tags: "Standards, Rodents, Animal welfare",
    author: 1,
    daysAgo: 25,
    cover: {
      alt: "Amber banner fading to deep red, used for posts about prohibited methods",
      from: [180, 83, 9],
      to: [153, 27, 27],
    },
    body: `Standard 3 of our accreditation standards lists the devices and methods an accredited business must never use. Glue traps are on that list, and it is the prohibition we are asked about most often — usually by businesses that have used them for years without complaint from clients. This post explains why the committee decided there is no humane way to use them.

## How a glue trap works

A glue trap is a board coated with a strong adhesive. An animal that steps onto it is held fast. Nothing about the trap kills the animal: it dies, hours or days later, from exhaustion, dehydration, starvation or suffocation when its face becomes stuck. Animals caught on glue pull out fur, tear skin and sometimes break or chew limbs trying to escape.

That alone puts glue traps at odds with the first principle of our standards: any animal that is captured or killed must be spared avoidable suffering.

## They are not selective

Glue traps catch whatever walks across them. Reports from wildlife rehabilitators regularly include songbirds, small snakes, lizards, bats, frogs and pet kittens found stuck to boards set for mice. An accredited business is responsible for every animal its methods affect, not only the target species. A device that cannot tell a house mouse from a wren fails that test.

## "Checking them often" does not fix it

The most common objection is that frequent checks solve the problem. They do not. An animal freed from glue is usually injured, covered in adhesive and in no state to be released; most die or must be euthanised. And the suffering starts in the first minutes, long before any realistic check.

## What accredited businesses use instead

Rodent problems are solved first by **exclusion**: finding and sealing entry points with materials rodents cannot chew through, removing food sources and fixing the conditions that attracted them. Where rodents already inside must be removed, Standard 12 allows well-maintained snap traps of the right size, set in protected stations where other animals cannot reach them and checked at least daily. They kill instantly when used correctly. Standard 13 sets strict limits on rodenticides for the same reasons.

This combination works better over time than glue boards, because it removes the reason the rodents came in.

## What this means for clients

If a company offers to "put down some glue boards", it is not working to our standards. You can check whether a business is accredited in our [directory](/directory), and verify any certificate it shows you on the [verification page](/verify).`,
  },
  {
    title: "Spring denning season: when wildlife moves in with you",
    excerpt:
      "From March to June, raccoons, skunks and squirrels raise their young in attics, chimneys and under decks. Here is how accredited businesses keep families together while getting them out.",
    metaDescription:
      "How humane wildlife control handles raccoons, skunks and squirrels raising young in homes during spring denning season.",
    tags: "Seasonal advice, Humane eviction",
    author: 0,
    daysAgo: 9,
    cover: {
      alt: "Spring green banner fading to sky blue, used for seasonal advice posts",
      from: [77, 124, 15],
      to: [3, 105, 161],
    },
    body: `Every spring the phones of wildlife control businesses start ringing with the same calls: scratching in the attic at dawn, chirping in the chimney, a skunk that has moved in under the porch. Across most of North America, March to June is denning season. Mothers look for a dry, safe and quiet place to give birth, and our homes offer plenty of them.

How a business handles these calls says a lot about it. Here is what our standards expect, and why.

## The problem with simply removing the mother

Trapping and relocating a mother raccoon in April almost always orphans her young. The kits, hidden in insulation or a wall cavity, starve over the following days — and the homeowner ends up with a smell, a second service call and often a new animal attracted by the den. Relocated adults also do poorly: they are dropped into another animal's territory with no idea where to find food or shelter.

That is why our standards favour **humane eviction** over capture during denning season (Standard 7), and allow live capture only in the limited cases set out in Standard 8.

## What a humane eviction looks like

1. **Inspection first.** The technician finds the species, the entry point and — above all — whether there are young, and how old they are (Standard 4, conflict diagnosis).
2. **Wait when needed.** If the young are very small, the kindest and often the quickest solution is to wait a few weeks until they can move with their mother, while making the space less comfortable.
3. **Encourage the move.** Light, sound and scent deterrents placed near the den signal to the mother that the site is no longer safe. Most mothers move their young to a back-up den within a few nights.
4. **One-way door.** Once the family has left — confirmed by monitoring — a one-way door over the entry point lets any stragglers out and nobody back in.
5. **Seal and repair.** The entry point is permanently closed, and the client gets advice on preventing the next one (Standards 5 and 6).

Where young cannot leave on their own, the technician may remove them by hand and place them in a warmed box by the entry point so the mother can collect them. Trap checks and follow-up visits follow the limits in the standards.

## What homeowners can do now

- Walk around your house in late winter and look for gaps at roof edges, vents, soffits and chimney tops.
- Cap chimneys and screen vents before March.
- Trim branches that give squirrels and raccoons a bridge to your roof.
- If you do hear activity, call a professional before blocking a hole: sealing a mother out can leave her young trapped inside.

You can find an accredited business near you in our [directory](/directory). All of them work to the same published standards and are audited against them every year.`,
  },
  {
    title: "Bat maternity season and the exclusion window",
    excerpt:
      "From late spring to late summer, bats in buildings may not be excluded. Why the window matters and how accredited businesses plan around it.",
    tags: "Seasonal advice, Bats",
    author: 1,
    scheduleInDays: 12,
    body: `Bats are among the most beneficial animals that end up in our buildings — a single little brown bat can eat thousands of insects in a night — and among the most vulnerable. Many species raise a single pup a year, in maternity colonies that return to the same attic or barn for decades.

## The maternity window

From late spring until the pups can fly in late summer, excluding bats from a building would trap flightless young inside. Accredited businesses do not carry out bat exclusions during this period. The exact dates depend on the region and are often set by wildlife authorities; the programme follows the local rule where there is one.

## Planning the work

An inspection can take place at any time of year. The technician identifies where bats enter, estimates the size of the colony and agrees a plan with the client: sealing secondary gaps now, and installing one-way exclusion devices on the main entry points as soon as the window opens.

We will publish a detailed guide to bat exclusion before the window opens.`,
  },
  {
    title: "Renewing your accreditation: a checklist",
    excerpt:
      "Reminders go out 60, 30 and 7 days before your certificate expires. A short checklist to make renewal quick.",
    tags: "Accreditation, Renewals",
    author: 0,
    body: `Draft: checklist for the renewal season. To cover — reminder schedule (60/30/7 days), what counts as a change of address, ownership or practices, renewal fees, how long review takes (5-7 business days), and what happens if a certificate lapses.`,
  },
];
