import { afterAll, beforeAll } from "vitest";
import { startTestS3 } from "../../../tests/helpers/s3";
import type { StorageDriver } from "./storage-driver";
import { describeStorageDriver } from "./storage-driver-suite";

// A real S3-compatible server (s3rver) in the test process, on a free port.
let s3: Awaited<ReturnType<typeof startTestS3>> | undefined;
let storage: StorageDriver;

beforeAll(async () => {
  s3 = await startTestS3("hap-test");
  storage = s3.storage;
});

afterAll(async () => {
  await s3?.stop();
});

describeStorageDriver("S3 storage (s3rver)", () => storage);
