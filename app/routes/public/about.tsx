import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import { AboutPage, publicPageMeta } from "~/modules/site-content";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export function meta({ location }: { location: { pathname: string } }) {
  return publicPageMeta("/about", location);
}

export default function About() {
  return <AboutPage />;
}
