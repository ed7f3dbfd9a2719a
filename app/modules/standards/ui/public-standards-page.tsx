import type { ReactNode } from "react";
import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { MarkdownContent } from "~/modules/content";
import { Link } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { PageContainer } from "~/modules/site-content";
import { ContentTitle, englishIf, TranslationNote, type ContentNote } from "~/modules/translations";
import type { PublicItem, PublicStandards } from "../get-public-standards.server";
import { historySummary } from "./history-summary";
import { DiffLegend, DiffView, VersionBadge } from "./standards-ui";

const m = defineMessages({
  title: { id: "standardsPublic.title", defaultMessage: "Humane Wildlife Control Standards" },
  lead: {
    id: "standardsPublic.lead",
    defaultMessage:
      "What every accredited business commits to, from its welfare policy to the rare cases where lethal control is justified. The Standards Committee writes and maintains these standards; accreditation against them is renewed annually.",
  },
  version: {
    id: "standardsPublic.version",
    defaultMessage: "<strong>Version {version}</strong>, released {date}.",
  },
  lastChange: {
    id: "standardsPublic.lastChange",
    defaultMessage:
      "Last changed {date} ({label}, now version {version}); each standard shows its own version below.",
  },
  noCurrent: {
    id: "standardsPublic.noCurrent",
    defaultMessage: "No version of the standards is marked current.",
  },
  printNote: {
    id: "standardsPublic.printNote",
    defaultMessage:
      "Printing this page gives a clean copy of the standards. Businesses propose changes from their dashboard; <link>see how accreditation works</link>.",
  },
  contents: { id: "standardsPublic.contents", defaultMessage: "Contents" },
  whatChanged: { id: "standardsPublic.whatChanged", defaultMessage: "What changed" },
  sinceVersion: {
    id: "standardsPublic.sinceVersion",
    defaultMessage: "since version {version} ({date})",
  },
  nothingChanged: {
    id: "standardsPublic.nothingChanged",
    defaultMessage: "Nothing has changed since this version was released.",
  },
  listNew: { id: "standardsPublic.change.listNew", defaultMessage: "new, version {version}" },
  fromTo: { id: "standardsPublic.change.fromTo", defaultMessage: "version {from} → {to}" },
  changeHeading: {
    id: "standardsPublic.change.heading",
    defaultMessage: "{label}. {title}: {versions}",
  },
  headingNew: {
    id: "standardsPublic.change.headingNew",
    defaultMessage: "new in version {version}",
  },
  changedByProposal: {
    id: "standardsPublic.change.byProposal",
    defaultMessage: "Changed {date} after a proposal approved by the committee's ballot.",
  },
  changedByCommittee: {
    id: "standardsPublic.change.byCommittee",
    defaultMessage: "Changed {date} by the Standards Committee.",
  },
  readStandard: {
    id: "standardsPublic.change.readStandard",
    defaultMessage: "Read the standard as it stands",
  },
  textOfItem: { id: "standardsPublic.change.itemText", defaultMessage: "{label} text" },
  textAdded: { id: "standardsPublic.change.added", defaultMessage: "added" },
  textRemoved: { id: "standardsPublic.change.removed", defaultMessage: "removed" },
  changesTo: { id: "standardsPublic.change.diffLabel", defaultMessage: "Changes to {label}" },
  since: { id: "standardsPublic.item.since", defaultMessage: "since {date}" },
  changedSince: {
    id: "standardsPublic.item.changedSince",
    defaultMessage: "Changed since version {version}: see what changed",
  },
  questions: { id: "standardsPublic.item.questions", defaultMessage: "Questions and answers" },
  about: { id: "standardsPublic.item.faqAbout", defaultMessage: "{about}:" },
  backToContents: { id: "standardsPublic.item.backToContents", defaultMessage: "Back to contents" },
});

/** "Standard 8", "Appendix B": an item named in the page's language. */
const itemLabels = defineMessages({
  standard: { id: "standardsPublic.label.standard", defaultMessage: "Standard {number}" },
  appendix: { id: "standardsPublic.label.appendix", defaultMessage: "Appendix {number}" },
});

function itemLabel(intl: IntlShape, item: { kind: PublicItem["kind"]; number: string }) {
  return intl.formatMessage(itemLabels[item.kind === "appendix" ? "appendix" : "standard"], {
    number: item.number,
  });
}

/** The reader's note on a text shown in English or translated from an earlier version (issue 36). */
function ContentNoteLine({ note, anchor }: { note: ContentNote | null; anchor: string }) {
  if (!note) return null;
  return note.state === "missing" ? (
    <TranslationNote state="missing" />
  ) : (
    <TranslationNote
      state="behind"
      translatedVersion={note.from}
      englishVersion={note.to}
      englishHref={`/standards#${anchor}`}
    />
  );
}

function ItemSection({
  item,
  sinceVersion,
  timeZone,
}: {
  item: PublicItem;
  sinceVersion: string | null;
  timeZone: string;
}) {
  const intl = useIntl();
  const f = useFormat();
  const headingId = `${item.anchor}-title`;
  return (
    <section
      id={item.anchor}
      data-standard
      aria-labelledby={headingId}
      className="scroll-mt-6 border-t border-slate-200 pt-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
          {itemLabel(intl, item)}. <ContentTitle note={item.note}>{item.title}</ContentTitle>
        </h2>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          {item.categoryName ? <span>{item.categoryName}</span> : null}
          <VersionBadge version={item.version} />
          {item.versionDate ? (
            <span data-testid="item-version-date">
              <FormattedMessage
                {...m.since}
                values={{
                  date: (
                    <time dateTime={item.versionDate}>{f.date(item.versionDate, timeZone)}</time>
                  ),
                }}
              />
            </span>
          ) : null}
        </p>
      </div>
      {item.changeAnchor ? (
        <p className="mt-2 text-sm" data-print="hide">
          <a href={`#${item.changeAnchor}`} className="font-medium text-brand-800 underline">
            <FormattedMessage {...m.changedSince} values={{ version: sinceVersion }} />
          </a>
        </p>
      ) : null}
      <ContentNoteLine note={item.note} anchor={item.anchor} />
      <MarkdownContent html={item.html} className="mt-3" lang={englishIf(item.note)} />
      {item.subStandards.length > 0 ? (
        <div className="mt-5 space-y-4">
          {item.subStandards.map((sub) => (
            <section
              key={sub.anchor}
              id={sub.anchor}
              data-sub-standard
              aria-labelledby={`${sub.anchor}-title`}
              className="scroll-mt-6 border-l-4 border-brand-100 pl-4"
            >
              <h3 id={`${sub.anchor}-title`} className="font-semibold text-slate-900">
                {sub.number} <ContentTitle note={sub.note}>{sub.title}</ContentTitle>
              </h3>
              <ContentNoteLine note={sub.note} anchor={sub.anchor} />
              <MarkdownContent html={sub.html} className="mt-1" lang={englishIf(sub.note)} />
            </section>
          ))}
        </div>
      ) : null}
      {item.faqs.length > 0 ? (
        <div className="mt-6 rounded-lg bg-slate-50 p-4">
          <h3 className="font-semibold text-slate-900">
            <FormattedMessage {...m.questions} />
          </h3>
          <dl className="mt-2 space-y-3">
            {item.faqs.map((faq) => (
              <div key={faq.id}>
                <dt className="font-medium text-slate-900">
                  {faq.about ? (
                    <span className="text-slate-700">
                      <FormattedMessage {...m.about} values={{ about: faq.about }} />{" "}
                    </span>
                  ) : null}
                  {faq.question}
                </dt>
                <dd className="mt-1 whitespace-pre-wrap text-slate-800">{faq.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <p className="mt-4 text-sm" data-print="hide">
        <a href="#contents" className="text-brand-800 underline">
          <FormattedMessage {...m.backToContents} />
        </a>
      </p>
    </section>
  );
}

/**
 * The public standards document: version and release date, contents, "What
 * changed" with word-level diffs, every standard with its sub-standards and
 * published questions, and the appendices. Plain links and anchors only, so
 * it works without JavaScript; a print stylesheet prints the document alone.
 */
export function PublicStandardsPage({
  standards,
  timeZone,
}: {
  standards: PublicStandards;
  timeZone: string;
}) {
  const { current, since, changes, lastChange } = standards;
  const sinceVersion = since?.version ?? null;
  const intl = useIntl();
  const f = useFormat();
  const to = useLocalizePath();
  const fromTo = (from: string | null, toVersion: string | null) =>
    intl.formatMessage(m.fromTo, { from, to: toVersion });
  return (
    <PageContainer>
      <div data-print="document">
        <header className="border-b border-slate-200 pb-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            <FormattedMessage {...m.title} />
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            <FormattedMessage {...m.lead} />
          </p>
          {current ? (
            <p className="mt-4 text-slate-800" data-testid="standards-version">
              <FormattedMessage
                {...m.version}
                values={{
                  version: current.version,
                  strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
                  date: <time dateTime={current.releaseDate}>{f.day(current.releaseDate)}</time>,
                }}
              />
              {lastChange ? (
                <>
                  {" "}
                  <FormattedMessage
                    {...m.lastChange}
                    values={{
                      date: (
                        <time dateTime={lastChange.at} data-testid="standards-last-change">
                          {f.date(lastChange.at, timeZone)}
                        </time>
                      ),
                      label: lastChange.item ? itemLabel(intl, lastChange.item) : lastChange.label,
                      version: lastChange.version,
                    }}
                  />
                </>
              ) : null}
            </p>
          ) : (
            <p className="mt-4 text-slate-800">
              <FormattedMessage {...m.noCurrent} />
            </p>
          )}
          <p className="mt-2 text-sm text-slate-700" data-print="hide">
            <FormattedMessage
              {...m.printNote}
              values={{
                link: (chunks: ReactNode) => (
                  <Link to={to("/process")} className="text-brand-800 underline">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        </header>

        <div className="mt-8 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-10">
          <nav
            id="contents"
            aria-labelledby="contents-title"
            className="scroll-mt-6 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto"
          >
            <h2 id="contents-title" className="text-lg font-semibold text-slate-900">
              <FormattedMessage {...m.contents} />
            </h2>
            <ol className="mt-2 space-y-1 text-sm">
              {changes.length > 0 ? (
                <li data-print="hide">
                  <a href="#what-changed" className="text-brand-800 hover:underline">
                    <FormattedMessage {...m.whatChanged} />
                  </a>
                </li>
              ) : null}
              {standards.standards.map((item) => (
                <li key={item.anchor}>
                  <a href={`#${item.anchor}`} className="text-brand-800 hover:underline">
                    {item.number}. {item.title}
                  </a>
                </li>
              ))}
              {standards.appendices.map((item) => (
                <li key={item.anchor}>
                  <a href={`#${item.anchor}`} className="text-brand-800 hover:underline">
                    {itemLabel(intl, item)}. {item.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="mt-10 min-w-0 space-y-10 lg:mt-0">
            <section
              id="what-changed"
              aria-labelledby="what-changed-title"
              className="scroll-mt-6 rounded-lg border border-slate-200 bg-slate-50 p-5"
              data-print="hide"
            >
              <h2 id="what-changed-title" className="text-xl font-semibold text-slate-900">
                <FormattedMessage {...m.whatChanged} />
                {since ? (
                  <span className="font-normal">
                    {" "}
                    <FormattedMessage
                      {...m.sinceVersion}
                      values={{ version: since.version, date: f.day(since.releaseDate) }}
                    />
                  </span>
                ) : null}
              </h2>
              {changes.length === 0 ? (
                <p className="mt-2 text-slate-700">
                  <FormattedMessage {...m.nothingChanged} />
                </p>
              ) : (
                <>
                  <ul className="mt-3 space-y-1">
                    {changes.map((change) => (
                      <li key={change.anchor}>
                        <a href={`#${change.anchor}`} className="text-brand-800 underline">
                          {itemLabel(intl, change)}. {change.title}
                        </a>{" "}
                        <span className="text-sm text-slate-700">
                          {change.isNew
                            ? intl.formatMessage(m.listNew, { version: change.toVersion })
                            : fromTo(change.fromVersion, change.toVersion)}
                        </span>
                      </li>
                    ))}
                  </ul>
                  <div className="mt-4">
                    <DiffLegend />
                  </div>
                  <div className="mt-4 space-y-6">
                    {changes.map((change) => (
                      <article
                        key={change.anchor}
                        id={change.anchor}
                        aria-labelledby={`${change.anchor}-title`}
                        className="scroll-mt-6"
                      >
                        <h3 id={`${change.anchor}-title`} className="font-semibold text-slate-900">
                          {intl.formatMessage(m.changeHeading, {
                            label: itemLabel(intl, change),
                            title: change.title,
                            versions: change.isNew
                              ? intl.formatMessage(m.headingNew, { version: change.toVersion })
                              : fromTo(change.fromVersion, change.toVersion),
                          })}
                        </h3>
                        <p className="text-sm text-slate-700">
                          <FormattedMessage
                            {...(change.byProposal ? m.changedByProposal : m.changedByCommittee)}
                            values={{
                              date: (
                                <time dateTime={change.changedAt}>
                                  {f.date(change.changedAt, timeZone)}
                                </time>
                              ),
                            }}
                          />{" "}
                          <a href={`#${change.itemAnchor}`} className="text-brand-800 underline">
                            <FormattedMessage {...m.readStandard} />
                          </a>
                        </p>
                        {change.summary ? (
                          <p className="mt-1 text-sm text-slate-800">
                            {historySummary(intl, change.summary)}
                          </p>
                        ) : null}
                        <div className="mt-2 space-y-3">
                          {change.texts.map((text) => {
                            const label = text.ofItem
                              ? intl.formatMessage(m.textOfItem, {
                                  label: itemLabel(intl, change),
                                })
                              : text.label;
                            return (
                              <div key={text.label}>
                                <p className="text-sm font-medium text-slate-800">
                                  {label}{" "}
                                  <span className="font-normal text-slate-700">
                                    (
                                    {text.kind === "added"
                                      ? intl.formatMessage(m.textAdded)
                                      : text.kind === "removed"
                                        ? intl.formatMessage(m.textRemoved)
                                        : `${text.fromVersion} → ${text.toVersion}`}
                                    )
                                  </span>
                                </p>
                                <DiffView
                                  parts={text.parts}
                                  label={intl.formatMessage(m.changesTo, { label })}
                                />
                              </div>
                            );
                          })}
                        </div>
                      </article>
                    ))}
                  </div>
                </>
              )}
            </section>

            <div className="space-y-10">
              {standards.standards.map((item) => (
                <ItemSection
                  key={item.anchor}
                  item={item}
                  sinceVersion={sinceVersion}
                  timeZone={timeZone}
                />
              ))}
            </div>

            {standards.appendices.length > 0 ? (
              <div className="space-y-10">
                {standards.appendices.map((item) => (
                  <ItemSection
                    key={item.anchor}
                    item={item}
                    sinceVersion={sinceVersion}
                    timeZone={timeZone}
                  />
                ))}
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </PageContainer>
  );
}
