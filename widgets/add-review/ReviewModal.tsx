import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { safeParse } from "zod/mini";
import { REVIEW_COMMENT_MAX, REVIEW_NAME_MAX, REVIEW_THANKS, reviewForm } from "../../core/schemas/review";
import { fieldErrors } from "../../core/schemas/z";
import { ApiError, api } from "../api/client";
import { FormActions } from "../ui/FormActions";
import { showToast } from "../ui/toast";

const NETWORK_FAILED = "We could not send your review. Please check your internet connection and try again.";
const MESSAGES: Record<string, string> = {
  name: "Please enter your name.",
  rating: "Please choose 1 to 5 stars.",
  comment: `Please keep your comment to ${REVIEW_COMMENT_MAX} characters of plain text.`,
};
const STAR_WORDS = [
  "",
  "1 star: poor",
  "2 stars: fair",
  "3 stars: good",
  "4 stars: very good",
  "5 stars: excellent",
];

interface Props {
  practitionerId: string;
  practitionerName: string;
  /** The emailed link's token: the review is published at once as a verified patient's. */
  token: string | null;
  open: boolean;
  onClose: () => void;
  /** After a published (verified) review: reload the profile so it shows. */
  onPublished: () => void;
}

/**
 * The Add Review modal (spec sections 3, 4, 5, 8): five stars as one radio group (arrow keys move,
 * like any radio group), name required, comment optional, and a honeypot field people never see.
 * A native <dialog> opened with showModal(): the page behind is inert (focus stays inside), Escape
 * closes it, and focus returns to the button that opened it.
 */
export function ReviewModal({ practitionerId, practitionerName, token, open, onClose, onPublished }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [rating, setRating] = useState(0);
  const [name, setName] = useState("");
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
      // Back to the button that opened it (a verified link opens it with nothing focused: the list).
      (opener.current?.isConnected ? opener.current : document.getElementById("reviews"))?.focus();
    }
  }, [open]);

  const reset = () => {
    setRating(0);
    setName("");
    setComment("");
    setErrors({});
    form.current?.reset();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const website = (new FormData(event.currentTarget).get("website") as string | null) ?? "";
    const body = {
      practitioner_id: practitionerId,
      name,
      rating,
      comment,
      ...(token ? { token } : {}),
      ...(website ? { website } : {}),
    };
    const parsed = safeParse(reviewForm, body);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(
        Object.fromEntries(Object.keys(found).map((field) => [field, MESSAGES[field] ?? found[field] ?? ""])),
      );
      const first =
        Object.keys(found)[0] === "rating"
          ? `${id}-star-1`
          : Object.keys(found)[0] === "comment"
            ? `${id}-comment`
            : `${id}-name`;
      requestAnimationFrame(() => document.getElementById(first)?.focus());
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await api.call("POST /api/review/submit", { body: parsed.data });
      showToast(answer.success || REVIEW_THANKS, "success");
      reset();
      onClose();
      if (answer.state === "published") onPublished();
    } catch (failure) {
      showToast(failure instanceof ApiError ? failure.message : NETWORK_FAILED, "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={dialog} className="pp-review-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form ref={form} className="pp-review-form" noValidate onSubmit={submit} aria-busy={busy}>
        <div className="pp-review-form__head">
          <h2 id={`${id}-title`} className="pp-review-form__title">
            Add Review
          </h2>
          <button
            type="button"
            className="vh-btn vh-btn--ghost pp-review-form__close"
            onClick={onClose}
            aria-label="Close"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p className="pp-review-form__intro">
          How was your experience with {practitionerName}?
          {token && " Your review will show as from a verified patient."}
        </p>
        <fieldset
          className="pp-rating-input"
          aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
        >
          <legend>Your rating</legend>
          <div className="pp-rating-input__stars">
            {[1, 2, 3, 4, 5].map((star) => (
              <label key={star} className="pp-rating-input__star">
                <input
                  id={`${id}-star-${star}`}
                  type="radio"
                  name="rating"
                  value={star}
                  checked={rating === star}
                  onChange={() => setRating(star)}
                  className="vh-sr-only"
                />
                <svg
                  viewBox="0 0 24 24"
                  width="36"
                  height="36"
                  aria-hidden="true"
                  focusable="false"
                  className={star <= rating ? "pp-star pp-star--on" : "pp-star"}
                >
                  <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8L12 2.8Z" />
                </svg>
                <span className="vh-sr-only">{STAR_WORDS[star]}</span>
              </label>
            ))}
          </div>
          {errors.rating && (
            <p id={`${id}-rating-error`} className="vh-field__error">
              {errors.rating}
            </p>
          )}
        </fieldset>
        <div className="vh-field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="given-name"
            maxLength={REVIEW_NAME_MAX}
            required
            value={name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            onInput={(event) => setName((event.target as HTMLInputElement).value)}
          />
          {errors.name && (
            <p id={`${id}-name-error`} className="vh-field__error">
              {errors.name}
            </p>
          )}
        </div>
        <div className="vh-field">
          <label htmlFor={`${id}-comment`}>
            Comment <span className="pp-muted">(optional)</span>
          </label>
          <textarea
            id={`${id}-comment`}
            name="comment"
            rows={4}
            maxLength={REVIEW_COMMENT_MAX}
            value={comment}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={errors.comment ? `${id}-comment-error` : undefined}
            onInput={(event) => setComment((event.target as HTMLTextAreaElement).value)}
          />
          {errors.comment && (
            <p id={`${id}-comment-error`} className="vh-field__error">
              {errors.comment}
            </p>
          )}
        </div>
        {/* Honeypot: off-screen and out of the tab order; people leave it empty, form-filling bots do not. */}
        <div className="pp-review-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <FormActions
          className="pp-review-form__actions"
          onCancel={onClose}
          busy={busy}
          submit="Submit review"
          busyText="Sending..."
        />
      </form>
    </dialog>
  );
}
