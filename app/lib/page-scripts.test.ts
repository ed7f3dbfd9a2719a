import { describe, expect, it } from "vitest";
import { documentOnlyForAnonymous, pageLoadsScripts } from "./page-scripts";

describe("pageLoadsScripts", () => {
  const layout = { handle: undefined };
  it("leaves the scripts out for anonymous visitors of a document-only page", () => {
    expect(pageLoadsScripts([layout, { handle: documentOnlyForAnonymous }], false)).toBe(false);
  });
  it("loads them for signed-in visitors of the same page", () => {
    expect(pageLoadsScripts([layout, { handle: documentOnlyForAnonymous }], true)).toBe(true);
  });
  it("loads them on every other page, and when only a parent opts in", () => {
    expect(pageLoadsScripts([layout, { handle: undefined }], false)).toBe(true);
    expect(pageLoadsScripts([{ handle: documentOnlyForAnonymous }, { handle: {} }], false)).toBe(
      true,
    );
    expect(pageLoadsScripts([], false)).toBe(true);
  });
});
