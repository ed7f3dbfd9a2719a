import { spawnSync } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { vi } from "vitest";

/**
 * A full disk for fault tests (issue 25), two ways:
 *
 * - `fillDiskUnder(dir)`: writes of files under `dir` (through
 *   `fs.createWriteStream` or `fs.promises.writeFile`, what the local
 *   storage driver and the upload spooling use) keep their first bytes on
 *   disk and then fail with ENOSPC, as a real full disk does. Always available.
 * - `mountSmallTmpfs(bytes)`: a real file system that size (Linux, as root);
 *   null where mounting is not permitted (the test then skips).
 */

export function noSpaceError(): NodeJS.ErrnoException {
  return Object.assign(new Error("ENOSPC: no space left on device, write"), {
    code: "ENOSPC",
    errno: -28,
    syscall: "write",
  });
}

/** Every regular file under `dir` (relative paths), for "no partial file left". */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

export function fillDiskUnder(
  dir: string,
  afterBytes = 16 * 1024,
): { failed: string[]; restore: () => void } {
  const root = path.resolve(dir) + path.sep;
  /** The files whose write ran out of space (each left partly written at that moment). */
  const failed: string[] = [];
  const under = (file: unknown) => typeof file === "string" && path.resolve(file).startsWith(root);
  const realCreateWriteStream = fs.createWriteStream;
  const realWriteFile = fsp.writeFile;

  const createWriteStream = vi.spyOn(fs, "createWriteStream").mockImplementation(((
    file: fs.PathLike,
    options?: Parameters<typeof fs.createWriteStream>[1],
  ) => {
    const real = realCreateWriteStream(file, options);
    if (!under(file)) return real;
    let written = 0;
    return new Writable({
      write(chunk: Buffer, _encoding, callback) {
        const room = afterBytes - written;
        if (chunk.length <= room) {
          written += chunk.length;
          real.write(chunk, callback);
          return;
        }
        // What fits stays in the file; then the disk is full.
        real.write(chunk.subarray(0, Math.max(0, room)), () =>
          real.end(() => {
            failed.push(String(file));
            callback(noSpaceError());
          }),
        );
      },
      final(callback) {
        real.end(callback);
      },
      destroy(error, callback) {
        if (!real.closed) real.destroy();
        callback(error);
      },
    });
  }) as unknown as typeof fs.createWriteStream);

  const writeFile = vi.spyOn(fsp, "writeFile").mockImplementation(async (file, data, options) => {
    if (!under(file) || !(data instanceof Uint8Array)) return realWriteFile(file, data, options);
    await realWriteFile(file, data.subarray(0, afterBytes), options);
    failed.push(String(file));
    throw noSpaceError();
  });

  return {
    failed,
    restore: () => {
      createWriteStream.mockRestore();
      writeFile.mockRestore();
    },
  };
}

export function mountSmallTmpfs(bytes: number): { dir: string; unmount: () => void } | null {
  if (process.platform !== "linux" || process.getuid?.() !== 0) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hap-full-disk-"));
  const mounted = spawnSync(
    "mount",
    ["-t", "tmpfs", "-o", `size=${bytes},mode=0700`, "tmpfs", dir],
    { timeout: 10_000 },
  );
  if (mounted.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return {
    dir,
    unmount: () => {
      spawnSync("umount", [dir], { timeout: 10_000 });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
