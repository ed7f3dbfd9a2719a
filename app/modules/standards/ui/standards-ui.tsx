import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link, NavLink } from "react-router";
import { Field } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import type { DiffPart } from "../word-diff";

const m = defineMessages({
  version: { id: "standardsPublic.badge.version", defaultMessage: "version {version}" },
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
      <span aria-hidden>v{version}</span>
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
  const tabs = [
    { label: "View All", to: "/dashboard/standards" },
    ...(canManage ? [{ label: "Manage Standards", to: "/dashboard/standards/sections" }] : []),
    { label: "Proposed Changes", to: "/dashboard/standards/proposals" },
  ];
  return (
    <nav aria-label="Standards" className="border-b border-slate-200">
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
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Field
        label="New version (optional)"
        name="version"
        inputMode="decimal"
        defaultValue={value("version", "")}
        error={errors.version}
        hint={`Now ${currentVersion}. Leave empty to add 0.1 when the text changes.`}
      />
      <Field
        label="Summary of the change (optional)"
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
