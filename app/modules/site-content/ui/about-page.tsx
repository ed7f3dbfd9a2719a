import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { PageContainer, PageIntro, Prose } from "../page-parts";

const m = defineMessages({
  title: { id: "about.title", defaultMessage: "About the programme" },
  lead: {
    id: "about.lead",
    defaultMessage:
      "We accredit wildlife control businesses across the United States, Canada and Mexico that resolve human–wildlife conflicts effectively, lawfully and humanely, and we make that accreditation easy for anyone to check.",
  },
  missionTitle: { id: "about.mission.title", defaultMessage: "Our mission" },
  missionP1: {
    id: "about.mission.p1",
    defaultMessage:
      "People and wild animals share cities, suburbs and farmland, and conflicts are inevitable. Our mission is to make sure that when a homeowner, business or municipality asks a professional for help, the animals involved are treated with respect and the problem is solved at its source rather than moved around.",
  },
  missionP2: {
    id: "about.mission.p2",
    defaultMessage:
      "We do that by publishing clear standards for humane wildlife control, by auditing businesses against them on site, and by certifying only those that meet them. Each certificate is valid for one year and can be verified by anyone, so clients always know whether a business's accreditation is current.",
  },
  factsTitle: { id: "about.facts.title", defaultMessage: "The programme in brief" },
  factOpen: {
    id: "about.facts.open",
    defaultMessage: "Open to wildlife control businesses in the United States, Canada and Mexico",
  },
  factStandards: {
    id: "about.facts.standards",
    defaultMessage: "15 published standards and 5 appendices (version 1.0, June 1, 2024)",
  },
  factAudit: {
    id: "about.facts.audit",
    defaultMessage: "On-site audit by an independent examiner",
  },
  factDecision: {
    id: "about.facts.decision",
    defaultMessage: "Decision by a review panel of the standards committee",
  },
  factValidity: {
    id: "about.facts.validity",
    defaultMessage: "Certificate valid for one year, renewed annually",
  },
  factDirectory: {
    id: "about.facts.directory",
    defaultMessage: "Public directory and online certificate verification",
  },
  whoTitle: { id: "about.who.title", defaultMessage: "Who runs the programme" },
  whoLead: {
    id: "about.who.lead",
    defaultMessage:
      "Three groups share the work, with separate responsibilities so that no single person decides an outcome alone.",
  },
  independenceTitle: {
    id: "about.independence.title",
    defaultMessage: "Independence and fairness",
  },
  independenceLead: {
    id: "about.independence.lead",
    defaultMessage: "Accreditation is only worth something if it cannot be bought. That is why:",
  },
  independenceExaminers: {
    id: "about.independence.examiners",
    defaultMessage:
      "Examiners do not audit businesses they own, work for, compete with directly in the same market, or have worked for in the last three years, and declare any other conflict of interest before an audit is assigned.",
  },
  independencePanel: {
    id: "about.independence.panel",
    defaultMessage:
      "Decisions are made by a review panel of the committee on the basis of the written audit report, not by the examiner alone and not by the administrators who handle payments.",
  },
  independenceFees: {
    id: "about.independence.fees",
    defaultMessage:
      "Fees are the same for every business and are not refunded or increased depending on the outcome. Paying a fee never guarantees accreditation.",
  },
  independenceLog: {
    id: "about.independence.log",
    defaultMessage:
      "Every status change of an application and every change to the standards is recorded in an audit log.",
  },
  independenceReconsider: {
    id: "about.independence.reconsider",
    defaultMessage:
      "Applicants who disagree with a decision can ask for it to be reconsidered by a panel that did not take part in the first review.",
  },
  principlesTitle: { id: "about.principles.title", defaultMessage: "Our humane principles" },
  principlesLead: {
    id: "about.principles.lead",
    defaultMessage:
      "The <link>accreditation standards</link> set out the details. These are the ideas behind them.",
  },
  nextTitle: { id: "about.next.title", defaultMessage: "Next steps" },
  nextText: {
    id: "about.next.text",
    defaultMessage:
      "Read the <process>accreditation process</process> to see each step and its fees, browse the <faqs>frequently asked questions</faqs>, or <contact>contact us</contact> with anything they do not answer.",
  },
});

const r = defineMessages({
  committeeTitle: { id: "about.role.committee.title", defaultMessage: "The Standards Committee" },
  committeeBody: {
    id: "about.role.committee.body",
    defaultMessage:
      "Practitioners with years of field experience, wildlife rehabilitators, veterinarians and animal-welfare specialists. The committee writes and maintains the standards, votes on every proposed change, and sits as a review panel to decide each application after its audit. Changes are versioned and recorded, so anyone can see what changed and why.",
  },
  examinersTitle: { id: "about.role.examiners.title", defaultMessage: "Examiners" },
  examinersBody: {
    id: "about.role.examiners.body",
    defaultMessage:
      "Experienced professionals trained in the standards and in audit technique. An examiner visits each applicant on site, interviews staff, inspects equipment, vehicles and records, and reports findings to the committee. Examiners assess; they do not vote on the outcome of the audits they carry out.",
  },
  administratorsTitle: { id: "about.role.administrators.title", defaultMessage: "Administrators" },
  administratorsBody: {
    id: "about.role.administrators.body",
    defaultMessage:
      "The programme staff who keep everything running: they check applications are complete, schedule audits, process fees, issue and renew certificates, maintain the public directory and answer questions from businesses and the public.",
  },
});

const p = defineMessages({
  preventionTitle: {
    id: "about.principle.prevention.title",
    defaultMessage: "Prevention and exclusion first",
  },
  preventionBody: {
    id: "about.principle.prevention.body",
    defaultMessage:
      "Most conflicts end for good when the reason the animal came is removed: an open vent, a gap under a shed, accessible garbage. Accredited businesses diagnose the conflict and fix its cause before anything else.",
  },
  familiesTitle: { id: "about.principle.families.title", defaultMessage: "Keep families together" },
  familiesBody: {
    id: "about.principle.families.body",
    defaultMessage:
      "Humane eviction lets animals leave on their own through one-way doors and gentle deterrents, timed around the birthing season so that dependent young are never left behind.",
  },
  captureTitle: {
    id: "about.principle.capture.title",
    defaultMessage: "Capture only when needed, and done carefully",
  },
  captureBody: {
    id: "about.principle.capture.body",
    defaultMessage:
      "Live capture is limited to situations that require it, with traps checked at least daily, animals protected from weather and stress, and transport kept short.",
  },
  lethalTitle: {
    id: "about.principle.lethal.title",
    defaultMessage: "Lethal control as a justified last resort",
  },
  lethalBody: {
    id: "about.principle.lethal.body",
    defaultMessage:
      "Killing an animal must be justified, lawful and carried out with methods that cause the least possible suffering. Devices and substances the standards prohibit are never used.",
  },
  educateTitle: { id: "about.principle.educate.title", defaultMessage: "Educate the client" },
  educateBody: {
    id: "about.principle.educate.body",
    defaultMessage:
      "Every job includes advice on how to prevent the next conflict, because the most humane call is the one that never has to be made.",
  },
  crueltyTitle: {
    id: "about.principle.cruelty.title",
    defaultMessage: "Zero tolerance for cruelty",
  },
  crueltyBody: {
    id: "about.principle.cruelty.body",
    defaultMessage:
      "Deliberate cruelty or neglect leads to revocation of the certificate, whatever the circumstances.",
  },
});

type Card = { title: EnglishMessage; body: EnglishMessage };

const roles: Card[] = [
  { title: r.committeeTitle, body: r.committeeBody },
  { title: r.examinersTitle, body: r.examinersBody },
  { title: r.administratorsTitle, body: r.administratorsBody },
];

const principles: Card[] = [
  { title: p.preventionTitle, body: p.preventionBody },
  { title: p.familiesTitle, body: p.familiesBody },
  { title: p.captureTitle, body: p.captureBody },
  { title: p.lethalTitle, body: p.lethalBody },
  { title: p.educateTitle, body: p.educateBody },
  { title: p.crueltyTitle, body: p.crueltyBody },
];

const facts = [
  m.factOpen,
  m.factStandards,
  m.factAudit,
  m.factDecision,
  m.factValidity,
  m.factDirectory,
];

const independence = [
  m.independenceExaminers,
  m.independencePanel,
  m.independenceFees,
  m.independenceLog,
  m.independenceReconsider,
];

/** The text of the about page: mission, who runs the programme and its principles (/about). */
export function AboutPage() {
  const intl = useIntl();
  const to = useLocalizePath();
  const link = (path: string) => {
    const LinkTo = (chunks: ReactNode) => <Link to={to(path)}>{chunks}</Link>;
    return LinkTo;
  };
  return (
    <PageContainer>
      <PageIntro title={intl.formatMessage(m.title)} lead={intl.formatMessage(m.lead)} />

      <div className="mt-10 grid gap-12 lg:grid-cols-3">
        <Prose className="lg:col-span-2">
          <h2 id="mission">
            <FormattedMessage {...m.missionTitle} />
          </h2>
          <p>
            <FormattedMessage {...m.missionP1} />
          </p>
          <p>
            <FormattedMessage {...m.missionP2} />
          </p>
        </Prose>
        <aside
          aria-labelledby="facts-heading"
          className="h-fit rounded-xl border border-brand-200 bg-brand-50 p-6"
        >
          <h2 id="facts-heading" className="text-lg font-semibold text-slate-900">
            <FormattedMessage {...m.factsTitle} />
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6 text-slate-800">
            {facts.map((fact) => (
              <li key={fact.id}>
                <FormattedMessage {...fact} />
              </li>
            ))}
          </ul>
        </aside>
      </div>

      <Prose className="mt-4">
        <h2 id="who-runs-it">
          <FormattedMessage {...m.whoTitle} />
        </h2>
        <p>
          <FormattedMessage {...m.whoLead} />
        </p>
      </Prose>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {roles.map((role) => (
          <li key={role.title.id} className="rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold text-brand-800">
              <FormattedMessage {...role.title} />
            </h3>
            <p className="mt-2 text-sm leading-6 text-slate-700">
              <FormattedMessage {...role.body} />
            </p>
          </li>
        ))}
      </ul>

      <Prose className="mt-4">
        <h2 id="independence">
          <FormattedMessage {...m.independenceTitle} />
        </h2>
        <p>
          <FormattedMessage {...m.independenceLead} />
        </p>
        <ul>
          {independence.map((item) => (
            <li key={item.id}>
              <FormattedMessage {...item} />
            </li>
          ))}
        </ul>

        <h2 id="principles">
          <FormattedMessage {...m.principlesTitle} />
        </h2>
        <p>
          <FormattedMessage {...m.principlesLead} values={{ link: link("/standards") }} />
        </p>
      </Prose>

      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {principles.map((principle) => (
          <li key={principle.title.id} className="rounded-xl bg-slate-50 p-6">
            <h3 className="text-lg font-semibold text-slate-900">
              <FormattedMessage {...principle.title} />
            </h3>
            <p className="mt-2 text-sm leading-6 text-slate-700">
              <FormattedMessage {...principle.body} />
            </p>
          </li>
        ))}
      </ul>

      <Prose className="mt-10">
        <h2 id="next">
          <FormattedMessage {...m.nextTitle} />
        </h2>
        <p>
          <FormattedMessage
            {...m.nextText}
            values={{
              process: link("/process"),
              faqs: link("/faqs"),
              contact: link("/contact"),
            }}
          />
        </p>
      </Prose>
    </PageContainer>
  );
}
