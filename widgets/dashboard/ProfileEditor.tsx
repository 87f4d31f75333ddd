import { useEffect, useRef, useState } from "react";
import { type FieldErrors, type Path, type Resolver, useForm } from "react-hook-form";
import { APPOINTMENT_MODES, MODE_CHOICE_LABEL } from "../../core/appointment-modes";
import { COUNCIL_IDS, COUNCILS, councilInfo } from "../../core/council-registration";
import { LISTING_PART_TEXT, LISTING_PARTS, type ListingPart } from "../../core/listing-readiness";
import {
  type OwnProfile,
  type OwnProfileResponse,
  PROFILE_LIMITS,
  PROVINCES,
  profileEditBody,
  TITLES,
  WORK_WITH_CHOICES,
} from "../../core/schemas/profile-editor";
import { fieldErrors, safeParse } from "../../core/schemas/z";
import { OPERATION_SUCCESSFUL, SOMETHING_WENT_WRONG } from "../../core/ui-text";
import { ApiError, api, type CallBody } from "../api/client";
import { Field } from "../ui/fields";
import { Loader } from "../ui/Loader";
import { showToast } from "../ui/toast";
import { announceListing } from "./ListingChecklist";
import { ProfilePhoto } from "./ProfilePhoto";
import "./profile-editor.css";

const GENDER_CHOICES = ["", "female", "male"] as const;
const GENDER_LABEL: Record<string, string> = { "": "Prefer not to say", female: "Woman", male: "Man" };

/** Bearer-token route: no CSRF token needed. */

const WORK_WITH_LABEL: Record<(typeof WORK_WITH_CHOICES)[number], string> = {
  both: "Medical aid and cash/card",
  "Medical Aid": "Medical aid only",
  "Cash-Card": "Cash/card only",
};

type Schemes = OwnProfileResponse["schemes"];
type Load =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; plan: OwnProfile["plan"]; id: string; registration_checked: boolean };

/** The field each part of the listing checklist links to (its `#profile-...` address). */
const PART_FIELD: Record<ListingPart, string> = {
  photo: "pe-photo",
  bio: "pe-bio",
  services: "pe-services",
  address: "pe-street",
};

/** Brings the checklist's part into view and focus, when the address names one. */
function focusPartOfHash(): void {
  const part = LISTING_PARTS.find((p) => window.location.hash === `#${LISTING_PART_TEXT[p].anchor}`);
  const field = part && document.getElementById(PART_FIELD[part]);
  if (!field) return;
  field.scrollIntoView({ block: "center" });
  field.focus({ preventScroll: true });
}

/** The form's values: list fields as one-entry-per-line text; `business` says which links are sent. */
interface Values {
  business: boolean;
  version: number;
  title: string;
  first_name: string;
  last_name: string;
  profession: string;
  contact_number: string;
  street: string;
  suburb: string;
  city: string;
  province: string;
  postal_code: string;
  qualifications: string;
  languages: string;
  work_with: string;
  services: string;
  focus_areas: string;
  bio: string;
  medical_aid_ids: string[];
  practise_url: string;
  video_url: string;
  social: { link_for: string; url: string }[];
  meeting_url: string;
  /** "in-person" and/or "virtual": the boxes ticked. */
  appointment_modes: string[];
  /** "" = prefer not to say. */
  gender: string;
  min_notice_minutes: string;
  /** Issue 27: the council ("" when not yet known), its name for another body, the numbers. */
  council: string;
  council_name: string;
  registration_number: string;
  bhf_practice_number: string;
}

function valuesOf(profile: OwnProfile): Values {
  return {
    business: profile.plan === "business_package",
    version: profile.version,
    title: profile.title,
    first_name: profile.first_name,
    last_name: profile.last_name,
    profession: profile.profession,
    contact_number: profile.contact_number,
    ...profile.address,
    qualifications: profile.qualifications.join("\n"),
    languages: profile.languages.join("\n"),
    work_with: profile.work_with,
    services: profile.services.join("\n"),
    focus_areas: profile.focus_areas,
    bio: profile.bio,
    medical_aid_ids: profile.medical_aid_ids,
    practise_url: profile.practise_url,
    video_url: profile.video_url,
    social: profile.social,
    meeting_url: profile.meeting_url,
    appointment_modes: profile.appointment_modes,
    gender: profile.gender ?? "",
    min_notice_minutes: String(profile.min_notice_minutes),
    council: profile.council,
    council_name: profile.council_name,
    registration_number: profile.registration_number,
    bhf_practice_number: profile.bhf_practice_number,
  };
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The request body; starter profiles never send the business-only links. */
function bodyOf(values: Values) {
  return {
    version: values.version,
    title: values.title,
    first_name: values.first_name,
    last_name: values.last_name,
    profession: values.profession,
    contact_number: values.contact_number,
    address: {
      street: values.street,
      suburb: values.suburb,
      city: values.city,
      province: values.province,
      postal_code: values.postal_code,
    },
    qualifications: lines(values.qualifications),
    languages: lines(values.languages),
    work_with: values.work_with,
    services: lines(values.services),
    focus_areas: values.focus_areas,
    bio: values.bio,
    medical_aid_ids: values.medical_aid_ids,
    meeting_url: values.meeting_url,
    appointment_modes: values.appointment_modes,
    gender: values.gender as "" | "female" | "male",
    min_notice_minutes: Number(values.min_notice_minutes),
    // Sent once a council is chosen; an unchanged number keeps the team's check.
    ...(values.council
      ? {
          council_registration: {
            council: values.council,
            council_name: values.council_name,
            registration_number: values.registration_number,
          },
        }
      : {}),
    bhf_practice_number: values.bhf_practice_number,
    ...(values.business
      ? {
          practise_url: values.practise_url,
          video_url: values.video_url,
          social: values.social.filter((link) => link.link_for.trim() || link.url.trim()),
        }
      : {}),
  };
}

const COUNCIL_LABELS: Record<string, string> = Object.fromEntries(COUNCILS.map((c) => [c.id, c.label]));

/** A field's error as a sentence: a message written as one stands alone, else it follows the label. */
const sentence = (label: string, error: string) => (/^[A-Z]/.test(error) ? error : `${label} ${error}`);

/** Errors by form field: "address.city" -> "city", "services.3" -> "services", "social.0.url" -> "social". */
function byField(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const parts = path.split(".");
    const nested = parts[0] === "address" || parts[0] === "council_registration";
    const field = nested ? (parts[1] ?? parts[0] ?? path) : (parts[0] ?? path);
    out[field] ??= message;
  }
  return out;
}

/** The form's check: the handler's schema over the request body, its messages by form field. */
const checkProfile: Resolver<Values> = async (values) => {
  const parsed = safeParse(profileEditBody, bodyOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [name, message] of Object.entries(byField(fieldErrors(parsed.error.issues))))
    errors[name] = { type: "schema", message };
  return { values: {}, errors: errors as FieldErrors<Values> };
};

type TextField = Exclude<
  keyof Values,
  "business" | "version" | "medical_aid_ids" | "social" | "appointment_modes"
>;

/**
 * The practitioner's own profile: everything the public profile shows, grouped in
 * fieldsets, saved with `POST /api/profile/own`. Website, video and social links are business
 * package only. A save from a stale page (the profile changed in another tab) is refused (409).
 */
export function ProfileEditorPanel() {
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [schemes, setSchemes] = useState<Schemes>([]);
  const [stale, setStale] = useState(false);
  const [photo, setPhoto] = useState("");
  // Checked when sent; a text field's message goes as soon as it changes. The focus goes to the
  // first field marked invalid (the medical aids and social links are not one control).
  const editor = useForm<Values>({
    resolver: checkProfile,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { register, reset, setError, clearErrors, setValue } = editor;
  const values = editor.watch();
  const errors = editor.formState.errors as Partial<Record<string, { message?: string }>>;
  const saving = editor.formState.isSubmitting;
  const form = useRef<HTMLFormElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads the profile.
  useEffect(() => {
    setLoad({ status: "loading" });
    api
      .call("GET /api/profile/own")
      .then((body) => {
        reset(valuesOf(body.profile));
        setSchemes(body.schemes);
        setPhoto(body.photo);
        setStale(false);
        setLoad({
          status: "ready",
          plan: body.profile.plan,
          id: body.profile.id,
          registration_checked: body.profile.registration_checked,
        });
      })
      .catch((error: unknown) => {
        showToast(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG, "error");
        setLoad({ status: "error" });
      });
  }, [attempt]);

  useEffect(() => {
    if (load.status !== "ready") return;
    focusPartOfHash();
    window.addEventListener("hashchange", focusPartOfHash);
    return () => window.removeEventListener("hashchange", focusPartOfHash);
  }, [load.status]);

  const focusFirstError = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = editor.handleSubmit(async (checked) => {
    try {
      const answer = await api.call("POST /api/profile/own", {
        // Checked by profileEditBody (the handler's schema) before it gets here.
        body: bodyOf(checked) as CallBody<"POST /api/profile/own">,
      });
      reset(valuesOf(answer.profile));
      // A changed number removes the team's check: the note above the number says so at once.
      setLoad((before) =>
        before.status === "ready"
          ? { ...before, registration_checked: answer.profile.registration_checked }
          : before,
      );
      announceListing(answer);
      showToast(OPERATION_SUCCESSFUL, "success");
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG, "error");
      if (error instanceof ApiError && error.status === 400) {
        for (const [name, message] of Object.entries(byField(error.fields)))
          setError(name as Path<Values>, { type: "server", message });
        focusFirstError();
      }
      if (error instanceof ApiError && error.status === 409) setStale(true);
    }
  }, focusFirstError);

  if (load.status === "loading") return <Loader />;
  if (load.status === "error") {
    return (
      <section className="db-panel pe" aria-labelledby="pe-title">
        <h2 id="pe-title" className="db-panel__title">
          Your profile
        </h2>
        <p className="db-row">
          We could not load your profile.{" "}
          <button type="button" className="vh-btn vh-btn--outline" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </p>
      </section>
    );
  }

  const business = load.plan === "business_package";

  const text = (
    name: TextField,
    label: string,
    options: { type?: string; hint?: string; multiline?: boolean; max?: number; required?: boolean } = {},
  ) => {
    const error = errors[name]?.message;
    const field = { required: options.required, maxLength: options.max };
    const registered = register(name, { onChange: () => clearErrors(name) });
    return (
      <Field
        id={`pe-${name}`}
        label={label}
        error={error && sentence(label, error)}
        note={error ? undefined : options.hint}
        noteClass="pe-hint"
        className={`vh-field${options.multiline ? " pe-field--wide" : ""}`}
      >
        {(control) =>
          options.multiline ? (
            <textarea {...control} {...field} rows={4} {...registered} />
          ) : (
            <input {...control} {...field} type={options.type ?? "text"} {...registered} />
          )
        }
      </Field>
    );
  };

  const choice = (
    name: TextField,
    label: string,
    options: readonly string[],
    labels?: Record<string, string>,
  ) => {
    const error = errors[name]?.message;
    return (
      <Field id={`pe-${name}`} label={label} error={error && sentence(label, error)}>
        {(control) => (
          <select {...control} {...register(name, { onChange: () => clearErrors(name) })}>
            {!options.includes(values[name]) && <option value={values[name]}>Choose...</option>}
            {options.map((option) => (
              <option key={option} value={option}>
                {labels?.[option] ?? option}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  };

  const toggleScheme = (id: string, on: boolean) =>
    setValue(
      "medical_aid_ids",
      on ? [...values.medical_aid_ids, id] : values.medical_aid_ids.filter((value) => value !== id),
    );

  const setSocial = (social: Values["social"]) => setValue("social", social);
  const setLink = (index: number, key: "link_for" | "url", value: string) =>
    setSocial(values.social.map((link, i) => (i === index ? { ...link, [key]: value } : link)));

  return (
    <section className="db-panel pe" aria-labelledby="pe-title">
      <div className="pe-head">
        <h2 id="pe-title" className="db-panel__title">
          Your profile
        </h2>
        <a className="pe-link" href={`/page/practitioner/${encodeURIComponent(load.id)}`}>
          View your public profile
        </a>
      </div>
      <p className="pe-intro">What patients see on your public profile and in search.</p>
      {stale && (
        <p className="db-row pe-stale" role="alert">
          Your profile changed elsewhere since you opened it.{" "}
          <button type="button" className="vh-btn vh-btn--outline" onClick={() => setAttempt((n) => n + 1)}>
            Reload the latest version
          </button>
        </p>
      )}
      <ProfilePhoto
        photo={photo}
        name={values.first_name ? `${values.first_name} ${values.last_name}` : "Your photo"}
        onChanged={(answer) => {
          setPhoto(answer.photo);
          // The change moved the version; the form's unsaved edits stay.
          setValue("version", answer.profile.version);
          announceListing(answer);
        }}
      />
      <form ref={form} className="pe-form" noValidate onSubmit={submit}>
        <fieldset className="pe-set">
          <legend>About you</legend>
          {choice("title", "Title", TITLES)}
          {text("first_name", "First name", { max: 60, required: true })}
          {text("last_name", "Last name", { max: 60, required: true })}
          {text("profession", "Profession", { max: 80, required: true })}
          {text("contact_number", "Contact number", { type: "tel", hint: "e.g. 021 555 0100" })}
        </fieldset>

        <fieldset className="pe-set">
          <legend>Council registration</legend>
          <p className="pe-hint">
            {load.registration_checked
              ? "Checked by our team on the council's register, so your profile shows the badge. Changing the number removes it until we check again."
              : "Our team looks your number up on the council's public register; once checked, your profile shows a badge."}
          </p>
          {choice("council", "Council", COUNCIL_IDS, COUNCIL_LABELS)}
          {values.council === "other" && text("council_name", "Name of the council or body", { max: 80 })}
          {text("registration_number", "Registration number", {
            max: 30,
            hint: `As your council writes it, e.g. ${councilInfo(values.council).example}`,
          })}
          {text("bhf_practice_number", "BHF practice number (optional)", {
            max: 8,
            hint: "The 7 digits medical aids need for claims",
          })}
        </fieldset>

        <fieldset className="pe-set">
          <legend>Practice address</legend>
          {text("street", "Street address", { max: 120 })}
          {text("suburb", "Suburb", {
            max: 80,
            required: true,
            hint: "Places you on the map for nearby searches.",
          })}
          {text("city", "City or town", { max: 80, required: true })}
          {choice("province", "Province", PROVINCES)}
          {text("postal_code", "Postal code", { max: 4, required: true })}
        </fieldset>

        <fieldset className="pe-set">
          <legend>What you offer</legend>
          {text("services", "Services", {
            multiline: true,
            hint: `One per line, up to ${PROFILE_LIMITS.services.items}. Patients search by these.`,
          })}
          {text("focus_areas", "Focus areas", { multiline: true, max: PROFILE_LIMITS.focusAreas })}
          {text("qualifications", "Qualifications", { multiline: true, hint: "One per line." })}
          {text("languages", "Languages", { multiline: true, hint: "One per line." })}
          {choice("gender", "Gender (optional, for patients who filter by it)", GENDER_CHOICES, GENDER_LABEL)}
          {text("bio", "About you (bio)", { multiline: true, max: PROFILE_LIMITS.bio })}
          {choice("work_with", "Payment", WORK_WITH_CHOICES, WORK_WITH_LABEL)}
        </fieldset>

        <fieldset
          className="pe-set"
          aria-describedby={errors.medical_aid_ids?.message ? "pe-aids-error" : undefined}
        >
          <legend>Medical aids you accept</legend>
          <div className="pe-checks">
            {schemes.map((scheme) => (
              <label key={scheme.id} className="vh-check">
                <input
                  type="checkbox"
                  checked={values.medical_aid_ids.includes(scheme.id)}
                  onChange={(e) => toggleScheme(scheme.id, (e.currentTarget as HTMLInputElement).checked)}
                />
                {scheme.scheme_name}
              </label>
            ))}
          </div>
          {errors.medical_aid_ids?.message && (
            <p id="pe-aids-error" className="vh-field__error">
              Medical aids {errors.medical_aid_ids.message}
            </p>
          )}
        </fieldset>

        <fieldset className="pe-set">
          <legend>Appointments</legend>
          <fieldset
            className="pe-modes pe-field--wide"
            aria-describedby={`pe-modes-hint${errors.appointment_modes?.message ? " pe-modes-error" : ""}`}
          >
            <legend className="pe-label">How you see patients</legend>
            <div className="pe-checks">
              {APPOINTMENT_MODES.map((mode, index) => (
                <label key={mode} className="vh-check">
                  <input
                    type="checkbox"
                    value={mode}
                    aria-invalid={index === 0 && errors.appointment_modes?.message ? true : undefined}
                    {...register("appointment_modes", { onChange: () => clearErrors("appointment_modes") })}
                  />
                  {MODE_CHOICE_LABEL[mode]}
                </label>
              ))}
            </div>
            <p id="pe-modes-hint" className="pe-hint">
              Patients can book only what is ticked. A video call without your own link below gets its own
              Jitsi Meet link.
            </p>
            {errors.appointment_modes?.message && (
              <p id="pe-modes-error" className="vh-field__error">
                Appointment types {errors.appointment_modes.message}
              </p>
            )}
          </fieldset>
          {text("meeting_url", "Video-call link for virtual appointments", {
            type: "url",
            hint: "Starts with https://",
          })}
          {text("min_notice_minutes", "Minimum notice (minutes)", {
            type: "number",
            hint: "From 60 (1 hour) to 2880 (2 days).",
          })}
        </fieldset>

        <fieldset className="pe-set">
          <legend>Website, video and social links</legend>
          {business ? (
            <>
              {text("practise_url", "Practice website", { type: "url" })}
              {text("video_url", "Video introduction (YouTube or Vimeo)", { type: "url" })}
              <div className="vh-field pe-field--wide">
                <span className="pe-label">Social links</span>
                {values.social.map((link, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; order is the identity.
                  <div key={index} className="pe-social">
                    <input
                      aria-label={`Social link ${index + 1}: network`}
                      placeholder="facebook"
                      value={link.link_for}
                      onInput={(e) => setLink(index, "link_for", (e.currentTarget as HTMLInputElement).value)}
                    />
                    <input
                      type="url"
                      aria-label={`Social link ${index + 1}: address`}
                      placeholder="https://"
                      value={link.url}
                      onInput={(e) => setLink(index, "url", (e.currentTarget as HTMLInputElement).value)}
                    />
                    <button
                      type="button"
                      className="vh-btn vh-btn--text-danger"
                      onClick={() => setSocial(values.social.filter((_, i) => i !== index))}
                    >
                      Remove<span className="vh-sr-only"> social link {index + 1}</span>
                    </button>
                  </div>
                ))}
                {values.social.length < PROFILE_LIMITS.social && (
                  <button
                    type="button"
                    className="vh-btn vh-btn--outline"
                    onClick={() => setSocial([...values.social, { link_for: "", url: "" }])}
                  >
                    Add a social link
                  </button>
                )}
                {errors.social?.message && (
                  <p className="vh-field__error">Social links {errors.social.message}</p>
                )}
              </div>
            </>
          ) : (
            <p className="pe-hint">
              Website, video and social links are part of the business package. Your current plan is the
              starter package.
            </p>
          )}
        </fieldset>

        <div className="pe-actions">
          <button type="submit" className="vh-btn vh-btn--primary" disabled={saving}>
            {saving ? "Saving..." : "Save profile"}
          </button>
        </div>
      </form>
    </section>
  );
}
