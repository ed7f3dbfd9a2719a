import { Form, Link, useNavigation } from "react-router";
import { formatDateTime, pluralize } from "~/lib/format";
import type { HistoryGroup, VersionComparison } from "../get-standard-item.server";
import { SelectField } from "~/components/form";
import { DiffLegend, DiffView } from "./standards-ui";
import { ScrollRegion } from "~/components/scroll-region";

const kindLabels: Record<string, string> = {
  created: "Created",
  edited: "Edited",
  restored: "Restored",
  proposal: "Approved proposal",
  deleted: "Removed",
};

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
        Version history
      </h2>
      {comparison ? (
        <div
          id="comparison"
          className="space-y-2 rounded-md border border-brand-200 bg-brand-50 p-3"
        >
          <h3 className="font-semibold text-slate-900">
            {comparison.label}: version {comparison.from.version} → {comparison.to.version}
          </h3>
          <p className="text-sm text-slate-700">
            {comparison.identical
              ? "The two versions have the same text."
              : `${comparison.added} words added, ${comparison.removed} words removed.`}{" "}
            <Link to={`${base}#history`} className="text-brand-800 underline">
              Close the comparison
            </Link>
          </p>
          <DiffLegend />
          <DiffView
            parts={comparison.parts}
            label={`Differences between version ${comparison.from.version} and ${comparison.to.version}`}
          />
        </div>
      ) : null}
      {groups.map((group) => {
        const canRestore = group.isSubStandard ? canRestoreSub && !group.removed : canRestoreItem;
        const comparable = group.entries.filter((e) => e.changeKind !== "deleted");
        const current = group.entries.find((e) => e.isCurrent);
        const body = (
          <div className="space-y-2">
            <ScrollRegion label={`Versions of ${group.label}, newest first`}>
              <table className="min-w-full text-left text-sm">
                <caption className="sr-only">Versions of {group.label}, newest first</caption>
                <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Version
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Change
                    </th>
                    <th scope="col" className="px-3 py-2">
                      By, when
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <span className="sr-only">Actions</span>
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
                              Current
                            </span>
                          ) : null}
                        </td>
                        <td className="px-3 py-2 text-slate-800">
                          <span className="font-medium">
                            {kindLabels[entry.changeKind] ?? entry.changeKind}
                          </span>
                          {entry.changeSummary ? (
                            <span className="block">{entry.changeSummary}</span>
                          ) : null}
                          {entry.proposalId ? (
                            <Link
                              to={`/dashboard/standards/proposals/${entry.proposalId}`}
                              className="block text-brand-800 underline"
                            >
                              The proposal and its ballot
                            </Link>
                          ) : null}
                        </td>
                        <td className="px-3 py-2 text-slate-800">
                          {entry.changedBy}
                          <span className="block text-xs text-slate-600">
                            <time dateTime={entry.changedAt}>
                              {formatDateTime(entry.changedAt, timeZone)}
                            </time>
                          </span>
                        </td>
                        <td className="px-3 py-2">
                          <div className="flex flex-wrap gap-2">
                            {previous && entry.changeKind !== "deleted" ? (
                              <Link
                                to={`${base}?from=${previous.id}&to=${entry.id}#comparison`}
                                className="text-brand-800 underline"
                                aria-label={`Compare with ${previous.version}: version ${entry.version}`}
                              >
                                Compare with {previous.version}
                              </Link>
                            ) : null}
                            {canRestore && !entry.isCurrent && entry.changeKind !== "deleted" ? (
                              <Form method="post">
                                <input type="hidden" name="intent" value="restore" />
                                <input type="hidden" name="id" value={entry.id} />
                                <input
                                  type="hidden"
                                  name="label"
                                  value={`the text of version ${entry.version} of ${group.label}`}
                                />
                                <button
                                  type="submit"
                                  disabled={restoring}
                                  className="text-left text-brand-800 underline"
                                  aria-label={`Restore version ${entry.version} of ${group.label}`}
                                >
                                  Restore
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
                  label="Compare version"
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
                  label="with version"
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
                  Compare
                </button>
              </Form>
            ) : null}
          </div>
        );
        // The standard's own text is open; each sub-standard folds into one line until opened.
        if (!group.isSubStandard) {
          return (
            <div key={group.entityId} className="space-y-2">
              <h3 className="font-medium text-slate-900">{group.label}</h3>
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
              <span className="font-medium">{group.label}</span>{" "}
              <span className="text-sm text-slate-700">
                {group.removed
                  ? "removed"
                  : `version ${current?.version ?? group.entries[0]?.version ?? ""}`}{" "}
                · {pluralize(group.entries.length, "entry", "entries")}
              </span>
            </summary>
            <div className="mt-2">{body}</div>
          </details>
        );
      })}
    </section>
  );
}
