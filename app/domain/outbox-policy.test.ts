import { describe, expect, it } from "vitest";
import { RETRY_CAP_MS, retryDelayMs } from "./outbox-policy";

describe("retryDelayMs", () => {
  it("doubles from 30 seconds", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it("is capped at one hour", () => {
    expect(retryDelayMs(8)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(30)).toBe(RETRY_CAP_MS);
  });
});
