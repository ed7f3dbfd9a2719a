import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareFunction } from "react-router";

/**
 * What one HTTP request's loaders share (decision 075).
 *
 * React Router gives each loader of a request its own `Request` object (it
 * strips `?index` and `_routes` by building a new one per loader), so a memo
 * keyed on the Request object never hits: the root, dashboard layout and page
 * loaders each looked the session up again — three times three queries on
 * every dashboard page. The root middleware runs the request inside a scope;
 * loaders of that request share what they memoise in it.
 *
 * Only reads of a GET (or HEAD) share: an action may change what it read
 * (sign-out, a role switch, a renamed profile), and the loaders that follow an
 * action in the same request run after it, each reading afresh.
 */
const scopes = new AsyncLocalStorage<Map<string, Promise<unknown>>>();
const requests = new AsyncLocalStorage<Request>();

/** Root middleware: everything the request's loaders run inside one scope. */
export const requestScopeMiddleware: MiddlewareFunction<Response> = ({ request }, next) =>
  requests.run(request, () => scopes.run(new Map(), next));

/**
 * The request being answered, for code that answers in the reader's language
 * without being handed it (app/lib/form-action.server.ts's error texts);
 * undefined outside a request.
 */
export function currentRequest(): Request | undefined {
  return requests.getStore();
}

/**
 * `load()` once per request and key, for the loaders of a GET; a failed load
 * is not remembered. Outside a scope (tests calling a loader directly), or
 * for another method, `load()` runs each time.
 */
export function sharedInRequest<T>(
  request: Request,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const scope = scopes.getStore();
  if (!scope || (request.method !== "GET" && request.method !== "HEAD")) return load();
  let pending = scope.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    scope.set(key, pending);
    pending.catch(() => scope.delete(key));
  }
  return pending;
}

/** Runs `fn` inside a fresh request scope (tests of what the middleware gives). */
export function runInRequestScope<T>(fn: () => T): T {
  return scopes.run(new Map(), fn);
}
