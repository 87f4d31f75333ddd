import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import {
  REVIEW_COMMENT_MAX,
  REVIEW_NAME_MAX,
  REVIEW_THANKS,
  REVIEW_WAITS,
  reviewForm,
} from "../../core/schemas/review";
import { parse } from "../../core/schemas/z";
import { ApiError, api } from "../api/client";
import { FormActions } from "../ui/FormActions";
import { Field, FieldError } from "../ui/fields";
import { showToast } from "../ui/toast";
import { zodResolver } from "../ui/zod-resolver";

const NETWORK_FAILED = "We could not send your review. Please check your internet connection and try again.";
const MESSAGES: Record<string, string> = {
  name: "Please enter your name.",
  rating: "Please choose 1 to 5 stars.",
  comment: `Please keep your comment to ${REVIEW_COMMENT_MAX} characters of plain text.`,
  email: "Please check your email address, or leave it empty.",
};
const STAR_WORDS = [
  "",
  "1 star: poor",
  "2 stars: fair",
  "3 stars: good",
  "4 stars: very good",
  "5 stars: excellent",
];

type Values = { rating: string; name: string; comment: string; email: string; website: string };
const EMPTY: Values = { rating: "", name: "", comment: "", email: "", website: "" };

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
  const id = useId();
  const opener = useRef<HTMLElement | null>(null);
  const request = (values: Values) => ({
    practitioner_id: practitionerId,
    name: values.name,
    rating: Number(values.rating),
    comment: values.comment,
    ...(values.email.trim() && !token ? { email: values.email } : {}),
    ...(token ? { token } : {}),
    ...(values.website ? { website: values.website } : {}),
  });
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    watch,
    formState: { errors, isSubmitting: busy },
  } = useForm<Values>({
    defaultValues: EMPTY,
    resolver: async (...check) => {
      const checked = await zodResolver<Values>(reviewForm, request)(...check);
      for (const [field, error] of Object.entries(checked.errors))
        if (error && MESSAGES[field]) error.message = MESSAGES[field];
      return checked;
    },
    // Focus goes to the first field the schema finds wanting (name before rating), and messages stay
    // until the next submit, as they always have.
    shouldFocusError: false,
    reValidateMode: "onSubmit",
  });
  const rating = Number(watch("rating"));
  const errorOf = (field: keyof Values) => errors[field]?.message;

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

  const submit = handleSubmit(
    async (values) => {
      try {
        const answer = await api.call("POST /api/review/submit", {
          body: parse(reviewForm, request(values)),
        });
        showToast(answer.success || REVIEW_THANKS, "success");
        // Issue 25: an anonymous review waits for our team; say so, after the spec's thanks.
        if (answer.state === "pending") showToast(REVIEW_WAITS, "info");
        reset(EMPTY);
        onClose();
        if (answer.state === "published") onPublished();
      } catch (failure) {
        showToast(failure instanceof ApiError ? failure.message : NETWORK_FAILED, "error");
      }
    },
    (found) => {
      const first = Object.keys(found)[0];
      setFocus(first === "rating" || first === "comment" ? first : "name");
    },
  );

  return (
    <dialog ref={dialog} className="pp-review-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form className="pp-review-form" noValidate onSubmit={submit} aria-busy={busy}>
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
          {token
            ? " Your review will show as from a verified patient."
            : " Our team checks each review before it shows on the profile."}
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
                  value={star}
                  className="vh-sr-only"
                  {...register("rating")}
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
          <FieldError id={`${id}-rating`} error={errorOf("rating")} />
        </fieldset>
        <Field id={`${id}-name`} label="Name" error={errorOf("name")}>
          {(control) => (
            <input
              autoComplete="given-name"
              maxLength={REVIEW_NAME_MAX}
              required
              {...control}
              {...register("name")}
            />
          )}
        </Field>
        <Field
          id={`${id}-comment`}
          label={
            <>
              Comment <span className="pp-muted">(optional)</span>
            </>
          }
          error={errorOf("comment")}
        >
          {(control) => (
            <textarea rows={4} maxLength={REVIEW_COMMENT_MAX} {...control} {...register("comment")} />
          )}
        </Field>
        {!token && (
          <Field
            id={`${id}-email`}
            label={
              <>
                Email <span className="pp-muted">(optional)</span>
              </>
            }
            note="Only our team sees it, to check the review. We do not email you."
            error={errorOf("email")}
          >
            {(control) => (
              <input type="email" autoComplete="email" maxLength={254} {...control} {...register("email")} />
            )}
          </Field>
        )}
        {/* Honeypot: off-screen and out of the tab order; people leave it empty, form-filling bots do not. */}
        <div className="pp-review-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} tabIndex={-1} autoComplete="off" {...register("website")} />
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
