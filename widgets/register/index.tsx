import { type ChangeEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { councilInfo } from "../../core/council-registration";
import { planCards } from "../../core/offers";
import {
  COUNCILS,
  OCCUPATIONS,
  referralFrom,
  registrationForm,
  SEXES,
  TITLES,
  WORK_WITH,
} from "../../core/schemas/registration";
import * as z from "../../core/schemas/z";
import { siteConfig } from "../../core/site-config";
import { siteUrl } from "../api/base";
import { ApiError, api, type CallBody } from "../api/client";
import { defineWidget, type HostProp } from "../ui/define-widget";
import { type ControlProps, FieldError, Field as FormField, setServerErrors } from "../ui/fields";
import { Loader } from "../ui/Loader";
import { showToast } from "../ui/toast";
import { zodResolver } from "../ui/zod-resolver";
import { photoProblem, resizePhoto, uploadPhoto } from "./photo";
import "./register.css";

/**
 * /register (spec sections 2, 3 and 9): a practitioner applies. Validated with the handler's own
 * schema; the photo is resized in the browser and uploaded straight to storage before submitting.
 * The affiliate's code comes from ?referral_link= or ?ref= on the page's address.
 */
const props = z.object({});

interface Values {
  title: string;
  name: string;
  surname: string;
  sex: string;
  occupation: string;
  email: string;
  cell_number: string;
  suburb: string;
  city: string;
  postal_code: string;
  subscription_plan: string;
  work_with: string[];
  council: string;
  council_name: string;
  registration_number: string;
  bhf_practice_number: string;
  image_key: string;
}
type Field = keyof Values;

const EMPTY: Values = {
  title: "",
  name: "",
  surname: "",
  sex: "",
  occupation: "",
  email: "",
  cell_number: "",
  suburb: "",
  city: "",
  postal_code: "",
  subscription_plan: "",
  work_with: [],
  council: "",
  council_name: "",
  registration_number: "",
  bhf_practice_number: "",
  image_key: "",
};

/** The form's own fields, which a refused request's per-field messages go under. */
const FIELDS = Object.keys(EMPTY) as Field[];

const LABELS: Record<Field, string> = {
  title: "Title",
  name: "First name",
  surname: "Surname",
  sex: "Sex",
  occupation: "Profession",
  email: "Email",
  cell_number: "Cellphone number",
  suburb: "Suburb",
  city: "City or town",
  postal_code: "Postal code",
  subscription_plan: "Package",
  work_with: "Payment",
  council: "Council",
  council_name: "Name of the council or body",
  registration_number: "Registration number",
  bhf_practice_number: "BHF practice number",
  image_key: "Photo",
};

/** Choices left empty read better as a request than as the schema's list of allowed values. */
const CHOOSE: Partial<Record<Field, string>> = {
  title: "Please choose your title.",
  sex: "Please choose your sex.",
  occupation: "Please choose your profession.",
  subscription_plan: "Please choose a package.",
  council: "Please choose the council you are registered with.",
  work_with: "Please choose Medical Aid, Cash/Card or both.",
};

function sentence(field: Field, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (CHOOSE[field] && message.startsWith("must be one of")) return CHOOSE[field];
  if (/^[A-Z]/.test(message)) return message;
  return `${LABELS[field]} ${message}.`;
}

type PhotoState =
  | { status: "none" }
  | { status: "working"; preview: string }
  | { status: "ready"; preview: string }
  | { status: "failed"; preview: string | null; message: string };

export interface RegisterFormProps {
  /** The page's h1, when the page has none of its own (admin pages have the shell's). */
  heading?: string;
  intro: string;
  /** "self": a practitioner applies (/register); "admin": an admin lists someone (/admin/doctor/add). */
  audience: "self" | "admin";
  submitLabel: string;
  /** Sends the values the form's resolver checked with the handler's own schema. */
  send(values: CallBody<"POST /api/registration/submit">): Promise<void>;
  /** What shows once it worked, for the email the form was sent with. */
  done(email: string, heading: RefObject<HTMLHeadingElement | null>): ReactNode;
}

/**
 * The registration form: /register (a practitioner applies) and /admin/doctor/add (an admin lists
 * one directly) share its fields, checks, photo resizing and upload.
 */
export function RegisterForm({
  heading,
  intro,
  audience,
  submitLabel,
  send,
  done: doneView,
}: RegisterFormProps) {
  const referral = useRef(audience === "self" ? referralFrom(window.location.search) : null);
  const [done, setDone] = useState<string | null>(null);
  const [photo, setPhoto] = useState<PhotoState>({ status: "none" });
  const doneRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    watch,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<Values>({
    defaultValues: EMPTY,
    resolver: zodResolver<Values>(registrationForm, (values) =>
      referral.current ? { ...values, referral_code: referral.current } : values,
    ),
    shouldFocusError: true,
  });

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const preview = photo.status === "none" ? null : photo.preview;
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pickPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setValue("image_key", "");
    const problem = photoProblem(file);
    if (problem) {
      setPhoto({ status: "failed", preview: null, message: problem });
      setError("image_key", { type: "photo", message: problem });
      return;
    }
    clearErrors("image_key");
    let resized: Blob;
    let url: string;
    try {
      resized = await resizePhoto(file);
      url = URL.createObjectURL(resized);
    } catch (error) {
      console.error("[register] resize failed", error);
      const message = "We could not read this photo. Please choose another JPEG, PNG or WebP file.";
      setPhoto({ status: "failed", preview: null, message });
      setError("image_key", { type: "photo", message });
      return;
    }
    setPhoto({ status: "working", preview: url });
    try {
      const key = await uploadPhoto(resized);
      setValue("image_key", key, { shouldValidate: isSubmitted });
      setPhoto({ status: "ready", preview: url });
    } catch (error) {
      console.error("[register] upload failed", error);
      const message =
        error instanceof ApiError ? error.message : "We could not upload your photo. Please try again.";
      setPhoto({ status: "failed", preview: url, message });
      setError("image_key", { type: "photo", message });
    }
  };

  const submit = handleSubmit(async (values) => {
    try {
      // The form's resolver has already checked these values with the handler's own schema.
      await send(
        (referral.current
          ? { ...values, referral_code: referral.current }
          : values) as CallBody<"POST /api/registration/submit">,
      );
      setDone(values.email.trim());
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (error instanceof ApiError) {
        setServerErrors(error.fields, setError, FIELDS);
        showToast(error.message, "error");
      } else
        showToast(
          `We could not reach ${siteConfig.brandName}. Please check your internet connection and try again.`,
          "error",
        );
    }
  });

  const council = watch("council");
  if (done) return <>{doneView(done, doneRef)}</>;

  const errorId = (field: Field) => `rg-${field}-error`;
  const errorText = (field: Field) => (
    <FieldError id={`rg-${field}`} error={sentence(field, errors[field]?.message)} className="rg-error" />
  );
  // Registered here, in field order: react-hook-form focuses the first invalid field registered.
  const field = (name: Field, control: (props: ControlProps) => ReactNode, required = true) => {
    const registration = register(name);
    return (
      <FormField
        id={`rg-${name}`}
        label={required ? `${LABELS[name]} *` : `${LABELS[name]} (optional)`}
        error={sentence(name, errors[name]?.message)}
        className="vh-field vh-field--lg"
        errorClass="rg-error"
      >
        {(props) => control({ ...props, ...registration })}
      </FormField>
    );
  };
  const text = (name: Field, autoComplete: string, extra: Record<string, unknown> = {}) =>
    field(name, (props) => <input type="text" autoComplete={autoComplete} required {...extra} {...props} />);
  const select = (name: Field, options: readonly (string | { id: string; label: string })[]) =>
    field(name, (props) => (
      <select required {...props}>
        <option value="">Choose...</option>
        {options.map((option) =>
          typeof option === "string" ? (
            <option key={option} value={option}>
              {option}
            </option>
          ) : (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ),
        )}
      </select>
    ));
  const uploading = photo.status === "working";

  return (
    <>
      {heading && <h1 className="account-page__title">{heading}</h1>}
      <p className="account-page__intro">{intro}</p>
      <form className="rg-form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <fieldset className="rg-section">
          <legend>{audience === "self" ? "About you" : "About the practitioner"}</legend>
          <div className="rg-grid rg-grid--name">
            {select("title", TITLES)}
            {text("name", "given-name")}
            {text("surname", "family-name")}
          </div>
          <div className="rg-grid">
            {select("sex", SEXES)}
            {select("occupation", OCCUPATIONS)}
          </div>
          <div className="rg-photo">
            <div className="rg-photo__preview" aria-hidden="true">
              {preview ? <img src={preview} alt="" /> : <span>No photo yet</span>}
            </div>
            <div className="vh-field vh-field--lg">
              <label htmlFor="rg-photo">{audience === "self" ? "Your photo *" : "Their photo *"}</label>
              <input
                id="rg-photo"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                onChange={pickPhoto}
                aria-invalid={errors.image_key ? true : undefined}
                aria-describedby={`rg-photo-note${errors.image_key ? ` ${errorId("image_key")}` : ""}`}
              />
              <p className="rg-note" id="rg-photo-note">
                {audience === "self"
                  ? "A clear, friendly photo of your face for your profile."
                  : "A clear, friendly photo of their face for their profile."}{" "}
                JPEG, PNG or WebP, up to 5 MB; we resize it for you.
              </p>
              {uploading && <Loader text="Uploading your photo..." />}
              {photo.status === "ready" && <p className="rg-ok">Photo ready.</p>}
              {errorText("image_key")}
            </div>
          </div>
        </fieldset>

        <fieldset className="rg-section">
          <legend>{audience === "self" ? "How we reach you" : "How we reach them"}</legend>
          <div className="rg-grid">
            {text("email", "email", { type: "email" })}
            {text("cell_number", "tel", { type: "tel", inputMode: "tel", placeholder: "082 123 4567" })}
          </div>
          <div className="rg-grid rg-grid--address">
            {text("suburb", "address-level3")}
            {text("city", "address-level2")}
            {text("postal_code", "postal-code", { inputMode: "numeric", maxLength: 4 })}
          </div>
        </fieldset>

        <fieldset className="rg-section">
          <legend>Professional registration</legend>
          <div className="rg-grid">
            {select("council", COUNCILS)}
            {council === "other" && text("council_name", "off")}
            {text("registration_number", "off", { placeholder: `e.g. ${councilInfo(council).example}` })}
            {field(
              "bhf_practice_number",
              (props) => (
                <input
                  type="text"
                  autoComplete="off"
                  inputMode="numeric"
                  maxLength={8}
                  placeholder="e.g. 0123456"
                  {...props}
                />
              ),
              false,
            )}
          </div>
          <p className="rg-note">
            We check your number on the council's public register; patients then see that it was checked. The
            BHF practice number is the one medical aids need for claims.
          </p>
        </fieldset>

        <fieldset
          className="rg-section"
          aria-describedby={errors.work_with ? errorId("work_with") : undefined}
        >
          <legend>{audience === "self" ? "Patients you see *" : "Patients they see *"}</legend>
          <div className="rg-checks">
            {WORK_WITH.map((choice) => (
              <label key={choice} className="vh-check rg-check">
                <input type="checkbox" value={choice} {...register("work_with")} /> {choice}
              </label>
            ))}
          </div>
          {errorText("work_with")}
        </fieldset>

        <fieldset
          className="rg-section"
          aria-describedby={errors.subscription_plan ? errorId("subscription_plan") : undefined}
        >
          <legend>Package *</legend>
          <div className="rg-grid">
            {planCards().map((plan) => (
              // The label holds only the plan's name and price (a list may not sit inside a label),
              // so that is the radio's name; the features and note describe it.
              <div key={plan.id} className={`rg-plan rg-plan--${plan.id}`}>
                <input
                  type="radio"
                  id={`rg-plan-${plan.id}`}
                  value={plan.id}
                  aria-describedby={`rg-plan-${plan.id}-features rg-plan-${plan.id}-note`}
                  {...register("subscription_plan")}
                />
                <label htmlFor={`rg-plan-${plan.id}`} className="rg-plan__label">
                  <span className="rg-plan__name">{plan.label}</span>
                  <span className="rg-plan__price">
                    <strong>{plan.price}</strong> {plan.period}
                  </span>
                </label>
                <ul id={`rg-plan-${plan.id}-features`} className="rg-plan__features">
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <span id={`rg-plan-${plan.id}-note`} className="rg-plan__note">
                  {plan.note}
                </span>
              </div>
            ))}
          </div>
          {errorText("subscription_plan")}
        </fieldset>

        {referral.current && (
          <p className="rg-note">
            Referral code <strong>{referral.current}</strong> will be sent with your application.
          </p>
        )}
        {audience === "self" && (
          <p className="rg-note">
            By applying you agree to our{" "}
            <a href={siteUrl("/page/term-condition")} target="_blank" rel="noopener">
              terms &amp; conditions
            </a>{" "}
            and{" "}
            <a href={siteUrl("/page/privacy-policy")} target="_blank" rel="noopener">
              privacy policy
            </a>
            .
          </p>
        )}
        <button type="submit" className="vh-btn vh-btn--primary rg-btn" disabled={isSubmitting || uploading}>
          {isSubmitting ? "Sending..." : uploading ? "Uploading photo..." : submitLabel}
        </button>
        {isSubmitting && <Loader text="Sending..." />}
      </form>
    </>
  );
}

/** The page's introduction (pages-static/register/index.html): in its HTML, so it shows before the script. */
const introIn = (replaced: DocumentFragment) =>
  replaced.querySelector(".account-page__intro")?.textContent?.trim() ?? "";

function Register({ replaced }: HostProp) {
  return (
    <RegisterForm
      heading={`Join ${siteConfig.brandName}`}
      intro={introIn(replaced)}
      audience="self"
      submitLabel="Submit application"
      send={async (body) => {
        await api.call("POST /api/registration/submit", { body });
      }}
      done={(email, heading) => (
        <div className="rg-done">
          <h1 className="account-page__title" ref={heading} tabIndex={-1}>
            Application received
          </h1>
          <p>
            Thank you. We have emailed you at <strong>{email}</strong> to confirm we received your
            application.
          </p>
          <p>
            Our team checks every application, including your professional registration, usually within two
            working days. Once it is approved you will get an email with a link to set your password and log
            in.
          </p>
          <a className="vh-btn vh-btn--outline rg-btn" href={siteUrl("/")}>
            Back to the home page
          </a>
        </div>
      )}
    />
  );
}

export const { mount } = defineWidget(props, Register);
