import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import { createS3Storage } from "./s3-storage.server";
import type { StorageDriver } from "./storage-driver";
import { describeStorageDriver } from "./storage-driver-suite";

// A real S3-compatible server (s3rver) in the test process, on a free port.
const directory = fs.mkdtempSync(path.join(os.tmpdir(), "hap-s3rver-"));
let server: S3rver;
let storage: StorageDriver;

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: "hap-test", configs: [] }],
  });
  const { port } = await server.run();
  storage = createS3Storage({
    bucket: "hap-test",
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    prefix: "portal/",
  });
});

afterAll(async () => {
  // The SDK keeps connections alive: do not wait for them to drain.
  await Promise.race([server?.close(), new Promise((r) => setTimeout(r, 2_000))]);
  fs.rmSync(directory, { recursive: true, force: true });
});

describeStorageDriver("S3 storage (s3rver)", () => storage);
