import crypto from "node:crypto";
import type { Readable, Writable } from "node:stream";

/**
 * A minimal POSIX ustar writer and reader for backup archives (decision 062):
 * regular files only, names up to 255 bytes (prefix + name). Operators can
 * list and unpack an archive with any `tar` (`tar -tzf backup.tar.gz`).
 */
const BLOCK = 512;

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, "0") + "\0";
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: "", base: name };
  for (let i = name.lastIndexOf("/"); i > 0; i = name.lastIndexOf("/", i - 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`Archive entry name too long: ${name}`);
}

export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK, 0);
  const { prefix, base } = splitName(name);
  header.write(base, 0, 100, "utf8");
  header.write(octal(0o600, 8), 100, "ascii");
  header.write(octal(0, 8), 108, "ascii");
  header.write(octal(0, 8), 116, "ascii");
  header.write(octal(size, 12), 124, "ascii");
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  header.write("        ", 148, "ascii");
  header.write("0", 156, "ascii");
  header.write("ustar\0", 257, "ascii");
  header.write("00", 263, "ascii");
  header.write(prefix, 345, 155, "utf8");
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(sum.toString(8).padStart(6, "0") + "\0 ", 148, "ascii");
  return header;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest, 0);
}

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", resolve));
}

/** Writes archive entries into `out` (which the caller ends after `finish`). */
export function createTarWriter(out: Writable) {
  return {
    async addBuffer(name: string, data: Buffer, mtime = new Date()) {
      await write(out, tarHeader(name, data.length, mtime));
      await write(out, data);
      await write(out, padding(data.length));
    },
    /** Streams `size` bytes from `body` (a file read stream) into the entry; returns their SHA-256. */
    async addStream(name: string, size: number, body: Readable, mtime = new Date()) {
      await write(out, tarHeader(name, size, mtime));
      const hash = crypto.createHash("sha256");
      let written = 0;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        written += chunk.length;
        if (written > size) throw new Error(`${name} grew while it was archived`);
        hash.update(chunk);
        await write(out, chunk);
      }
      if (written !== size) throw new Error(`${name} changed size while it was archived`);
      await write(out, padding(size));
      return hash.digest("hex");
    },
    async finish() {
      await write(out, Buffer.alloc(BLOCK * 2, 0));
    },
  };
}

export type TarEntry = { name: string; data: Buffer };

function readString(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("utf8");
}

/** Reads the entries of an archive stream (each entry's bytes held once, in order). */
export async function* readTar(input: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  let buffer: Buffer = Buffer.alloc(0);
  const iterator = input[Symbol.asyncIterator]();
  async function need(bytes: number): Promise<boolean> {
    const parts: Buffer[] = [buffer];
    let length = buffer.length;
    while (length < bytes) {
      const next = await iterator.next();
      if (next.done) return false;
      parts.push(next.value);
      length += next.value.length;
    }
    if (parts.length > 1) buffer = Buffer.concat(parts, length);
    return true;
  }
  for (;;) {
    if (!(await need(BLOCK))) throw new Error("The archive ends early (truncated file?)");
    const header = buffer.subarray(0, BLOCK);
    if (header.every((b) => b === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
    if (sum !== parseInt(readString(header, 148, 8).trim(), 8)) {
      throw new Error("The archive is damaged (header checksum)");
    }
    const base = readString(header, 0, 100);
    const prefix = readString(header, 345, 155);
    const size = parseInt(readString(header, 124, 12).trim() || "0", 8);
    const type = String.fromCharCode(header[156] ?? 48);
    const total = BLOCK + size + padding(size).length;
    if (!(await need(total))) throw new Error("The archive ends early (truncated file?)");
    const data = Buffer.from(buffer.subarray(BLOCK, BLOCK + size));
    buffer = buffer.subarray(total);
    if (type === "0" || type === "\0") yield { name: prefix ? `${prefix}/${base}` : base, data };
  }
}
