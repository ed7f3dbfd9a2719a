import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { createS3Storage } from "~/modules/storage/s3-storage.server";
import type { StorageDriver } from "~/modules/storage/storage-driver";

/**
 * A real S3-compatible server (s3rver) in the test process, on a free port,
 * with one bucket, and the app's S3 driver on it (under a key prefix, as a
 * shared bucket would be used). `stop` closes the server and removes its files.
 */
export async function startTestS3(
  bucket: string,
): Promise<{ storage: StorageDriver; stop: () => Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "hap-s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const storage = createS3Storage({
    bucket,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    prefix: "portal/",
  });
  return {
    storage,
    stop: async () => {
      // The SDK keeps connections alive: do not wait for them to drain.
      await Promise.race([server.close(), new Promise((r) => setTimeout(r, 2_000))]);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
