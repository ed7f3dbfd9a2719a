import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the page being rendered (server only;
 * entry.server.tsx provides it). In the browser it is undefined: browsers hide
 * nonce attributes after parsing, and scripts added after hydration come from
 * this origin.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
