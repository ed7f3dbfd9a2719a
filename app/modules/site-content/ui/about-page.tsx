import { Link } from "react-router";
import { PageContainer, PageIntro, Prose } from "../page-parts";

const roles = [
  {
    title: "The Standards Committee",
    body: "Practitioners with years of field experience, wildlife rehabilitators, veterinarians and animal-welfare specialists. The committee writes and maintains the standards, votes on every proposed change, and sits as a review panel to decide each application after its audit. Changes are versioned and recorded, so anyone can see what changed and why.",
  },
  {
    title: "Examiners",
    body: "Experienced professionals trained in the standards and in audit technique. An examiner visits each applicant on site, interviews staff, inspects equipment, vehicles and records, and reports findings to the committee. Examiners assess; they do not vote on the outcome of the audits they carry out.",
  },
  {
    title: "Administrators",
    body: "The programme staff who keep everything running: they check applications are complete, schedule audits, process fees, issue and renew certificates, maintain the public directory and answer questions from businesses and the public.",
  },
];

const principles = [
  {
    title: "Prevention and exclusion first",
    body: "Most conflicts end for good when the reason the animal came is removed: an open vent, a gap under a shed, accessible garbage. Accredited businesses diagnose the conflict and fix its cause before anything else.",
  },
  {
    title: "Keep families together",
    body: "Humane eviction lets animals leave on their own through one-way doors and gentle deterrents, timed around the birthing season so that dependent young are never left behind.",
  },
  {
    title: "Capture only when needed, and done carefully",
    body: "Live capture is limited to situations that require it, with traps checked at least daily, animals protected from weather and stress, and transport kept short.",
  },
  {
    title: "Lethal control as a justified last resort",
    body: "Killing an animal must be justified, lawful and carried out with methods that cause the least possible suffering. Devices and substances the standards prohibit are never used.",
  },
  {
    title: "Educate the client",
    body: "Every job includes advice on how to prevent the next conflict, because the most humane call is the one that never has to be made.",
  },
  {
    title: "Zero tolerance for cruelty",
    body: "Deliberate cruelty or neglect leads to revocation of the certificate, whatever the circumstances.",
  },
];

/** The text of the about page: mission, who runs the programme and its principles (/about). */
export function AboutPage() {
  return (
    <PageContainer>
      <PageIntro
        title="About the programme"
        lead="We accredit wildlife control businesses across the United States, Canada and Mexico that resolve human–wildlife conflicts effectively, lawfully and humanely, and we make that accreditation easy for anyone to check."
      />

      <div className="mt-10 grid gap-12 lg:grid-cols-3">
        <Prose className="lg:col-span-2">
          <h2 id="mission">Our mission</h2>
          <p>
            People and wild animals share cities, suburbs and farmland, and conflicts are
            inevitable. Our mission is to make sure that when a homeowner, business or municipality
            asks a professional for help, the animals involved are treated with respect and the
            problem is solved at its source rather than moved around.
          </p>
          <p>
            We do that by publishing clear standards for humane wildlife control, by auditing
            businesses against them on site, and by certifying only those that meet them. Each
            certificate is valid for one year and can be verified by anyone, so clients always know
            whether a business&apos;s accreditation is current.
          </p>
        </Prose>
        <aside
          aria-labelledby="facts-heading"
          className="h-fit rounded-xl border border-brand-200 bg-brand-50 p-6"
        >
          <h2 id="facts-heading" className="text-lg font-semibold text-slate-900">
            The programme in brief
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6 text-slate-800">
            <li>Open to wildlife control businesses in the United States, Canada and Mexico</li>
            <li>15 published standards and 5 appendices (version 1.0, June 1, 2024)</li>
            <li>On-site audit by an independent examiner</li>
            <li>Decision by a review panel of the standards committee</li>
            <li>Certificate valid for one year, renewed annually</li>
            <li>Public directory and online certificate verification</li>
          </ul>
        </aside>
      </div>

      <Prose className="mt-4">
        <h2 id="who-runs-it">Who runs the programme</h2>
        <p>
          Three groups share the work, with separate responsibilities so that no single person
          decides an outcome alone.
        </p>
      </Prose>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {roles.map((role) => (
          <li key={role.title} className="rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold text-brand-800">{role.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-700">{role.body}</p>
          </li>
        ))}
      </ul>

      <Prose className="mt-4">
        <h2 id="independence">Independence and fairness</h2>
        <p>Accreditation is only worth something if it cannot be bought. That is why:</p>
        <ul>
          <li>
            Examiners do not audit businesses they own, work for, compete with directly in the same
            market, or have worked for in the last three years, and declare any other conflict of
            interest before an audit is assigned.
          </li>
          <li>
            Decisions are made by a review panel of the committee on the basis of the written audit
            report, not by the examiner alone and not by the administrators who handle payments.
          </li>
          <li>
            Fees are the same for every business and are not refunded or increased depending on the
            outcome. Paying a fee never guarantees accreditation.
          </li>
          <li>
            Every status change of an application and every change to the standards is recorded in
            an audit log.
          </li>
          <li>
            Applicants who disagree with a decision can ask for it to be reconsidered by a panel
            that did not take part in the first review.
          </li>
        </ul>

        <h2 id="principles">Our humane principles</h2>
        <p>
          The <Link to="/standards">accreditation standards</Link> set out the details. These are
          the ideas behind them.
        </p>
      </Prose>

      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {principles.map((p) => (
          <li key={p.title} className="rounded-xl bg-slate-50 p-6">
            <h3 className="text-lg font-semibold text-slate-900">{p.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-700">{p.body}</p>
          </li>
        ))}
      </ul>

      <Prose className="mt-10">
        <h2 id="next">Next steps</h2>
        <p>
          Read the <Link to="/process">accreditation process</Link> to see each step and its fees,
          browse the <Link to="/faqs">frequently asked questions</Link>, or{" "}
          <Link to="/contact">contact us</Link> with anything they do not answer.
        </p>
      </Prose>
    </PageContainer>
  );
}
