import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import { PrivacyPage, publicPageMeta } from "~/modules/site-content";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export function meta() {
  return publicPageMeta("/privacy");
}

export default function Privacy() {
  return <PrivacyPage />;
}
