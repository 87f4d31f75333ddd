import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { PHOTO_MAX_BYTES } from "../../core/schemas/registration";
import { readServerlessConfig } from "../../infra/serverless-config";
import {
  CAMERA_MAKE,
  jpegMarkers,
  jpegOf,
  jpegWithExif,
  PNG_SECRET,
  pngClaiming,
  pngOf,
  pngWithText,
  webpOf,
  webpWithExif,
} from "../test/photo-fixtures";
import { PhotoRefusedError, reencodePhoto } from "./photo-reencode";

const decoded = (bytes: Uint8Array) => jpeg.decode(bytes, { useTArray: true, tolerantDecoding: false });
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

/** Mean of each channel over the whole image. */
function mean(image: { data: Uint8Array }): number[] {
  const sums = [0, 0, 0];
  for (let i = 0; i < image.data.length; i += 4)
    for (let c = 0; c < 3; c++) sums[c] = (sums[c] ?? 0) + (image.data[i + c] ?? 0);
  return sums.map((sum) => sum / (image.data.length / 4));
}

async function refusal(bytes: Uint8Array, type: Parameters<typeof reencodePhoto>[1]) {
  const error = await reencodePhoto(bytes, type).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PhotoRefusedError);
  return (error as PhotoRefusedError).reason;
}

/** Only JFIF (APP0), tables, frame and scan: no APP1 (EXIF, XMP), other APPn or comment. */
function expectBareJpeg(bytes: Uint8Array) {
  const markers = jpegMarkers(bytes);
  expect(markers.at(-1)).toBe(0xda);
  for (const marker of markers) expect([0xe0, 0xdb, 0xc0, 0xc4, 0xda], marker.toString(16)).toContain(marker);
  expect(text(bytes)).not.toMatch(/Exif|GPS|XMP/);
  expect(Buffer.from(bytes.subarray(-2)).toString("hex")).toBe("ffd9");
}

describe("reencodePhoto", () => {
  it("drops a JPEG's EXIF (camera, GPS) and scales it to 800 px on the long side", async () => {
    const original = jpegWithExif(1200, 900);
    expect(text(original)).toContain(CAMERA_MAKE);
    expect(jpegMarkers(original)).toContain(0xe1);

    const published = await reencodePhoto(original, "image/jpeg");
    expectBareJpeg(published);
    expect(text(published)).not.toContain(CAMERA_MAKE);
    const image = decoded(published);
    expect([image.width, image.height]).toEqual([800, 600]);
    // Still the same picture: the gradient's mean colour survives (~127, ~127, 128).
    const [r, g, b] = mean(image);
    expect(r).toBeCloseTo(127, -1);
    expect(g).toBeCloseTo(127, -1);
    expect(b).toBeCloseTo(128, -1);
  });

  it("keeps a photo that is already small at its size, and leaves no trailing bytes", async () => {
    const polyglot = Buffer.concat([jpegOf(640, 480), Buffer.from("PK\x03\x04<script>alert(1)</script>")]);
    const published = await reencodePhoto(polyglot, "image/jpeg");
    expectBareJpeg(published);
    expect(text(published)).not.toContain("<script>");
    const image = decoded(published);
    expect([image.width, image.height]).toEqual([640, 480]);
  });

  it("drops a PNG's text chunks and draws transparency on white", async () => {
    const original = pngWithText(300, 200, [200, 40, 90, 0]);
    expect(text(original)).toContain(PNG_SECRET);
    const published = await reencodePhoto(original, "image/png");
    expectBareJpeg(published);
    expect(text(published)).not.toContain(PNG_SECRET);
    const image = decoded(published);
    expect([image.width, image.height]).toEqual([300, 200]);
    for (const channel of mean(image)) expect(channel).toBeGreaterThan(250);

    const opaque = decoded(await reencodePhoto(pngWithText(300, 200, [200, 40, 90, 255]), "image/png"));
    const [r, g, b] = mean(opaque);
    expect(Math.abs((r ?? 0) - 200)).toBeLessThan(6);
    expect(Math.abs((g ?? 0) - 40)).toBeLessThan(6);
    expect(Math.abs((b ?? 0) - 90)).toBeLessThan(6);
  });

  it("decodes WebP (what the browser sends) and drops its EXIF chunk", async () => {
    const simple = await webpOf(1000, 400);
    const plain = decoded(await reencodePhoto(simple, "image/webp"));
    expect([plain.width, plain.height]).toEqual([800, 320]);

    const extended = webpWithExif(simple);
    expect(text(extended)).toContain(CAMERA_MAKE);
    const published = await reencodePhoto(extended, "image/webp");
    expectBareJpeg(published);
    expect(text(published)).not.toContain(CAMERA_MAKE);
    expect(decoded(published).width).toBe(800);
  });

  it("refuses bytes that only start like an image: garbage, truncated, or data after a PNG's end", async () => {
    const garbage = (magic: string) =>
      Buffer.concat([
        Buffer.from(magic, "latin1"),
        Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251)),
      ]);
    expect(await refusal(garbage("\xff\xd8\xff\xe0"), "image/jpeg")).toBe("undecodable");
    expect(await refusal(garbage("\x89PNG\r\n\x1a\n"), "image/png")).toBe("undecodable");
    expect(await refusal(garbage("RIFF\xa0\x0f\x00\x00WEBPVP8 "), "image/webp")).toBe("undecodable");

    const whole = jpegOf(200, 200);
    expect(await refusal(whole.subarray(0, whole.length / 2), "image/jpeg")).toBe("undecodable");
    const webp = await webpOf(200, 200);
    expect(await refusal(webp.subarray(0, webp.length / 2), "image/webp")).toBe("undecodable");
    expect(
      await refusal(Buffer.concat([pngOf(20, 20), Buffer.from("<?php system($_GET[1]);")]), "image/png"),
    ).toBe("undecodable");
    // A real PNG declared as a JPEG is not decoded as one.
    expect(await refusal(pngOf(20, 20), "image/jpeg")).toBe("undecodable");
  });

  it("refuses absurd dimensions from the header, before decoding anything", async () => {
    const started = performance.now();
    expect(await refusal(pngClaiming(20_000, 20_000), "image/png")).toBe("dimensions");
    expect(await refusal(pngClaiming(60_000, 10), "image/png")).toBe("dimensions");
    expect(await refusal(pngClaiming(0, 10), "image/png")).toBe("undecodable");

    const big = jpegOf(16, 16);
    const sof = jpegMarkers(big).indexOf(0xc0);
    expect(sof).toBeGreaterThan(-1);
    const frame = big.indexOf(Buffer.from([0xff, 0xc0]));
    big.writeUInt16BE(9000, frame + 5);
    big.writeUInt16BE(9000, frame + 7);
    expect(await refusal(big, "image/jpeg")).toBe("dimensions");

    // A WebP whose canvas claims little cannot hide a large frame, and a large canvas counts too.
    const webp = await webpOf(64, 64);
    expect(await refusal(webpWithExif(webp, { width: 10_000, height: 10_000 }), "image/webp")).toBe(
      "dimensions",
    );
    const largeFrame = Buffer.from(webp);
    largeFrame.writeUInt16LE(9000, 26); // the "VP8 " frame's width and height (RIFF 12 + chunk 8 + 6)
    largeFrame.writeUInt16LE(9000, 28);
    expect(await refusal(webpWithExif(largeFrame, { width: 64, height: 64 }), "image/webp")).toBe(
      "dimensions",
    );
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("scales a long, thin photo without losing a side", async () => {
    const published = decoded(await reencodePhoto(pngOf(3000, 100), "image/png"));
    expect([published.width, published.height]).toEqual([800, 27]);
  });

  it("refuses more than 5 MB without decoding", async () => {
    expect(await refusal(new Uint8Array(PHOTO_MAX_BYTES + 1), "image/jpeg")).toBe("size");
  });

  it("works bundled as the Lambda is: serverless.yml's esbuild options embed the WebP decoder", async () => {
    const options = readServerlessConfig().custom.esbuild;
    const dir = mkdtempSync(join(tmpdir(), "vula-reencode-"));
    try {
      await build({
        entryPoints: ["functions/registration/photo-reencode.ts"],
        outfile: join(dir, "reencode.mjs"),
        bundle: true,
        platform: options.platform,
        format: options.format,
        target: options.target,
        minify: options.minify,
        mainFields: options.mainFields,
        banner: options.banner,
        loader: options.loader,
        logLevel: "error",
      });
      writeFileSync(join(dir, "photo.webp"), webpWithExif(await webpOf(1000, 500)));
      // A plain Node process: no Vite plugin, no node_modules next to the bundle.
      const script = `
        import { readFileSync } from "node:fs";
        const { reencodePhoto } = await import("./reencode.mjs");
        const out = await reencodePhoto(readFileSync("photo.webp"), "image/webp");
        console.log(Buffer.from(out.subarray(0, 3)).toString("hex"), out.length);`;
      const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
        cwd: dir,
        encoding: "utf8",
      });
      expect(run.stderr).toBe("");
      expect(run.stdout).toMatch(/^ffd8ff \d+\n$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
