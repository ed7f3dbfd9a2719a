import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { reportConcernPath } from "../complaint-messages";
import { concernMessages as m } from "../concern-messages";

/** "Report a concern" on a business's directory and verification pages. */
export function ReportConcernLink({ certificateNumber }: { certificateNumber: string }) {
  const to = useLocalizePath();
  return (
    <p className="text-sm text-slate-700">
      <FormattedMessage {...m.linkQuestion} />{" "}
      <Link
        to={to(reportConcernPath(certificateNumber))}
        className="font-medium text-brand-700 underline"
      >
        <FormattedMessage {...m.report} />
      </Link>
    </p>
  );
}
