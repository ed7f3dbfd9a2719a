import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError } from "~/domain/app-error";
import { assertObjectPath, INVALID_FILE_PATH } from "./object-path";
import type { StorageDriver } from "./storage-driver";

function isErrno(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === code;
}

/**
 * Files on the local disk under `{root}/{bucket}/{objectPath}`. The root is
 * `DATA_DIR/storage` by default (see get-storage.server.ts); it is never
 * served as static files.
 */
export function createLocalDiskStorage(root: string): StorageDriver {
  const base = path.resolve(root);

  function resolve(bucket: string, objectPath: string): string {
    assertObjectPath(bucket, objectPath);
    const bucketDir = path.join(base, bucket);
    const full = path.resolve(bucketDir, ...objectPath.split("/"));
    // Defence in depth: the validated shape cannot escape, but check anyway.
    if (!full.startsWith(bucketDir + path.sep)) throw new AppError("validation", INVALID_FILE_PATH);
    return full;
  }

  return {
    async put(bucket, objectPath, data) {
      const full = resolve(bucket, objectPath);
      await fsp.mkdir(path.dirname(full), { recursive: true });
      try {
        // "wx": never overwrite an existing object.
        if (data instanceof Uint8Array) {
          await fsp.writeFile(full, data, { flag: "wx", mode: 0o600 });
        } else {
          await pipeline(
            fs.createReadStream(data.filePath),
            fs.createWriteStream(full, { flags: "wx", mode: 0o600 }),
          );
        }
      } catch (error) {
        // A partly written file of ours must not stay behind; an existing one is not ours.
        if (!isErrno(error, "EEXIST")) await fsp.rm(full, { force: true }).catch(() => {});
        throw error;
      }
    },

    async get(bucket, objectPath) {
      const full = resolve(bucket, objectPath);
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(full, fs.constants.O_RDONLY);
      } catch (error) {
        if (isErrno(error, "ENOENT")) return null;
        throw error;
      }
      const { size } = await handle.stat();
      const stream = handle.createReadStream({ autoClose: true });
      return { size, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
    },

    async remove(bucket, objectPath) {
      await fsp.rm(resolve(bucket, objectPath), { force: true });
    },

    async exists(bucket, objectPath) {
      try {
        return (await fsp.stat(resolve(bucket, objectPath))).isFile();
      } catch (error) {
        if (isErrno(error, "ENOENT")) return false;
        throw error;
      }
    },
  };
}
