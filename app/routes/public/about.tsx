import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import { AboutPage, publicPageMeta } from "~/modules/site-content";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export function meta() {
  return publicPageMeta("/about");
}

export default function About() {
  return <AboutPage />;
}
