import { MarkdownContent } from "~/modules/content";
import { Link } from "react-router";
import { formatDate } from "~/lib/format";
import { PageContainer } from "~/modules/site-content";
import type { PublicItem, PublicStandards } from "../get-public-standards.server";
import { DiffLegend, DiffView, VersionBadge } from "./standards-ui";

/** A calendar date ("2024-06-01") as "Jun 1, 2024" whatever the zone. */
function calendarDate(date: string) {
  return formatDate(`${date}T12:00:00Z`, "UTC");
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
          {item.label}. {item.title}
        </h2>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          {item.categoryName ? <span>{item.categoryName}</span> : null}
          <VersionBadge version={item.version} />
          {item.versionDate ? (
            <span data-testid="item-version-date">
              since{" "}
              <time dateTime={item.versionDate}>{formatDate(item.versionDate, timeZone)}</time>
            </span>
          ) : null}
        </p>
      </div>
      {item.changeAnchor ? (
        <p className="mt-2 text-sm" data-print="hide">
          <a href={`#${item.changeAnchor}`} className="font-medium text-brand-800 underline">
            Changed since version {sinceVersion}: see what changed
          </a>
        </p>
      ) : null}
      <MarkdownContent html={item.html} className="mt-3" />
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
                {sub.number} {sub.title}
              </h3>
              <MarkdownContent html={sub.html} className="mt-1" />
            </section>
          ))}
        </div>
      ) : null}
      {item.faqs.length > 0 ? (
        <div className="mt-6 rounded-lg bg-slate-50 p-4">
          <h3 className="font-semibold text-slate-900">Questions and answers</h3>
          <dl className="mt-2 space-y-3">
            {item.faqs.map((faq) => (
              <div key={faq.id}>
                <dt className="font-medium text-slate-900">
                  {faq.about ? <span className="text-slate-700">{faq.about}: </span> : null}
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
          Back to contents
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
  return (
    <PageContainer>
      <div data-print="document">
        <header className="border-b border-slate-200 pb-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Humane Wildlife Control Standards
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            What every accredited business commits to, from its welfare policy to the rare cases
            where lethal control is justified. The Standards Committee writes and maintains these
            standards; accreditation against them is renewed annually.
          </p>
          {current ? (
            <p className="mt-4 text-slate-800" data-testid="standards-version">
              <strong>Version {current.version}</strong>, released{" "}
              <time dateTime={current.releaseDate}>{calendarDate(current.releaseDate)}</time>.
              {lastChange ? (
                <>
                  {" "}
                  Last changed{" "}
                  <time dateTime={lastChange.at} data-testid="standards-last-change">
                    {formatDate(lastChange.at, timeZone)}
                  </time>{" "}
                  ({lastChange.label}, now version {lastChange.version}); each standard shows its
                  own version below.
                </>
              ) : null}
            </p>
          ) : (
            <p className="mt-4 text-slate-800">No version of the standards is marked current.</p>
          )}
          <p className="mt-2 text-sm text-slate-700" data-print="hide">
            Printing this page gives a clean copy of the standards. Businesses propose changes from
            their dashboard;{" "}
            <Link to="/process" className="text-brand-800 underline">
              see how accreditation works
            </Link>
            .
          </p>
        </header>

        <div className="mt-8 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-10">
          <nav
            id="contents"
            aria-labelledby="contents-title"
            className="scroll-mt-6 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto"
          >
            <h2 id="contents-title" className="text-lg font-semibold text-slate-900">
              Contents
            </h2>
            <ol className="mt-2 space-y-1 text-sm">
              {changes.length > 0 ? (
                <li data-print="hide">
                  <a href="#what-changed" className="text-brand-800 hover:underline">
                    What changed
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
                    Appendix {item.number}. {item.title}
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
                What changed
                {since ? (
                  <span className="font-normal">
                    {" "}
                    since version {since.version} ({calendarDate(since.releaseDate)})
                  </span>
                ) : null}
              </h2>
              {changes.length === 0 ? (
                <p className="mt-2 text-slate-700">
                  Nothing has changed since this version was released.
                </p>
              ) : (
                <>
                  <ul className="mt-3 space-y-1">
                    {changes.map((change) => (
                      <li key={change.anchor}>
                        <a href={`#${change.anchor}`} className="text-brand-800 underline">
                          {change.label}. {change.title}
                        </a>{" "}
                        <span className="text-sm text-slate-700">
                          {change.isNew
                            ? `new, version ${change.toVersion}`
                            : `version ${change.fromVersion} → ${change.toVersion}`}
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
                          {change.label}. {change.title}:{" "}
                          {change.isNew
                            ? `new in version ${change.toVersion}`
                            : `version ${change.fromVersion} → ${change.toVersion}`}
                        </h3>
                        <p className="text-sm text-slate-700">
                          Changed{" "}
                          <time dateTime={change.changedAt}>
                            {formatDate(change.changedAt, timeZone)}
                          </time>
                          {change.byProposal
                            ? " after a proposal approved by the committee's ballot"
                            : " by the Standards Committee"}
                          .{" "}
                          <a href={`#${change.itemAnchor}`} className="text-brand-800 underline">
                            Read the standard as it stands
                          </a>
                        </p>
                        {change.summary ? (
                          <p className="mt-1 text-sm text-slate-800">{change.summary}</p>
                        ) : null}
                        <div className="mt-2 space-y-3">
                          {change.texts.map((text) => (
                            <div key={text.label}>
                              <p className="text-sm font-medium text-slate-800">
                                {text.label}{" "}
                                <span className="font-normal text-slate-700">
                                  (
                                  {text.kind === "added"
                                    ? "added"
                                    : text.kind === "removed"
                                      ? "removed"
                                      : `${text.fromVersion} → ${text.toVersion}`}
                                  )
                                </span>
                              </p>
                              <DiffView parts={text.parts} label={`Changes to ${text.label}`} />
                            </div>
                          ))}
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
