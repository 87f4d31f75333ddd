/**
 * Small photos made in the test run (no binary fixtures in git): JPEG, PNG and WebP with the
 * metadata real cameras and editors write, for the approval's re-encode.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { crc32 } from "node:zlib";
import encoderFactory from "@jsquash/webp/codec/enc/webp_enc.js";
import { defaultOptions } from "@jsquash/webp/meta.js";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";

/** Strings planted in metadata: none may appear in a published photo. */
export const CAMERA_MAKE = "VulaTestCam";
export const PNG_SECRET = "Home: 12 Main Road, Sea Point";

/** RGBA pixels: a gradient, or one colour. */
export function pixels(width: number, height: number, colour?: [number, number, number, number]): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const [r, g, b, a] = colour ?? [(x * 255) / width, (y * 255) / height, 128, 255];
      data[at] = r;
      data[at + 1] = g;
      data[at + 2] = b;
      data[at + 3] = a;
    }
  return data;
}

export function jpegOf(width: number, height: number, colour?: [number, number, number, number]): Buffer {
  return jpeg.encode({ width, height, data: pixels(width, height, colour) }, 90).data;
}

export function pngOf(width: number, height: number, colour?: [number, number, number, number]): Buffer {
  const png = new PNG({ width, height });
  pixels(width, height, colour).copy(png.data);
  return PNG.sync.write(png);
}

/**
 * A little-endian TIFF as EXIF carries it: IFD0 with the camera make and a GPS IFD pointer; the GPS
 * IFD with latitude 33 deg 55' 12.34" S (Cape Town).
 */
export function exifTiff(): Buffer {
  const make = Buffer.from(`${CAMERA_MAKE}\0`, "latin1");
  const ifd0 = 8;
  const ifd0Size = 2 + 2 * 12 + 4;
  const gps = ifd0 + ifd0Size;
  const gpsSize = 2 + 2 * 12 + 4;
  const makeAt = gps + gpsSize;
  const latitudeAt = makeAt + make.length;
  const tiff = Buffer.alloc(latitudeAt + 24);
  tiff.write("II", 0, "latin1");
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(ifd0, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  tiff.writeUInt16LE(2, ifd0);
  entry(ifd0 + 2, 0x010f, 2, make.length, makeAt); // Make, ASCII
  entry(ifd0 + 14, 0x8825, 4, 1, gps); // GPSInfo, LONG
  tiff.writeUInt16LE(2, gps);
  entry(gps + 2, 0x0001, 2, 2, 0); // GPSLatitudeRef "S", inline
  tiff.write("S\0", gps + 2 + 8, "latin1");
  entry(gps + 14, 0x0002, 5, 3, latitudeAt); // GPSLatitude, 3 RATIONALs
  make.copy(tiff, makeAt);
  [33, 1, 55, 1, 1234, 100].forEach((value, i) => {
    tiff.writeUInt32LE(value, latitudeAt + i * 4);
  });
  return tiff;
}

/** The JPEG with an EXIF APP1 segment (make, GPS) right after SOI, as a phone camera writes it. */
export function jpegWithExif(width: number, height: number): Buffer {
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), exifTiff()]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  const plain = jpegOf(width, height);
  return Buffer.concat([plain.subarray(0, 2), header, payload, plain.subarray(2)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The PNG with a tEXt chunk after IHDR (signature 8 bytes + IHDR 25). */
export function pngWithText(width: number, height: number, colour?: [number, number, number, number]) {
  const plain = pngOf(width, height, colour);
  const text = pngChunk("tEXt", Buffer.from(`Comment\0${PNG_SECRET}`, "latin1"));
  return Buffer.concat([plain.subarray(0, 33), text, plain.subarray(33)]);
}

/** A PNG whose IHDR states this size (CRC correct) and whose pixel data is not there. */
export function pngClaiming(width: number, height: number): Buffer {
  const plain = pngOf(1, 1);
  const ihdr = Buffer.from(plain.subarray(16, 29));
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  return Buffer.concat([plain.subarray(0, 8), pngChunk("IHDR", ihdr), plain.subarray(33)]);
}

const require = createRequire(import.meta.url);

/** A lossy WebP from libwebp's encoder (the same package's WebAssembly). */
export async function webpOf(width: number, height: number): Promise<Buffer> {
  const wasm = await WebAssembly.compile(
    readFileSync(require.resolve("@jsquash/webp/codec/enc/webp_enc.wasm")),
  );
  const encoder = await encoderFactory({
    noInitialRun: true,
    instantiateWasm(imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) {
      const instance = new WebAssembly.Instance(wasm, imports);
      done(instance);
      return instance.exports;
    },
  });
  const encoded: Uint8Array | null = encoder.encode(
    new Uint8ClampedArray(pixels(width, height)),
    width,
    height,
    {
      ...defaultOptions,
      quality: 90,
    },
  );
  if (!encoded) throw new Error("WebP encoding failed");
  return Buffer.from(encoded);
}

/**
 * The WebP in an extended (VP8X) container with an EXIF chunk, as editors write it; the canvas
 * size may be stated otherwise (to test that the largest stated size counts).
 */
export function webpWithExif(simple: Buffer, canvas?: { width: number; height: number }): Buffer {
  // A simple file is RIFF, size, WEBP, then one "VP8 " chunk whose frame states the size.
  const frame = simple.subarray(12);
  const width = canvas?.width ?? frame.readUInt16LE(8 + 6) & 0x3fff;
  const height = canvas?.height ?? frame.readUInt16LE(8 + 8) & 0x3fff;
  const vp8x = Buffer.alloc(18);
  vp8x.write("VP8X", 0, "latin1");
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUInt8(0x08, 8); // EXIF present
  vp8x.writeUIntLE(width - 1, 12, 3);
  vp8x.writeUIntLE(height - 1, 15, 3);
  const tiff = exifTiff();
  const exif = Buffer.concat([
    Buffer.from("EXIF", "latin1"),
    Buffer.alloc(4),
    tiff,
    Buffer.alloc(tiff.length % 2),
  ]);
  exif.writeUInt32LE(tiff.length, 4);
  const body = Buffer.concat([Buffer.from("WEBP", "latin1"), vp8x, frame, exif]);
  const riff = Buffer.alloc(8);
  riff.write("RIFF", 0, "latin1");
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

/** The markers of a JPEG's segments up to the first scan (APPn, COM, DQT, SOF, DHT, SOS). */
export function jpegMarkers(bytes: Uint8Array): number[] {
  const buffer = Buffer.from(bytes);
  const markers: number[] = [];
  let at = 2;
  while (at + 4 <= buffer.length && buffer[at] === 0xff) {
    const marker = buffer[at + 1] ?? 0;
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + buffer.readUInt16BE(at + 2);
  }
  return markers;
}
