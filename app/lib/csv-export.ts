/** The most rows one list export returns (decision 044); more must be narrowed by filters. */
export const CSV_EXPORT_LIMIT = 10_000;

/** Search params a list's page carries that are no filter of the list (paging, an open message, a notice). */
const notFilters = ["page", "cpage", "message", "notice"];

/** The export route with the list's filters and sort (not its page): the CSV is the filtered list. */
export function exportHref(path: string, params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  for (const name of notFilters) next.delete(name);
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
