import { expect } from "vitest";
import type { PhotoUploadResponse } from "../../core/schemas/registration";
import { handler } from "../registration/handler";
import { apiEvent, invoke } from "./api-event";
import { csrfHeader } from "./booking-fixtures";

/**
 * Uploads like the browser does (registration photos, blog images): a presigned POST from
 * /api/registration/photo-upload, then the fields and the file as multipart/form-data to S3.
 */
export async function uploadPhoto(bytes: Buffer, contentType = "image/png"): Promise<string> {
  const { status, body } = await invoke(
    handler,
    apiEvent("POST", "/api/registration/photo-upload", {
      body: { content_type: contentType, size: bytes.length },
      headers: csrfHeader(),
    }),
  );
  expect(status).toBe(200);
  const answer = body as PhotoUploadResponse;
  const form = new FormData();
  for (const [name, value] of Object.entries(answer.fields)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(bytes)], { type: contentType }), "photo");
  const response = await fetch(answer.url, { method: "POST", body: form });
  expect(response.status).toBeLessThan(300);
  return answer.image_key;
}
