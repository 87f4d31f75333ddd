import { PHOTO_MAX_BYTES, PHOTO_TYPES, type PhotoType } from "../../core/schemas/registration";
import { api } from "../api/client";

/** The photo is resized in the browser before upload: longest side 800 px, WebP (JPEG where unsupported). */
export const PHOTO_MAX_SIDE = 800;
const QUALITY = 0.85;

/** Why a chosen file cannot be used, in words for the person choosing it; undefined when it can. */
export function photoProblem(file: File): string | undefined {
  if (!PHOTO_TYPES.includes(file.type as PhotoType)) return "Please choose a JPEG, PNG or WebP photo.";
  if (file.size > PHOTO_MAX_BYTES) return "The photo is larger than 5 MB. Please choose a smaller one.";
  return undefined;
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((done) => canvas.toBlob(done, type, QUALITY));
}

/** Draws the photo at most 800 px on its longest side and encodes it as WebP, else JPEG. */
export async function resizePhoto(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d canvas");
  // JPEG has no transparency: a white background instead of black for transparent PNGs.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  // Browsers that cannot encode WebP return PNG instead: fall back to JPEG, which all encode.
  const webp = await toBlob(canvas, "image/webp");
  if (webp?.type === "image/webp") return webp;
  const jpeg = await toBlob(canvas, "image/jpeg");
  if (!jpeg) throw new Error("could not encode the photo");
  return jpeg;
}

/** Asks for a presigned POST, then uploads straight to the bucket; resolves with the object key. */
export async function uploadPhoto(photo: Blob): Promise<string> {
  const contentType = photo.type as PhotoType;
  const target = await api.call("POST /api/registration/photo-upload", {
    body: { content_type: contentType, size: photo.size },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append("file", photo, "photo");
  const response = await fetch(target.url, { method: "POST", body: form });
  if (!response.ok) throw new Error(`upload failed (${response.status})`);
  return target.image_key;
}
