import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "./local-disk-storage.server";
import { describeStorageDriver } from "./storage-driver-suite";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "hap-storage-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const appId = "0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d";
const objectPath = `${appId}/1732270000000-abcdef12.pdf`;

async function readAll(stream: ReadableStream<Uint8Array>) {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe("local-disk storage", () => {
  it("puts, gets, checks and removes an object under {root}/{bucket}/{path}", async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put("documents", objectPath, new Uint8Array(Buffer.from("hello")));
    expect(
      fs.readFileSync(path.join(root, "documents", appId, "1732270000000-abcdef12.pdf"), "utf8"),
    ).toBe("hello");
    expect(await storage.exists("documents", objectPath)).toBe(true);
    const object = await storage.get("documents", objectPath);
    expect(object?.size).toBe(5);
    expect((await readAll(object!.body)).toString()).toBe("hello");

    // never overwrites, and the existing object survives the refused write
    await expect(storage.put("documents", objectPath, new Uint8Array([1]))).rejects.toThrow();
    expect(await storage.exists("documents", objectPath)).toBe(true);

    await storage.remove("documents", objectPath);
    expect(await storage.exists("documents", objectPath)).toBe(false);
    expect(await storage.get("documents", objectPath)).toBeNull();
    await storage.remove("documents", objectPath); // removing twice is fine
  });

  it("refuses bad paths for every operation with `Invalid file path`", async () => {
    const storage = createLocalDiskStorage(root);
    const bad = "../../../etc/passwd";
    await expect(storage.put("documents", bad, new Uint8Array([1]))).rejects.toThrow(
      "Invalid file path",
    );
    await expect(storage.get("documents", bad)).rejects.toThrow("Invalid file path");
    await expect(storage.remove("documents", `/${objectPath}`)).rejects.toThrow(
      "Invalid file path",
    );
    await expect(storage.exists("documents", `${appId}\\x.pdf`)).rejects.toThrow(
      "Invalid file path",
    );
  });
});

describeStorageDriver("local-disk storage", () => createLocalDiskStorage(root));
