import { describe, expect, it } from "vitest";
import {
  assertObjectPath,
  buildObjectPath,
  INVALID_FILE_PATH,
  isValidObjectPath,
} from "./object-path";

const appId = "0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d";

describe("object paths", () => {
  it("accepts only {uuid}/{timestamp}-{random}.{ext}", () => {
    expect(isValidObjectPath(`${appId}/1732270000000-a1b2c3d4e5f60718.pdf`)).toBe(true);
    expect(buildObjectPath(appId, "PDF", 1732270000000, "A1B2C3D4")).toBe(
      `${appId}/1732270000000-a1b2c3d4.pdf`,
    );
  });

  it.each([
    ["traversal", `${appId}/../../etc/passwd`],
    ["traversal inside the name", `${appId}/1732270000000-abcdef..pdf`],
    ["parent folder", `../${appId}/1732270000000-abcdef12.pdf`],
    ["absolute", `/${appId}/1732270000000-abcdef12.pdf`],
    ["absolute system file", "/etc/passwd"],
    ["backslash", `${appId}\\1732270000000-abcdef12.pdf`],
    ["NUL byte", `${appId}/1732270000000-abcdef12.pdf\0.png`],
    ["not a uuid", `not-a-uuid/1732270000000-abcdef12.pdf`],
    ["missing timestamp", `${appId}/abcdef12.pdf`],
    ["extra segment", `${appId}/x/1732270000000-abcdef12.pdf`],
    ["no extension", `${appId}/1732270000000-abcdef12`],
    ["upper case", `${appId}/1732270000000-ABCDEF12.pdf`],
    ["empty", ""],
    ["URL", `https://example.test/${appId}/1732270000000-abcdef12.pdf`],
  ])("refuses %s with `Invalid file path`", (_label, value) => {
    expect(isValidObjectPath(value)).toBe(false);
    expect(() => assertObjectPath("documents", value)).toThrow(INVALID_FILE_PATH);
  });

  it("refuses a bad bucket and a non-string path", () => {
    const good = `${appId}/1732270000000-abcdef12.pdf`;
    expect(() => assertObjectPath("../documents", good)).toThrow(INVALID_FILE_PATH);
    expect(() => assertObjectPath("Documents", good)).toThrow(INVALID_FILE_PATH);
    expect(() => assertObjectPath("documents", 42)).toThrow(INVALID_FILE_PATH);
    expect(() => buildObjectPath("../x", "pdf", 1732270000000, "abcdef12")).toThrow(
      INVALID_FILE_PATH,
    );
    expect(() => buildObjectPath(appId, "p/df", 1732270000000, "abcdef12")).toThrow(
      INVALID_FILE_PATH,
    );
  });
});
