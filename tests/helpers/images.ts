import zlib from "node:zlib";
import sharp from "sharp";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real decompression bomb: a grey PNG of `side`×`side` pixels (400
 * megapixels by default) whose single-colour rows deflate to a few hundred
 * kilobytes, built row by row so the test never holds the decoded image.
 */
export async function bombPng(side = 10_000): Promise<Uint8Array> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Buffer.alloc(side + 1, 0x80);
  row[0] = 0; // filter: none
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (b: Buffer) => parts.push(b));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on("end", resolve);
    deflate.on("error", reject);
  });
  for (let y = 0; y < side; y++) {
    if (!deflate.write(row)) await new Promise((r) => deflate.once("drain", r));
  }
  deflate.end();
  await done;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("IDAT", Buffer.concat(parts)),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

/** A photo-like JPEG carrying EXIF with a GPS position (and a camera make). */
export async function jpegWithLocation(width = 2400, height = 1600): Promise<Uint8Array> {
  const data = await sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: "FieldCam", Model: "Trail 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "50/1 40/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "120/1 20/1 0/1",
      },
    })
    .toBuffer();
  return new Uint8Array(data);
}
