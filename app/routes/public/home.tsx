import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import { HomePage, publicPageMeta } from "~/modules/site-content";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export function meta() {
  return publicPageMeta("/");
}

export default function Home() {
  return <HomePage />;
}
