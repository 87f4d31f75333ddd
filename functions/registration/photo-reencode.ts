import webpDecoderFactory from "@jsquash/webp/codec/dec/webp_dec.js";
// Embedded as bytes (esbuild's binary loader in serverless.yml; a Vite plugin in tests), so the
// Lambda bundle is one self-contained file and nothing is fetched at run time.
import webpDecoderWasm from "@jsquash/webp/codec/dec/webp_dec.wasm";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import { PHOTO_MAX_BYTES, type PhotoType } from "../../core/schemas/registration";

/**
 * Re-checks an applicant's photo before it is published: the bytes must decode fully as the declared
 * type, and what is published is a fresh JPEG drawn from the pixels alone, so no metadata (EXIF with
 * GPS, PNG text chunks, XMP), trailing bytes or polyglot payload survives.
 */

/** Longest side of the published photo, as the browser's resize (widgets/register/photo.ts). */
export const PUBLISHED_MAX_SIDE = 800;
/** The browser's WebP/JPEG quality. */
const JPEG_QUALITY = 85;
/**
 * Bounds on what we agree to decode, read from the header before decoding. The browser sends at
 * most 800 x 800 (0.64 MP); 4 MP (2048 x 2048) leaves room for a client that resizes otherwise.
 * Beyond it a small file can expand to gigabytes (a decompression bomb), and pure-JS decoding of a
 * 12 MP photo takes seconds of the approval's 10 s Lambda timeout.
 */
export const MAX_INPUT_PIXELS = 4 * 1024 * 1024;
export const MAX_INPUT_SIDE = 4096;

export type PhotoRefusal = "size" | "dimensions" | "undecodable";

/** The photo cannot be published; `reason` is safe to log (no personal data). */
export class PhotoRefusedError extends Error {
  override name = "PhotoRefusedError";
  constructor(
    readonly reason: PhotoRefusal,
    detail: string,
  ) {
    super(`photo refused (${reason}): ${detail}`);
  }
}

interface Size {
  width: number;
  height: number;
}

interface Pixels extends Size {
  /** RGBA, 8 bits a channel. */
  data: Uint8Array;
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32be = (b: Uint8Array, at: number) => ((u16be(b, at) << 16) >>> 0) + u16be(b, at + 2);
const u24le = (b: Uint8Array, at: number) =>
  (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) | ((b[at + 2] ?? 0) << 16);
const u32le = (b: Uint8Array, at: number) => (u24le(b, at) + (b[at + 3] ?? 0) * 0x1000000) >>> 0;
const ascii = (b: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...b.subarray(at, at + length));

/** The frame size from the first SOF segment; markers before it are only skipped. */
function jpegSize(b: Uint8Array): Size | undefined {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    // SOF0-15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    if (marker === 0xda || marker === 0xd9) return undefined; // scan or end before any frame
    at += 2 + u16be(b, at + 2);
  }
  return undefined;
}

/** IHDR is always the first chunk, at a fixed place. */
function pngSize(b: Uint8Array): Size | undefined {
  if (b.length < 24 || ascii(b, 12, 4) !== "IHDR") return undefined;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/**
 * Every size a WebP states (the VP8X canvas and each VP8/VP8L bitstream), the largest of each, so a
 * small canvas cannot hide a large bitstream.
 */
function webpSize(b: Uint8Array): Size | undefined {
  let width = 0;
  let height = 0;
  let found = false;
  const note = (w: number, h: number) => {
    width = Math.max(width, w);
    height = Math.max(height, h);
    found = true;
  };
  let at = 12;
  while (at + 8 <= b.length) {
    const type = ascii(b, at, 4);
    const length = u32le(b, at + 4);
    const data = at + 8;
    if (type === "VP8X" && data + 10 <= b.length) note(u24le(b, data + 4) + 1, u24le(b, data + 7) + 1);
    // Lossy: 3-byte frame tag, start code 9D 01 2A, then 14-bit width and height.
    if (type === "VP8 " && data + 10 <= b.length && u24le(b, data + 3) === 0x2a019d)
      note(u24le(b, data + 6) & 0x3fff, u24le(b, data + 8) & 0x3fff);
    // Lossless: signature 2F, then 14 bits width - 1 and 14 bits height - 1.
    if (type === "VP8L" && data + 5 <= b.length && b[data] === 0x2f) {
      const bits = u32le(b, data + 1);
      note((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    at = data + length + (length % 2); // chunks are padded to an even length
  }
  return found ? { width, height } : undefined;
}

const SIZE_OF: Record<PhotoType, (bytes: Uint8Array) => Size | undefined> = {
  "image/jpeg": jpegSize,
  "image/png": pngSize,
  "image/webp": webpSize,
};

function checkSize(size: Size | undefined): void {
  if (!size || size.width < 1 || size.height < 1) throw new PhotoRefusedError("undecodable", "no image size");
  if (
    size.width > MAX_INPUT_SIDE ||
    size.height > MAX_INPUT_SIDE ||
    size.width * size.height > MAX_INPUT_PIXELS
  )
    throw new PhotoRefusedError("dimensions", `${size.width}x${size.height}`);
}

let webpModule: WebAssembly.Module | undefined;

/**
 * libwebp (Squoosh's build) in WebAssembly. A fresh instance per photo: the C decoder's memory is
 * never shared between photos, and a malformed file can corrupt at most its own instance, which
 * cannot reach anything outside its linear memory.
 */
async function decodeWebp(bytes: Uint8Array): Promise<Pixels> {
  webpModule ??= await WebAssembly.compile(webpDecoderWasm);
  const compiled = webpModule;
  const decoder = await webpDecoderFactory({
    noInitialRun: true,
    instantiateWasm(imports, done) {
      const instance = new WebAssembly.Instance(compiled, imports);
      done(instance);
      return instance.exports;
    },
  });
  const image = decoder.decode(bytes);
  if (!image) throw new Error("libwebp could not decode it");
  return { width: image.width, height: image.height, data: new Uint8Array(image.data.buffer) };
}

async function decode(bytes: Uint8Array, type: PhotoType): Promise<Pixels> {
  switch (type) {
    case "image/jpeg": {
      const image = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        // Strict: a marker out of place is a refusal, not something to skip over.
        tolerantDecoding: false,
        maxResolutionInMP: MAX_INPUT_PIXELS / 1_000_000,
        maxMemoryUsageInMB: 256,
      });
      return { width: image.width, height: image.height, data: image.data };
    }
    case "image/png": {
      // Checks every chunk's CRC and the zlib stream; refuses bytes after IEND.
      const image = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return { width: image.width, height: image.height, data: image.data };
    }
    case "image/webp":
      return decodeWebp(bytes);
  }
}

/** Transparent pixels over white, as the browser's resize draws them. */
function flattenOnWhite(data: Uint8Array): void {
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3] ?? 255;
    if (alpha === 255) continue;
    for (let c = 0; c < 3; c++)
      data[i + c] = Math.round(((data[i + c] ?? 0) * alpha + 255 * (255 - alpha)) / 255);
    data[i + 3] = 255;
  }
}

/** For each target index: the first source index and the share of each source index it covers. */
function areaWeights(source: number, target: number): { first: number; weights: number[] }[] {
  const scale = source / target;
  return Array.from({ length: target }, (_, i) => {
    const start = i * scale;
    const end = Math.min(source, (i + 1) * scale);
    const first = Math.floor(start);
    const weights: number[] = [];
    for (let s = first; s < end; s++) weights.push((Math.min(end, s + 1) - Math.max(start, s)) / scale);
    return { first, weights };
  });
}

/** Area-average downscale (each target pixel is the mean of the source it covers): no aliasing. */
function downscale(image: Pixels, width: number, height: number): Pixels {
  const across = areaWeights(image.width, width);
  const down = areaWeights(image.height, height);
  // Rows first (width x source height, RGB as floats), then columns.
  const rows = new Float32Array(width * image.height * 3);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < width; x++) {
      const { first, weights } = across[x] as { first: number; weights: number[] };
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0; k < weights.length; k++) {
        const from = (y * image.width + first + k) * 4;
        const w = weights[k] ?? 0;
        r += (image.data[from] ?? 0) * w;
        g += (image.data[from + 1] ?? 0) * w;
        b += (image.data[from + 2] ?? 0) * w;
      }
      const to = (y * width + x) * 3;
      rows[to] = r;
      rows[to + 1] = g;
      rows[to + 2] = b;
    }
  }
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const { first, weights } = down[y] as { first: number; weights: number[] };
    for (let x = 0; x < width; x++) {
      const to = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let k = 0; k < weights.length; k++)
          sum += (rows[((first + k) * width + x) * 3 + c] ?? 0) * (weights[k] ?? 0);
        data[to + c] = Math.round(sum);
      }
      data[to + 3] = 255;
    }
  }
  return { width, height, data };
}

/**
 * The photo as a new JPEG at most PUBLISHED_MAX_SIDE on its longest side, or PhotoRefusedError when
 * it is too large, states absurd dimensions, or does not decode completely as `type`.
 */
export async function reencodePhoto(bytes: Uint8Array, type: PhotoType): Promise<Uint8Array> {
  if (bytes.length > PHOTO_MAX_BYTES) throw new PhotoRefusedError("size", `${bytes.length} bytes`);
  checkSize(SIZE_OF[type](bytes));
  let image: Pixels;
  try {
    image = await decode(bytes, type);
  } catch (error) {
    throw new PhotoRefusedError("undecodable", (error as Error).message ?? String(error));
  }
  // The decoder's own idea of the size, in case it differs from the header's.
  checkSize(image);
  flattenOnWhite(image.data);
  const scale = Math.min(1, PUBLISHED_MAX_SIDE / Math.max(image.width, image.height));
  const fitted =
    scale < 1
      ? downscale(
          image,
          Math.max(1, Math.round(image.width * scale)),
          Math.max(1, Math.round(image.height * scale)),
        )
      : image;
  const encoded = jpeg.encode(
    { width: fitted.width, height: fitted.height, data: fitted.data },
    JPEG_QUALITY,
  );
  return new Uint8Array(encoded.data.buffer, encoded.data.byteOffset, encoded.data.byteLength);
}
