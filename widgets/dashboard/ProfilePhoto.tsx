import { type ChangeEvent, useState } from "react";
import type { OwnProfileResponse } from "../../core/schemas/profile-editor";
import { PHOTO_TYPES } from "../../core/schemas/registration";
import { ApiError, api } from "../api/client";
import { photoProblem, resizePhoto, uploadPhoto } from "../register/photo";
import { PractitionerPhoto } from "../ui/PractitionerPhoto";
import { showToast } from "../ui/toast";

type State = { status: "idle" } | { status: "working" } | { status: "failed"; message: string };

/**
 * The profile's photo and "Change photo" (issue 25 item 9): resized in the browser and uploaded as
 * the application does (widgets/register/photo.ts), then POST /api/profile/photo re-encodes and
 * publishes it. Saved at once, apart from the form's "Save profile".
 */
export function ProfilePhoto({
  photo,
  name,
  onChanged,
}: {
  photo: string;
  name: string;
  onChanged: (answer: OwnProfileResponse) => void;
}) {
  const [state, setState] = useState<State>({ status: "idle" });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      setState({ status: "failed", message: problem });
      return;
    }
    setState({ status: "working" });
    try {
      const key = await uploadPhoto(await resizePhoto(file));
      const answer = await api.call("POST /api/profile/photo", { body: { image_key: key } });
      setState({ status: "idle" });
      onChanged(answer);
      showToast("Your new photo is saved.", "success");
    } catch (error) {
      const message =
        error instanceof ApiError ? error.message : "We could not upload your photo. Please try again.";
      setState({ status: "failed", message });
    } finally {
      // The same file can be chosen again after a failure.
      input.value = "";
    }
  };

  const failed = state.status === "failed";
  return (
    <fieldset className="pe-set pe-photo" aria-describedby={failed ? "pe-photo-error" : "pe-photo-hint"}>
      <legend>Photo</legend>
      <PractitionerPhoto name={name} image={photo} className="pe-photo__image" size={96} />
      <div className="pe-photo__pick">
        <label className="vh-btn vh-btn--outline pe-photo__button" htmlFor="pe-photo">
          {state.status === "working" ? "Uploading..." : photo ? "Change photo" : "Add a photo"}
        </label>
        <input
          id="pe-photo"
          className="vh-sr-only"
          type="file"
          accept={PHOTO_TYPES.join(",")}
          disabled={state.status === "working"}
          aria-invalid={failed ? true : undefined}
          onChange={pick}
        />
        {failed ? (
          <p id="pe-photo-error" className="vh-field__error" role="alert">
            {state.message}
          </p>
        ) : (
          <p id="pe-photo-hint" className="pe-hint">
            A clear photo of your face, JPEG, PNG or WebP, up to 5 MB. It is saved straight away.
          </p>
        )}
      </div>
    </fieldset>
  );
}
