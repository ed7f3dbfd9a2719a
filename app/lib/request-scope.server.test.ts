import { describe, expect, it } from "vitest";
import { runInRequestScope, sharedInRequest } from "./request-scope.server";

const get = new Request("http://localhost/dashboard");
const post = new Request("http://localhost/dashboard", { method: "POST" });

describe("sharedInRequest", () => {
  it("loads once per key for the GETs of one request, even when asked at the same time", async () => {
    let loads = 0;
    const load = async () => ++loads;
    const [a, b, c] = await runInRequestScope(() =>
      Promise.all([
        sharedInRequest(get, "k", load),
        sharedInRequest(new Request(get.url), "k", load),
        sharedInRequest(get, "k", load),
      ]),
    );
    expect([a, b, c, loads]).toEqual([1, 1, 1, 1]);
    // Another key, another load; another request, another scope.
    expect(await runInRequestScope(() => sharedInRequest(get, "other", load))).toBe(2);
    expect(await runInRequestScope(() => sharedInRequest(get, "k", load))).toBe(3);
  });

  it("never shares for an action or outside a request, and forgets a failed load", async () => {
    let loads = 0;
    const load = async () => ++loads;
    await runInRequestScope(async () => {
      expect(await sharedInRequest(post, "k", load)).toBe(1);
      expect(await sharedInRequest(post, "k", load)).toBe(2);
    });
    expect(await sharedInRequest(get, "k", load)).toBe(3);
    expect(await sharedInRequest(get, "k", load)).toBe(4);
    await runInRequestScope(async () => {
      await expect(
        sharedInRequest(get, "k", () => Promise.reject(new Error("down"))),
      ).rejects.toThrow("down");
      expect(await sharedInRequest(get, "k", load)).toBe(5);
    });
  });
});
