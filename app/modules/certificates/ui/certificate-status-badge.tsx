import { FormattedMessage } from "react-intl";
import type { EffectiveCertificateStatus } from "../certificate-rules";
import { effectiveStatusMessages } from "./certificate-ui-messages";

const styles: Record<EffectiveCertificateStatus, string> = {
  valid: "border-green-300 bg-green-50 text-green-900",
  expired: "border-amber-300 bg-amber-50 text-amber-900",
  revoked: "border-red-300 bg-red-50 text-red-800",
  suspended: "border-orange-300 bg-orange-50 text-orange-900",
};

/** Valid / Expired / Revoked / Suspended, readable without colour (the word is the status). */
export function CertificateStatusBadge({ status }: { status: EffectiveCertificateStatus }) {
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${styles[status]}`}
    >
      <FormattedMessage {...effectiveStatusMessages[status]} />
    </span>
  );
}
