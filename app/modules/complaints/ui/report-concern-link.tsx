import { Link } from "react-router";
import { reportConcernPath } from "../complaint-messages";

/** "Report a concern" on a business's directory and verification pages. */
export function ReportConcernLink({ certificateNumber }: { certificateNumber: string }) {
  return (
    <p className="text-sm text-slate-700">
      Had a problem with this business?{" "}
      <Link
        to={reportConcernPath(certificateNumber)}
        className="font-medium text-brand-700 underline"
      >
        Report a concern
      </Link>
    </p>
  );
}
