import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import { FaqsPage, publicPageMeta } from "~/modules/site-content";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export function meta() {
  return publicPageMeta("/faqs");
}

export default function Faqs() {
  return <FaqsPage />;
}
