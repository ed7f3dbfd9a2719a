/**
 * Public pages that are plain documents for anonymous visitors: links, GET
 * forms and <details> need no JavaScript, so the page is sent without React
 * Router's client scripts (about 120 KB gzipped) and is never hydrated. A
 * signed-in visitor gets the scripts (the account menu needs them). Decision 045.
 *
 * A route opts in with `export const handle = documentOnlyForAnonymous;`.
 */
export const documentOnlyForAnonymous = { documentOnlyForAnonymous: true } as const;

type MatchLike = { handle?: unknown };

/** Whether the page being rendered loads the client scripts. */
export function pageLoadsScripts(matches: readonly MatchLike[], signedIn: boolean): boolean {
  if (signedIn) return true;
  const leaf = matches.at(-1)?.handle;
  return !(
    typeof leaf === "object" &&
    leaf !== null &&
    (leaf as { documentOnlyForAnonymous?: unknown }).documentOnlyForAnonymous === true
  );
}
