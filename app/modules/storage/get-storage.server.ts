import path from "node:path";
import { getEnv } from "~/lib/env.server";
import { createLocalDiskStorage } from "./local-disk-storage.server";
import type { StorageDriver } from "./storage-driver";

let override: StorageDriver | undefined;
let cached: { root: string; driver: StorageDriver } | undefined;

/** The configured storage driver: the local disk under `DATA_DIR/storage` (the default and only driver for now). */
export function getStorage(): StorageDriver {
  if (override) return override;
  const root = path.join(getEnv().dataDir, "storage");
  if (cached?.root !== root) cached = { root, driver: createLocalDiskStorage(root) };
  return cached.driver;
}

/** Tests swap in a failing or recording driver; `undefined` restores the default. */
export function setStorageForTests(driver: StorageDriver | undefined) {
  override = driver;
}
