/**
 * An action's answer in the browser when what was posted was kept on the
 * device instead of sent (no connection; issue 37's field audits). Nothing
 * changed on the server, and there may be no connection to reload with, so
 * no route reloads its data after it.
 */
export type KeptOnDevice = { keptOnDevice: true };

export function isKeptOnDevice(result: unknown): result is KeptOnDevice {
  return typeof result === "object" && result !== null && "keptOnDevice" in result;
}

/** For the `shouldRevalidate` of the routes above such a page (root, layout, the page). */
export function revalidateUnlessKept({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  return isKeptOnDevice(actionResult) ? false : defaultShouldRevalidate;
}
