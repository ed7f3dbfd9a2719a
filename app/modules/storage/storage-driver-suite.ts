import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { StorageDriver } from "./storage-driver";

const appId = "0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d";

async function readAll(stream: ReadableStream<Uint8Array>) {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

/**
 * The behaviour every storage driver shares (local disk, S3): the same tests
 * run against each (decision 037).
 */
export function describeStorageDriver(name: string, driver: () => StorageDriver) {
  describe(`${name}: the storage contract`, () => {
    it("puts, gets, checks and removes an object; never overwrites; removing twice is fine", async () => {
      const storage = driver();
      const objectPath = `${appId}/1732270000000-${crypto.randomBytes(4).toString("hex")}.pdf`;
      await storage.put("documents", objectPath, new Uint8Array(Buffer.from("hello")));
      expect(await storage.exists("documents", objectPath)).toBe(true);
      const object = await storage.get("documents", objectPath);
      expect(object?.size).toBe(5);
      expect((await readAll(object!.body)).toString()).toBe("hello");

      await expect(storage.put("documents", objectPath, new Uint8Array([1]))).rejects.toThrow();
      expect((await readAll((await storage.get("documents", objectPath))!.body)).toString()).toBe(
        "hello",
      );

      await storage.remove("documents", objectPath);
      expect(await storage.exists("documents", objectPath)).toBe(false);
      expect(await storage.get("documents", objectPath)).toBeNull();
      await storage.remove("documents", objectPath);
    });

    it("streams a large upload from a spooled file and streams it back byte for byte", async () => {
      const storage = driver();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hap-storage-src-"));
      try {
        const file = path.join(dir, "upload.bin");
        const bytes = crypto.randomBytes(6 * 1024 * 1024 + 123);
        fs.writeFileSync(file, bytes);
        const objectPath = `${appId}/1732270000001-${crypto.randomBytes(4).toString("hex")}.pdf`;
        await storage.put("documents", objectPath, { filePath: file });
        const object = await storage.get("documents", objectPath);
        expect(object?.size).toBe(bytes.length);
        const back = await readAll(object!.body);
        expect(back.equals(bytes)).toBe(true);
        await storage.remove("documents", objectPath);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it("refuses bad paths for every operation with `Invalid file path`", async () => {
      const storage = driver();
      const bad = "../../../etc/passwd";
      await expect(storage.put("documents", bad, new Uint8Array([1]))).rejects.toThrow(
        "Invalid file path",
      );
      await expect(storage.get("documents", bad)).rejects.toThrow("Invalid file path");
      await expect(
        storage.remove("documents", `/${appId}/1732270000000-abcdef12.pdf`),
      ).rejects.toThrow("Invalid file path");
      await expect(storage.exists("documents", `${appId}\\x.pdf`)).rejects.toThrow(
        "Invalid file path",
      );
    });
  });
}
