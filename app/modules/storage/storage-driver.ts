/**
 * Where uploaded files live. Objects are addressed by a bucket (e.g.
 * `documents`) and an object path inside it; every driver validates both with
 * `assertObjectPath` before touching anything. Objects are private: nothing in
 * a bucket is served from a public URL, reads go through authorized routes.
 */
/** What `put` writes: bytes in memory, or a file on local disk (streamed, never read whole). */
export type ObjectSource = Uint8Array | { filePath: string };

export type StoredObject = {
  /** Size in bytes. */
  size: number;
  /** The bytes, streamed. */
  body: ReadableStream<Uint8Array>;
};

/**
 * Whether a write failed because the file system is full (ENOSPC) or the
 * account's quota is used up (EDQUOT), as the local disk driver reports it:
 * not a fault of the file, and nothing the uploader can fix.
 */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}

export interface StorageDriver {
  /** Writes a new object; fails if the object already exists. Nothing is left behind on failure. */
  put(bucket: string, objectPath: string, data: ObjectSource): Promise<void>;
  /** Opens an object for reading, or null when it does not exist. */
  get(bucket: string, objectPath: string): Promise<StoredObject | null>;
  /** Removes an object; removing a missing object is not an error. */
  remove(bucket: string, objectPath: string): Promise<void>;
  exists(bucket: string, objectPath: string): Promise<boolean>;
}
