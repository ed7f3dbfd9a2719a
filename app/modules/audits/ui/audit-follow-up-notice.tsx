import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";
import type { AuditFollowUp } from "../audit-follow-up.server";
import { useAuditWhen } from "./audit-when";

/** The follow-up audit's line (issue 37): also for the audit report PDF. */
export const auditFollowUpMessages = defineMessages({
  limited: {
    id: "audits.followUp.limited",
    defaultMessage:
      "Follow-up of the audit of {date}: limited to {count, plural, one {standard {standards}} other {standards {standards}}}.",
  },
  earlier: { id: "audits.followUp.earlier", defaultMessage: "View the earlier audit" },
});

/** "Follow-up of the audit of {date}: limited to standards {list}", with a link to that audit. */
export function AuditFollowUpNotice({ followUp }: { followUp: AuditFollowUp | null }) {
  const intl = useIntl();
  const when = useAuditWhen();
  if (!followUp) return null;
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <FormattedMessage
        {...auditFollowUpMessages.limited}
        values={{
          date: when.date(followUp.date, followUp.timeZone),
          count: followUp.standards.length,
          standards: intl.formatList(followUp.standards, { type: "conjunction" }),
        }}
      />{" "}
      <Link to={`/dashboard/audits/${followUp.auditId}`} className="text-brand-800 underline">
        <FormattedMessage {...auditFollowUpMessages.earlier} />
      </Link>
    </p>
  );
}
