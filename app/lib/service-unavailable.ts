import { createContext, useContext } from "react";

/** What the service-unavailable answers say (page, plain text, JSON). */
export const DATABASE_UNAVAILABLE_TITLE = "The portal is unavailable for a moment";
export const DATABASE_UNAVAILABLE_TEXT =
  "We cannot reach the portal's database just now. If you were saving something, it may not have been saved: please try again in a minute.";

/**
 * Whether the page being rendered answers 503 because the database could not
 * be reached (server only; entry.server.tsx provides it). Such a page is sent
 * without client scripts: it is a plain document, never hydrated.
 */
export const ServiceUnavailableContext = createContext(false);

export function useServiceUnavailable(): boolean {
  return useContext(ServiceUnavailableContext);
}
