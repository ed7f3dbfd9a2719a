import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import { FaqsPage, publicPageMeta } from "~/modules/site-content";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export function meta({ location }: { location: { pathname: string } }) {
  return publicPageMeta("/faqs", location);
}

export default function Faqs() {
  return <FaqsPage />;
}
