import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { bundleState, imageState } from "./build.js";

const previous = process.env.BUILD_DIR;
const dirs: string[] = [];
afterEach(() => {
  if (previous === undefined) delete process.env.BUILD_DIR;
  else process.env.BUILD_DIR = previous;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** An empty build folder of this test's own (the sources are the repository's, only read). */
function buildDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hap-build-"));
  dirs.push(dir);
  process.env.BUILD_DIR = dir;
  return dir;
}

function writeAt(file: string, at: Date) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, "");
  fs.utimesSync(file, at, at);
}

const future = new Date(Date.now() + 3_600_000);
const past = new Date("2001-01-01T00:00:00Z");

describe("what the build makes again (decision 072)", () => {
  it("the bundle: when missing or older than a source, else nothing", () => {
    const dir = buildDir();
    expect(bundleState()).toBe("missing");
    writeAt(path.join(dir, "server/index.js"), past);
    expect(bundleState()).toBe("stale");
    writeAt(path.join(dir, "server/index.js"), future);
    expect(bundleState()).toBeNull();
  });

  it("the prepared database: when missing, older than a migration or older than the bundle", () => {
    const dir = buildDir();
    writeAt(path.join(dir, "server/index.js"), new Date());
    expect(imageState()).toBe("missing");
    writeAt(path.join(dir, "database/manifest.json"), past);
    expect(imageState()).toBe("stale");
    writeAt(path.join(dir, "database/manifest.json"), future);
    expect(imageState()).toBeNull();
    // A bundle built after the image: the image is made again with the new code.
    writeAt(path.join(dir, "server/index.js"), new Date(future.getTime() + 60_000));
    expect(imageState()).toBe("stale");
  });
});
