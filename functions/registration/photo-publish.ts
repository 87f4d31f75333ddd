import { BadRequestError } from "../../core/errors";
import { type PhotoRefusal, PhotoRefusedError, reencodePhoto } from "./photo-reencode";
import { photoStore } from "./photo-store";
import { checkUploadedPhoto } from "./submit";

/**
 * An uploaded photo (a key from POST /api/registration/photo-upload) re-encoded and published where
 * the site serves it; returns its site path. The one path for an approval (registration-admin), a
 * practitioner's photo change (profile-editor) and a featured service's picture (catalogue). Throws
 * PhotoRefusedError for a photo that fails the re-encode's checks. `owner` starts the file's name.
 */
export async function publishUploadedPhoto(imageKey: string, owner: string): Promise<string> {
  const original = await photoStore.read(imageKey);
  const jpeg = await reencodePhoto(original.bytes, original.type);
  return photoStore.publish(jpeg, owner);
}

const REFUSED: Record<PhotoRefusal, string> = {
  size: "The photo must be at most 5 MB.",
  dimensions: "The photo is too large to use. Please choose one under 4000 pixels on each side.",
  undecodable: "We could not read this photo. Please choose another JPEG, PNG or WebP photo.",
};

/**
 * For a form that sends an uploaded photo: checks what arrived, then publishes it; a missing photo,
 * or one the checks or the re-encode refuse, is a 400 naming why (on `image_key`).
 */
export async function publishCheckedPhoto(imageKey: string, owner: string): Promise<string> {
  await checkUploadedPhoto(imageKey);
  try {
    return await publishUploadedPhoto(imageKey, owner);
  } catch (error) {
    if (!(error instanceof PhotoRefusedError)) throw error;
    throw new BadRequestError(REFUSED[error.reason], { image_key: REFUSED[error.reason] });
  }
}
