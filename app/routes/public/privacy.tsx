import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import { PrivacyPage, publicPageMeta } from "~/modules/site-content";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export function meta({ location }: { location: { pathname: string } }) {
  return publicPageMeta("/privacy", location);
}

export default function Privacy() {
  return <PrivacyPage />;
}
