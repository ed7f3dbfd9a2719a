import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, NavLink } from "react-router";
import { Field } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import type { DiffPart } from "../word-diff";

/** Words the dashboard's standards screens share (issue 36). */
export const standardsUi = defineMessages({
  itemLabel: {
    id: "standards.label.item",
    defaultMessage: "{kind, select, appendix {Appendix {number}} other {Standard {number}}}",
  },
  itemTitle: { id: "standards.label.itemTitle", defaultMessage: "{label}. {title}" },
  committee: { id: "standards.label.committee", defaultMessage: "Standards Committee" },
  current: { id: "standards.label.current", defaultMessage: "Current" },
  edit: { id: "standards.action.edit", defaultMessage: "Edit" },
  delete: { id: "standards.action.delete", defaultMessage: "Delete" },
  cancel: { id: "standards.action.cancel", defaultMessage: "Cancel" },
  saving: { id: "standards.action.saving", defaultMessage: "Saving…" },
  adding: { id: "standards.action.adding", defaultMessage: "Adding…" },
  saveChanges: { id: "standards.action.saveChanges", defaultMessage: "Save changes" },
  checkFields: {
    id: "standards.form.checkFields",
    defaultMessage: "Check the fields marked below.",
  },
  number: { id: "standards.field.number", defaultMessage: "Number" },
  title: { id: "standards.field.title", defaultMessage: "Title" },
  text: { id: "standards.field.text", defaultMessage: "Text" },
  publicPage: { id: "standards.link.publicPage", defaultMessage: "Public page" },
  proposeChange: { id: "standards.link.proposeChange", defaultMessage: "Propose a change" },
  tabsLabel: { id: "standards.tabs.label", defaultMessage: "Standards" },
  tabViewAll: { id: "standards.tabs.viewAll", defaultMessage: "View All" },
  tabManage: { id: "standards.tabs.manage", defaultMessage: "Manage Standards" },
  tabProposals: { id: "standards.tabs.proposals", defaultMessage: "Proposed Changes" },
  newVersion: { id: "standards.version.new", defaultMessage: "New version (optional)" },
  newVersionHint: {
    id: "standards.version.newHint",
    defaultMessage: "Now {version}. Leave empty to add 0.1 when the text changes.",
  },
  changeSummary: {
    id: "standards.version.summary",
    defaultMessage: "Summary of the change (optional)",
  },
});

/** "Standard 7" / "Appendix B" in the page's language. */
export function useItemLabel() {
  const intl = useIntl();
  return (item: { kind: string; number: string }) =>
    intl.formatMessage(standardsUi.itemLabel, { kind: item.kind, number: item.number });
}

const m = defineMessages({
  version: { id: "standardsPublic.badge.version", defaultMessage: "version {version}" },
  short: { id: "standards.badge.short", defaultMessage: "v{version}" },
  added: { id: "standardsPublic.diff.added", defaultMessage: "[added:" },
  removed: { id: "standardsPublic.diff.removed", defaultMessage: "[removed:" },
  legend: {
    id: "standardsPublic.diff.legend",
    defaultMessage:
      "<added>Added words</added> are underlined, <removed>removed words</removed> are struck through.",
  },
});

/** "v1.1" as a small badge (screen readers hear "version 1.1"). */
export function VersionBadge({ version, className = "" }: { version: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border border-brand-200 bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ${className}`}
    >
      <span aria-hidden>
        <FormattedMessage {...m.short} values={{ version }} />
      </span>
      <span className="sr-only">
        <FormattedMessage {...m.version} values={{ version }} />
      </span>
    </span>
  );
}

/**
 * A word-level diff: additions underlined on green, removals struck through
 * on red, each also announced in words to screen readers.
 */
export function DiffView({ parts, label }: { parts: DiffPart[]; label: string }) {
  return (
    <div
      role="group"
      aria-label={label}
      className="rounded-md border border-slate-200 bg-white p-3 leading-7 whitespace-pre-wrap text-slate-800"
    >
      {parts.map((part, i) =>
        part.kind === "added" ? (
          <ins
            key={i}
            className="rounded-sm bg-green-100 px-0.5 text-green-900 decoration-green-800"
          >
            <span className="sr-only">
              <FormattedMessage {...m.added} />{" "}
            </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ) : part.kind === "removed" ? (
          <del key={i} className="rounded-sm bg-red-100 px-0.5 text-red-900 decoration-red-800">
            <span className="sr-only">
              <FormattedMessage {...m.removed} />{" "}
            </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </div>
  );
}

export function DiffLegend() {
  return (
    <p className="text-xs text-slate-700">
      <FormattedMessage
        {...m.legend}
        values={{
          added: (chunks: ReactNode) => <ins className="bg-green-100 text-green-900">{chunks}</ins>,
          removed: (chunks: ReactNode) => <del className="bg-red-100 text-red-900">{chunks}</del>,
        }}
      />
    </p>
  );
}

/** The standards area's own navigation (every role reaches the proposals from here). */
export function StandardsTabs({ canManage }: { canManage: boolean }) {
  const intl = useIntl();
  const tabs = [
    { label: intl.formatMessage(standardsUi.tabViewAll), to: "/dashboard/standards" },
    ...(canManage
      ? [{ label: intl.formatMessage(standardsUi.tabManage), to: "/dashboard/standards/sections" }]
      : []),
    { label: intl.formatMessage(standardsUi.tabProposals), to: "/dashboard/standards/proposals" },
  ];
  return (
    <nav
      aria-label={intl.formatMessage(standardsUi.tabsLabel)}
      className="border-b border-slate-200"
    >
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                `inline-block border-b-2 px-3 py-2 text-sm font-medium ${
                  isActive
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900"
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A back link at the top of a dashboard page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className="text-sm text-brand-800 underline">
        ← {children}
      </Link>
    </p>
  );
}

/**
 * An edit's new version number (empty: the next 0.1) and its summary, for a
 * standard or appendix and for a sub-standard alike.
 */
export function VersionChangeFields({
  currentVersion,
  value,
  errors,
  summaryHint,
  children,
}: {
  currentVersion: string;
  /** The submitted value of a field after a refusal, else the fallback. */
  value: (name: string, fallback: string) => string;
  errors: Record<string, string | undefined>;
  summaryHint?: string;
  /** Hidden fields that go with the version (e.g. the expected version). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Field
        label={intl.formatMessage(standardsUi.newVersion)}
        name="version"
        inputMode="decimal"
        defaultValue={value("version", "")}
        error={errors.version}
        hint={intl.formatMessage(standardsUi.newVersionHint, { version: currentVersion })}
      />
      <Field
        label={intl.formatMessage(standardsUi.changeSummary)}
        name="changeSummary"
        className="md:col-span-2"
        maxLength={500}
        defaultValue={value("changeSummary", "")}
        error={errors.changeSummary}
        hint={summaryHint}
      />
      {children}
    </div>
  );
}
