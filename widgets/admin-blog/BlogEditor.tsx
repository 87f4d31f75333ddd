import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { type AdminBlogPost, NO_IMAGE_TO_PUBLISH } from "../../core/schemas/blog";
import { kebab } from "../../core/slug";
import { toastFailureWithDetail, toastSuccess } from "../admin-ui/toasts";
import { ApiError, api } from "../api/client";
import { photoProblem, resizePhoto, uploadPhoto } from "../register/photo";
import { FormActions } from "../ui/FormActions";
import { controlProps, Field, FieldError, setServerErrors } from "../ui/fields";
import { BlogPreview } from "./BlogPreview";
import { RichTextEditor } from "./RichTextEditor";

export interface Draft {
  slug: string;
  title: string;
  short_description: string;
  image: string;
  content: string;
  published: boolean;
  featured: boolean;
}

export const EMPTY_DRAFT: Draft = {
  slug: "",
  title: "",
  short_description: "",
  image: "",
  content: "",
  published: false,
  featured: false,
};

export function draftOf(post: AdminBlogPost): Draft {
  return {
    slug: post.slug,
    title: post.title,
    short_description: post.short_description,
    image: post.image,
    content: post.content,
    published: post.published,
    featured: post.featured,
  };
}

/** A slug from a title (the admin may change it before saving). */
export const slugify = (title: string) => kebab(title).slice(0, 100).replace(/-+$/, "");

interface Props {
  /** undefined: a new post. */
  editing: AdminBlogPost | undefined;
  onSaved(post: AdminBlogPost): void;
  onCancel(): void;
}

/**
 * Create or edit one post. The image is resized in the browser and uploaded through the same
 * presigned path as registration photos; the server re-encodes and publishes it on save; a draft may
 * be saved without one. Content is written in a small rich-text editor (./RichTextEditor.tsx) whose
 * HTML the server's allowlist keeps as it is; Preview shows the post as the blog page will.
 */
export function BlogEditor({ editing, onSaved, onCancel }: Props) {
  const id = useId();
  const [slugTouched, setSlugTouched] = useState(editing !== undefined);
  const [file, setFile] = useState<File | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting: busy },
  } = useForm<Draft>({ defaultValues: editing ? draftOf(editing) : EMPTY_DRAFT });
  const [slug, image] = watch(["slug", "image"]);
  const [previewing, setPreviewing] = useState(false);
  const chosen = useObjectUrl(file);
  const errorOf = (name: string) => (errors as Partial<Record<string, { message?: string }>>)[name]?.message;

  const save = handleSubmit(async (draft) => {
    // As the server rules: a draft may wait for its image, publishing needs one.
    const problem = file
      ? photoProblem(file)
      : draft.image || !draft.published
        ? undefined
        : NO_IMAGE_TO_PUBLISH;
    if (problem) {
      setError("image", { type: "photo", message: problem });
      return;
    }
    try {
      const imageKey = file ? await uploadPhoto(await resizePhoto(file)) : undefined;
      const answer = await api.call("POST /api/blogs/admin/save", {
        body: {
          ...draft,
          image: imageKey ? "" : draft.image,
          ...(imageKey ? { image_key: imageKey } : {}),
          create: editing === undefined,
        },
      });
      toastSuccess();
      onSaved(answer.blog);
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(error.fields, setError);
      toastFailureWithDetail(error);
    }
  });
  // The last answer's messages go when the post is sent again (the fields have no rules of their own
  // that would clear them, and react-hook-form sends nothing while any are left).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    clearErrors();
    return save(event);
  };

  return (
    <form className="ab-editor" noValidate onSubmit={submit} aria-busy={busy}>
      <h2 className="ab-editor__title" tabIndex={-1} ref={heading}>
        {editing ? `Edit "${editing.title}"` : "New post"}
      </h2>
      <Field id={`${id}-title`} label="Title" error={errorOf("title")}>
        {(control) => (
          <input
            required
            maxLength={150}
            {...control}
            {...register("title", {
              onChange: (event) => {
                if (!slugTouched) setValue("slug", slugify((event.target as HTMLInputElement).value));
              },
            })}
          />
        )}
      </Field>
      <Field
        id={`${id}-slug`}
        label="Address (slug)"
        error={errorOf("slug")}
        note={
          <>
            /page/blog/detail/{slug || "…"}
            {editing ? " (a post keeps its address)" : " (lower-case words joined by dashes; must be new)"}
          </>
        }
      >
        {(control) => (
          <input
            required
            maxLength={100}
            readOnly={editing !== undefined}
            {...control}
            {...register("slug", { onChange: () => setSlugTouched(true) })}
          />
        )}
      </Field>
      <Field id={`${id}-short_description`} label="Short description" error={errorOf("short_description")}>
        {(control) => <textarea rows={2} maxLength={300} {...control} {...register("short_description")} />}
      </Field>
      <div className="vh-field">
        <label htmlFor={`${id}-image`}>Image</label>
        {image && (
          <img
            className="ab-editor__image"
            src={image}
            alt="Current illustration of the post"
            width={160}
            height={90}
          />
        )}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          {...controlProps(`${id}-image`, errorOf("image") ?? errorOf("image_key"))}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p className="vh-field__note">
          JPEG, PNG or WebP up to 5 MB{image ? "; leave empty to keep the current image" : ""}. Needed to
          publish; a draft can be saved without one.
        </p>
        <FieldError id={`${id}-image`} error={errorOf("image") ?? errorOf("image_key")} />
      </div>
      <Field
        id={`${id}-content`}
        label={<span id={`${id}-content-label`}>Content</span>}
        error={errorOf("content")}
        note="Select text, then use the buttons above it: bold, italic, headings, lists, links and quotes."
      >
        {(control) => (
          <RichTextEditor
            {...control}
            labelId={`${id}-content-label`}
            initial={editing?.content ?? ""}
            onChange={(html) => setValue("content", html)}
          />
        )}
      </Field>
      <label className="vh-check">
        <input type="checkbox" {...register("featured")} />
        Featured (shown first on the blog)
      </label>
      <label className="vh-check">
        <input type="checkbox" {...register("published")} />
        Published (visible on the site)
      </label>
      <FormActions
        className="ab-editor__actions"
        onCancel={onCancel}
        busy={busy}
        submit="Save post"
        busyText="Saving..."
      />
      <p className="ab-editor__preview">
        <button
          type="button"
          className="vh-btn vh-btn--outline"
          aria-expanded={previewing}
          onClick={() => setPreviewing((open) => !open)}
        >
          {previewing ? "Hide preview" : "Preview"}
        </button>
      </p>
      {previewing && (
        <BlogPreview
          post={{
            id: editing?.id ?? "",
            slug: slug,
            title: watch("title"),
            short_description: watch("short_description"),
            image: chosen ?? image,
            content: watch("content"),
            featured: watch("featured"),
            published_at: editing?.published_at ?? new Date().toISOString(),
          }}
        />
      )}
    </form>
  );
}

/** An address for the chosen file, to show it before it is uploaded; let go when it changes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
