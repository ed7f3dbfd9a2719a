import path from "node:path";
import { getEnv } from "~/lib/env.server";
import { createLocalDiskStorage } from "./local-disk-storage.server";
import { createS3Storage } from "./s3-storage.server";
import type { StorageDriver } from "./storage-driver";

let override: StorageDriver | undefined;
let cached: { root: string; driver: StorageDriver } | undefined;

/**
 * The configured storage driver: an S3-compatible store when `S3_BUCKET` is
 * set (decision 037), else the local disk under `DATA_DIR/storage`.
 */
export function getStorage(): StorageDriver {
  if (override) return override;
  const env = getEnv();
  if (env.S3_BUCKET) {
    const root = `s3:${env.S3_ENDPOINT ?? "aws"}/${env.S3_BUCKET}/${env.S3_PREFIX ?? ""}`;
    if (cached?.root !== root) {
      cached = {
        root,
        driver: createS3Storage({
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          prefix: env.S3_PREFIX,
        }),
      };
    }
    return cached.driver;
  }
  const root = path.join(env.dataDir, "storage");
  if (cached?.root !== root) cached = { root, driver: createLocalDiskStorage(root) };
  return cached.driver;
}

/** Tests swap in a failing or recording driver; `undefined` restores the default. */
export function setStorageForTests(driver: StorageDriver | undefined) {
  override = driver;
}
