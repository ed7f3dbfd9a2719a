/** Builds a Request as the browser would send it to a route module. */
export function makeRequest(
  path: string,
  options: {
    method?: string;
    form?: Record<string, string>;
    cookie?: string;
    headers?: Record<string, string>;
  } = {},
): Request {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: URLSearchParams | undefined;
  if (options.form) {
    body = new URLSearchParams(options.form);
    headers.set("content-type", "application/x-www-form-urlencoded");
  }
  return new Request(`http://localhost:3000${path}`, {
    method: options.method ?? (options.form ? "POST" : "GET"),
    headers,
    body,
  });
}

/** Route args for calling a loader or action directly. */
export function routeArgs(request: Request, params: Record<string, string> = {}) {
  return { request, params, context: {} } as never;
}

/** Runs a loader/action and returns the thrown or returned Response/data. */
export async function settle<T>(fn: () => Promise<T> | T): Promise<T | Response | unknown> {
  try {
    return await fn();
  } catch (thrown) {
    return thrown;
  }
}
