import { randomBytes, randomUUID } from "node:crypto";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import {
  PHOTO_EXTENSION,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  type PhotoType,
  type PhotoUploadResponse,
} from "../../core/schemas/registration";
import { env } from "../lib/env";
import { s3 } from "../lib/s3";

/**
 * Registration photos in a private bucket (S3; an S3-compatible server locally). The browser
 * resizes the photo, asks for a presigned POST for exactly one key, type and size range, and
 * uploads it straight to the bucket; submit then checks what actually arrived.
 */
export const UPLOAD_EXPIRES_SECONDS = 10 * 60;

export type PhotoProblem = "missing" | "type" | "size" | "content";

export interface PhotoStore {
  presign(contentType: PhotoType): Promise<PhotoUploadResponse>;
  /** undefined when the object is there and is a JPEG, PNG or WebP of at most 5 MB; else why not. */
  check(key: string): Promise<PhotoProblem | undefined>;
  /**
   * The registration photo and its declared type (from the key, which submit checked against the
   * object's type). Reads at most PHOTO_MAX_BYTES + 1 bytes, whatever the object's size.
   */
  read(key: string): Promise<{ bytes: Uint8Array; type: PhotoType }>;
  /**
   * Stores an approved practitioner's photo (already re-encoded as JPEG; see photo-reencode.ts) in
   * photos/, which the site serves (CloudFront; the local web server proxies it); returns its path.
   */
  publish(jpeg: Uint8Array, practitionerId: string): Promise<string>;
  /** Deletes a published photo by its site path (`/photos/...`); other paths are left alone. */
  unpublish(path: string): Promise<void>;
  /** A link to a registration photo that works for VIEW_EXPIRES_SECONDS (admins' review). */
  viewUrl(key: string): Promise<string>;
}

export const VIEW_EXPIRES_SECONDS = 15 * 60;

/** Where published photos live in the uploads bucket and on the site. */
export const PUBLISHED_PHOTOS_PREFIX = "photos/";

/** The first bytes of each accepted type ("magic number"); WebP is RIFF....WEBP. */
export function sniffType(head: Uint8Array): PhotoType | undefined {
  const at = (offset: number, ...bytes: number[]) => bytes.every((byte, i) => head[offset + i] === byte);
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return undefined;
}

/** "registrations/abc.webp" -> "webp". */
const extensionOf = (key: string) => key.slice(key.lastIndexOf(".") + 1);

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
}

/** The one implementation: S3 in AWS, the S3-compatible local server (S3_ENDPOINT) elsewhere. */
export const photoStore: PhotoStore = {
  async presign(contentType) {
    const key = `registrations/${randomUUID()}.${PHOTO_EXTENSION[contentType]}`;
    const { url, fields } = await createPresignedPost(s3(), {
      Bucket: env().uploadsBucket,
      Key: key,
      Conditions: [
        ["content-length-range", 1, PHOTO_MAX_BYTES],
        ["eq", "$Content-Type", contentType],
      ],
      Fields: { "Content-Type": contentType },
      Expires: UPLOAD_EXPIRES_SECONDS,
    });
    return { url, fields, image_key: key, expires_in: UPLOAD_EXPIRES_SECONDS };
  },

  async check(key) {
    const Bucket = env().uploadsBucket;
    let head: { ContentType?: string | undefined; ContentLength?: number | undefined };
    try {
      head = await s3().send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isNotFound(error)) return "missing";
      throw error;
    }
    const type = PHOTO_TYPES.find((accepted) => accepted === head.ContentType);
    if (!type || PHOTO_EXTENSION[type] !== extensionOf(key)) return "type";
    if (!head.ContentLength || head.ContentLength > PHOTO_MAX_BYTES) return "size";
    const object = await s3().send(new GetObjectCommand({ Bucket, Key: key, Range: "bytes=0-15" }));
    const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    return sniffType(bytes) === type ? undefined : "content";
  },

  async read(key) {
    const type = PHOTO_TYPES.find((accepted) => PHOTO_EXTENSION[accepted] === extensionOf(key));
    if (!key.startsWith("registrations/") || !type) throw new Error(`not a registration photo: ${key}`);
    // One byte past the limit tells "too large" (the re-encode refuses it) without reading it all.
    const object = await s3().send(
      new GetObjectCommand({ Bucket: env().uploadsBucket, Key: key, Range: `bytes=0-${PHOTO_MAX_BYTES}` }),
    );
    return { bytes: (await object.Body?.transformToByteArray()) ?? new Uint8Array(), type };
  },

  async publish(jpeg, practitionerId) {
    // A fresh name per publication, so the photo can be cached for good.
    const target = `${PUBLISHED_PHOTOS_PREFIX}${practitionerId}-${randomBytes(4).toString("hex")}.jpg`;
    await s3().send(
      new PutObjectCommand({
        Bucket: env().uploadsBucket,
        Key: target,
        Body: jpeg,
        ContentType: "image/jpeg",
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
    return `/${target}`;
  },

  async unpublish(path) {
    const key = path.replace(/^\//, "");
    if (!key.startsWith(PUBLISHED_PHOTOS_PREFIX) || key.includes("..")) return;
    await s3().send(new DeleteObjectCommand({ Bucket: env().uploadsBucket, Key: key }));
  },

  viewUrl(key) {
    // Signing is local: no call to S3, so a page of 25 rows costs nothing extra.
    return getSignedUrl(s3(), new GetObjectCommand({ Bucket: env().uploadsBucket, Key: key }), {
      expiresIn: VIEW_EXPIRES_SECONDS,
    });
  },
};
