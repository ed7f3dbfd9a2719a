import fs from "node:fs";
import { Readable } from "node:stream";
import type * as S3Sdk from "@aws-sdk/client-s3";
import { assertObjectPath } from "./object-path";
import type { StorageDriver } from "./storage-driver";

export type S3StorageOptions = {
  /** The one S3 bucket; the app's buckets (documents, blog…) become key prefixes inside it. */
  bucket: string;
  region: string;
  /** S3-compatible endpoint (MinIO, R2, Spaces…); unset for AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (most S3-compatible servers). */
  forcePathStyle?: boolean;
  /** Optional key prefix, e.g. `hap/`. */
  prefix?: string;
};

export const OBJECT_EXISTS = "The file already exists.";

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NotFound" || e?.name === "NoSuchKey" || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Objects on an S3-compatible store (decision 037): `{prefix}{bucket}/{path}`
 * in one S3 bucket. Uploads stream from the spooled file (never read whole);
 * downloads stream the object's body. Never overwrites: an existing key is
 * refused (checked first, and `If-None-Match: *` where the store supports it).
 */
export function createS3Storage(options: S3StorageOptions): StorageDriver {
  // The SDK is loaded on first use only: installations on local disk (and
  // every other test) never load it.
  let loaded: Promise<{ client: S3Sdk.S3Client; sdk: typeof S3Sdk }> | undefined;
  const s3 = () =>
    (loaded ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
        // Plain signed uploads: S3-compatible stores do not all understand the
        // aws-chunked framing the SDK otherwise uses for streamed bodies.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
      }),
    })));
  const Bucket = options.bucket;
  const keyOf = (bucket: string, objectPath: string) => {
    assertObjectPath(bucket, objectPath);
    return `${options.prefix ?? ""}${bucket}/${objectPath}`;
  };

  async function exists(bucket: string, objectPath: string): Promise<boolean> {
    const Key = keyOf(bucket, objectPath);
    const { client, sdk } = await s3();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  return {
    exists,
    async put(bucket, objectPath, data) {
      const Key = keyOf(bucket, objectPath);
      if (await exists(bucket, objectPath)) throw new Error(OBJECT_EXISTS);
      const fromFile = !(data instanceof Uint8Array);
      const Body = fromFile ? fs.createReadStream(data.filePath) : data;
      const ContentLength = fromFile ? (await fs.promises.stat(data.filePath)).size : data.length;
      const { client, sdk } = await s3();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key, Body, ContentLength, IfNoneMatch: "*" }),
      );
    },
    async get(bucket, objectPath) {
      const Key = keyOf(bucket, objectPath);
      const { client, sdk } = await s3();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        if (!object.Body) return null;
        return {
          size: Number(object.ContentLength ?? 0),
          body: Readable.toWeb(object.Body as Readable) as ReadableStream<Uint8Array>,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(bucket, objectPath) {
      const Key = keyOf(bucket, objectPath);
      const { client, sdk } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
