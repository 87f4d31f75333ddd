import { expect } from "vitest";
import type { PhotoUploadResponse } from "../../core/schemas/registration";
import { handler } from "../registration/handler";
import { apiEvent, invoke } from "./api-event";
import { csrfHeader, uniqueEmail } from "./booking-fixtures";

export function postRegistration(
  path: string,
  body: unknown,
  headers: Record<string, string> = csrfHeader(),
) {
  return invoke(handler, apiEvent("POST", path, { body: body as object, headers }));
}

export async function presignPhoto(contentType: string, size: number) {
  return postRegistration("/api/registration/photo-upload", { content_type: contentType, size });
}

/** Uploads like the browser does: the presigned fields, then the file, as multipart/form-data. */
export async function uploadPhoto(bytes: Buffer, contentType = "image/png"): Promise<string> {
  const { status, body } = await presignPhoto(contentType, bytes.length);
  expect(status).toBe(200);
  const answer = body as PhotoUploadResponse;
  const form = new FormData();
  for (const [name, value] of Object.entries(answer.fields)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(bytes)], { type: contentType }), "photo");
  const response = await fetch(answer.url, { method: "POST", body: form });
  expect(response.status).toBeLessThan(300);
  return answer.image_key;
}

/** A /register form as a person fills it in (no photo key: upload one first). */
export function application(overrides: Record<string, unknown> = {}) {
  return {
    title: "Dr",
    name: "Ayanda",
    surname: "Khumalo",
    sex: "Female",
    occupation: "Clinical Psychologist",
    email: uniqueEmail("applicant"),
    cell_number: "082 123 4567",
    suburb: "Rondebosch",
    city: "Cape Town",
    postal_code: "7700",
    subscription_plan: "business_package",
    work_with: ["Medical Aid", "Cash/Card"],
    council: "HPCSA",
    registration_number: "ps 0123456",
    ...overrides,
  };
}
