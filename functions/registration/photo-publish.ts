import { reencodePhoto } from "./photo-reencode";
import { photoStore } from "./photo-store";

/**
 * An uploaded photo (a key from POST /api/registration/photo-upload) re-encoded and published where
 * the site serves it; returns its site path. The one path for an approval (registration-admin) and a
 * practitioner's photo change (profile-editor). Throws PhotoRefusedError for a photo that fails the
 * re-encode's checks.
 */
export async function publishUploadedPhoto(imageKey: string, practitionerId: string): Promise<string> {
  const original = await photoStore.read(imageKey);
  const jpeg = await reencodePhoto(original.bytes, original.type);
  return photoStore.publish(jpeg, practitionerId);
}
