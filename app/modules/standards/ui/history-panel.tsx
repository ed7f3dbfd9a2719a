import { historySummary } from "./history-summary";
import { Form, Link, useNavigation } from "react-router";
import { FormattedMessage, useIntl } from "react-intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import type { HistoryGroup, VersionComparison } from "../get-standard-item.server";
import { SelectField } from "~/components/form";
import { DiffLegend, DiffView, standardsUi } from "./standards-ui";
import { ScrollRegion } from "~/components/scroll-region";

/** A history entry's kind of change. */
export const changeKindMessages: Record<string, EnglishMessage> = defineMessages({
  created: { id: "standards.history.kind.created", defaultMessage: "Created" },
  edited: { id: "standards.history.kind.edited", defaultMessage: "Edited" },
  restored: { id: "standards.history.kind.restored", defaultMessage: "Restored" },
  proposal: { id: "standards.history.kind.proposal", defaultMessage: "Approved proposal" },
  deleted: { id: "standards.history.kind.deleted", defaultMessage: "Removed" },
});

const m = defineMessages({
  title: { id: "standards.history.title", defaultMessage: "Version history" },
  groupLabel: {
    id: "standards.history.groupLabel",
    defaultMessage:
      "{kind, select, appendix {Appendix {number}. {title}} standard {Standard {number}. {title}} other {{removed, select, yes {{number} {title} (removed)} other {{number} {title}}}}}",
  },
  comparing: {
    id: "standards.history.comparing",
    defaultMessage: "{label}: version {from} → {to}",
  },
  identical: {
    id: "standards.history.identical",
    defaultMessage: "The two versions have the same text.",
  },
  counts: {
    id: "standards.history.counts",
    defaultMessage:
      "{added, plural, one {# word added} other {# words added}}, {removed, plural, one {# word removed} other {# words removed}}.",
  },
  closeComparison: {
    id: "standards.history.closeComparison",
    defaultMessage: "Close the comparison",
  },
  differences: {
    id: "standards.history.differences",
    defaultMessage: "Differences between version {from} and {to}",
  },
  versionsOf: {
    id: "standards.history.versionsOf",
    defaultMessage: "Versions of {label}, newest first",
  },
  version: { id: "standards.history.version", defaultMessage: "Version" },
  change: { id: "standards.history.change", defaultMessage: "Change" },
  byWhen: { id: "standards.history.byWhen", defaultMessage: "By, when" },
  actions: { id: "standards.history.actions", defaultMessage: "Actions" },
  proposal: { id: "standards.history.proposal", defaultMessage: "The proposal and its ballot" },
  compareWithLabel: {
    id: "standards.history.compareWithLabel",
    defaultMessage: "Compare with {previous}: version {version}",
  },
  compareWith: { id: "standards.history.compareWith", defaultMessage: "Compare with {previous}" },
  restoreValue: {
    id: "standards.history.restoreValue",
    defaultMessage: "the text of version {version} of {label}",
  },
  restoreLabel: {
    id: "standards.history.restoreLabel",
    defaultMessage: "Restore version {version} of {label}",
  },
  restore: { id: "standards.history.restore", defaultMessage: "Restore" },
  compareVersion: { id: "standards.history.compareVersion", defaultMessage: "Compare version" },
  withVersion: { id: "standards.history.withVersion", defaultMessage: "with version" },
  compare: { id: "standards.history.compare", defaultMessage: "Compare" },
  removed: { id: "standards.history.removed", defaultMessage: "removed" },
  atVersion: { id: "standards.history.atVersion", defaultMessage: "version {version}" },
  entries: {
    id: "standards.history.entries",
    defaultMessage: "{count, plural, one {# entry} other {# entries}}",
  },
});

/**
 * The version history of a standard and its sub-standards: every entry, a
 * word-level comparison of any two versions of one text (a GET form, so it
 * works without JavaScript and can be linked to), and restore for staff.
 */
export function HistoryPanel({
  itemId,
  groups,
  comparison,
  canRestoreItem,
  canRestoreSub,
  timeZone,
}: {
  itemId: string;
  groups: HistoryGroup[];
  comparison: VersionComparison | null;
  canRestoreItem: boolean;
  canRestoreSub: boolean;
  timeZone: string;
}) {
  const intl = useIntl();
  const f = useFormat();
  const labelOf = (group: HistoryGroup) =>
    intl.formatMessage(m.groupLabel, {
      kind: group.kind,
      number: group.number,
      title: group.title,
      removed: group.removed ? "yes" : "no",
    });
  const committee = intl.formatMessage(standardsUi.committee);
  const compared = comparison ? groups.find((g) => g.entityId === comparison.entityId) : undefined;
  const navigation = useNavigation();
  const restoring =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "restore";
  const base = `/dashboard/standards/sections/${itemId}`;
  return (
    <section
      id="history"
      aria-labelledby="history-h"
      className="scroll-mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="history-h" className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.title} />
      </h2>
      {comparison ? (
        <div
          id="comparison"
          className="space-y-2 rounded-md border border-brand-200 bg-brand-50 p-3"
        >
          <h3 className="font-semibold text-slate-900">
            <FormattedMessage
              {...m.comparing}
              values={{
                label: compared ? labelOf(compared) : comparison.label,
                from: comparison.from.version,
                to: comparison.to.version,
              }}
            />
          </h3>
          <p className="text-sm text-slate-700">
            {comparison.identical ? (
              <FormattedMessage {...m.identical} />
            ) : (
              <FormattedMessage
                {...m.counts}
                values={{ added: comparison.added, removed: comparison.removed }}
              />
            )}{" "}
            <Link to={`${base}#history`} className="text-brand-800 underline">
              <FormattedMessage {...m.closeComparison} />
            </Link>
          </p>
          <DiffLegend />
          <DiffView
            parts={comparison.parts}
            label={intl.formatMessage(m.differences, {
              from: comparison.from.version,
              to: comparison.to.version,
            })}
          />
        </div>
      ) : null}
      {groups.map((group) => {
        const canRestore = group.isSubStandard ? canRestoreSub && !group.removed : canRestoreItem;
        const comparable = group.entries.filter((e) => e.changeKind !== "deleted");
        const current = group.entries.find((e) => e.isCurrent);
        const label = labelOf(group);
        const body = (
          <div className="space-y-2">
            <ScrollRegion label={intl.formatMessage(m.versionsOf, { label })}>
              <table className="min-w-full text-left text-sm">
                <caption className="sr-only">
                  <FormattedMessage {...m.versionsOf} values={{ label }} />
                </caption>
                <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      <FormattedMessage {...m.version} />
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <FormattedMessage {...m.change} />
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <FormattedMessage {...m.byWhen} />
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <span className="sr-only">
                        <FormattedMessage {...m.actions} />
                      </span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {group.entries.map((entry, index) => {
                    const previous = group.entries
                      .slice(index + 1)
                      .find((e) => e.changeKind !== "deleted");
                    return (
                      <tr key={entry.id} className="align-top">
                        <td className="px-3 py-2 font-medium whitespace-nowrap text-slate-900">
                          {entry.version}
                          {entry.isCurrent ? (
                            <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                              <FormattedMessage {...standardsUi.current} />
                            </span>
                          ) : null}
                        </td>
                        <td className="px-3 py-2 text-slate-800">
                          <span className="font-medium">
                            {changeKindMessages[entry.changeKind]
                              ? intl.formatMessage(changeKindMessages[entry.changeKind]!)
                              : entry.changeKind}
                          </span>
                          {entry.changeSummary ? (
                            <span className="block">
                              {historySummary(intl, entry.changeSummary)}
                            </span>
                          ) : null}
                          {entry.proposalId ? (
                            <Link
                              to={`/dashboard/standards/proposals/${entry.proposalId}`}
                              className="block text-brand-800 underline"
                            >
                              <FormattedMessage {...m.proposal} />
                            </Link>
                          ) : null}
                        </td>
                        <td className="px-3 py-2 text-slate-800">
                          {entry.byCommittee ? committee : entry.changedBy}
                          <span className="block text-xs text-slate-600">
                            <time dateTime={entry.changedAt}>
                              {f.dateTime(entry.changedAt, timeZone)}
                            </time>
                          </span>
                        </td>
                        <td className="px-3 py-2">
                          <div className="flex flex-wrap gap-2">
                            {previous && entry.changeKind !== "deleted" ? (
                              <Link
                                to={`${base}?from=${previous.id}&to=${entry.id}#comparison`}
                                className="text-brand-800 underline"
                                aria-label={intl.formatMessage(m.compareWithLabel, {
                                  previous: previous.version,
                                  version: entry.version,
                                })}
                              >
                                <FormattedMessage
                                  {...m.compareWith}
                                  values={{ previous: previous.version }}
                                />
                              </Link>
                            ) : null}
                            {canRestore && !entry.isCurrent && entry.changeKind !== "deleted" ? (
                              <Form method="post">
                                <input type="hidden" name="intent" value="restore" />
                                <input type="hidden" name="id" value={entry.id} />
                                <input
                                  type="hidden"
                                  name="label"
                                  value={intl.formatMessage(m.restoreValue, {
                                    version: entry.version,
                                    label,
                                  })}
                                />
                                <button
                                  type="submit"
                                  disabled={restoring}
                                  className="text-left text-brand-800 underline"
                                  aria-label={intl.formatMessage(m.restoreLabel, {
                                    version: entry.version,
                                    label,
                                  })}
                                >
                                  <FormattedMessage {...m.restore} />
                                </button>
                              </Form>
                            ) : null}
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollRegion>
            {comparable.length > 1 ? (
              <Form
                method="get"
                action={`${base}#comparison`}
                className="flex flex-wrap items-end gap-3"
              >
                <SelectField
                  id={`from-${group.entityId}`}
                  label={intl.formatMessage(m.compareVersion)}
                  labelClassName="block text-xs font-medium text-slate-700"
                  name="from"
                  defaultValue={comparable[1]?.id}
                >
                  {comparable.map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.version}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  id={`to-${group.entityId}`}
                  label={intl.formatMessage(m.withVersion)}
                  labelClassName="block text-xs font-medium text-slate-700"
                  name="to"
                  defaultValue={comparable[0]?.id}
                >
                  {comparable.map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.version}
                    </option>
                  ))}
                </SelectField>
                <button
                  type="submit"
                  className="rounded-md border border-brand-700 px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
                >
                  <FormattedMessage {...m.compare} />
                </button>
              </Form>
            ) : null}
          </div>
        );
        // The standard's own text is open; each sub-standard folds into one line until opened.
        if (!group.isSubStandard) {
          return (
            <div key={group.entityId} className="space-y-2">
              <h3 className="font-medium text-slate-900">{label}</h3>
              {body}
            </div>
          );
        }
        const open = comparison?.entityId === group.entityId;
        return (
          <details
            key={group.entityId}
            open={open}
            className="rounded-md border border-slate-200 p-3"
          >
            <summary className="cursor-pointer text-slate-900">
              <span className="font-medium">{label}</span>{" "}
              <span className="text-sm text-slate-700">
                {group.removed ? (
                  <FormattedMessage {...m.removed} />
                ) : (
                  <FormattedMessage
                    {...m.atVersion}
                    values={{ version: current?.version ?? group.entries[0]?.version ?? "" }}
                  />
                )}{" "}
                · <FormattedMessage {...m.entries} values={{ count: group.entries.length }} />
              </span>
            </summary>
            <div className="mt-2">{body}</div>
          </details>
        );
      })}
    </section>
  );
}
