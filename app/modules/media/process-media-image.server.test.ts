import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { isAppError } from "~/domain/app-error";
import {
  MEDIA_MAX_WIDTH,
  mediaMessages,
  mediaObjectPath,
  mediaSizeFromSrc,
  mediaUrl,
} from "./media-rules";
import { processMediaImage } from "./process-media-image.server";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();

async function refusal(input: Uint8Array) {
  try {
    await processMediaImage(input);
  } catch (error) {
    if (isAppError(error)) return error.fieldErrors.file;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("processMediaImage", () => {
  it("scales a wide image down to WebP with its size, keeps small ones as they are", async () => {
    const wide = await processMediaImage(new Uint8Array(await png(3200, 1000)));
    expect(wide).toMatchObject({ width: MEDIA_MAX_WIDTH, height: 500 });
    expect((await sharp(wide.bytes).metadata()).format).toBe("webp");
    const small = await processMediaImage(new Uint8Array(await png(300, 200)));
    expect(small).toMatchObject({ width: 300, height: 200 });
  });

  it("refuses SVG, text, empty files and unreadable images at the file field", async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    );
    expect(await refusal(svg)).toBe(mediaMessages.type);
    expect(await refusal(new TextEncoder().encode("hello"))).toBe(mediaMessages.type);
    expect(await refusal(new Uint8Array())).toBe(mediaMessages.fileRequired);
    const truncated = (await png(400, 400)).subarray(0, 60);
    expect(await refusal(new Uint8Array(truncated))).toBe(mediaMessages.unreadable);
  });

  it("carries the size in the address for the renderer", () => {
    const path = mediaObjectPath(
      "0b9f3c9e-2d7a-4c1e-9a53-0f6e7a1b2c3d",
      1764000000000,
      "a1b2c3d4e5f60718",
      {
        width: 1600,
        height: 500,
      },
    );
    expect(mediaSizeFromSrc(mediaUrl(path))).toEqual({ width: 1600, height: 500 });
    expect(mediaSizeFromSrc("/media/../etc/passwdw1h1.webp")).toBeNull();
  });
});
