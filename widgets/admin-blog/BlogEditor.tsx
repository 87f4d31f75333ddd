import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { AdminBlogPost } from "../../core/schemas/blog";
import { kebab } from "../../core/slug";
import { toastFailureWithDetail, toastSuccess } from "../admin-ui/toasts";
import { ApiError, api } from "../api/client";
import { photoProblem, resizePhoto, uploadPhoto } from "../register/photo";
import { FormActions } from "../ui/FormActions";

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
 * presigned path as registration photos; the server re-encodes and publishes it on save. Content is
 * HTML (p, h2, h3, lists, links, images, tables...); the server keeps only its allowlist.
 */
export function BlogEditor({ editing, onSaved, onCancel }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : EMPTY_DRAFT);
  const [slugTouched, setSlugTouched] = useState(editing !== undefined);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = file ? photoProblem(file) : undefined;
    if (problem) {
      setErrors({ image: problem });
      return;
    }
    if (!file && !draft.image) {
      setErrors({ image: "Please choose an image for the post." });
      return;
    }
    setBusy(true);
    setErrors({});
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
      if (error instanceof ApiError) setErrors(error.fields);
      toastFailureWithDetail(error);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof Draft | "image_key") => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="vh-field__error">
        {errors[name]}
      </p>
    );

  return (
    <form className="ab-editor" noValidate onSubmit={submit} aria-busy={busy}>
      <h2 className="ab-editor__title" tabIndex={-1} ref={heading}>
        {editing ? `Edit "${editing.title}"` : "New post"}
      </h2>
      <div className="vh-field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          required
          maxLength={150}
          value={draft.title}
          {...field("title")}
          onInput={(event) => {
            const title = (event.target as HTMLInputElement).value;
            setDraft((current) => ({ ...current, title, slug: slugTouched ? current.slug : slugify(title) }));
          }}
        />
        {error("title")}
      </div>
      <div className="vh-field">
        <label htmlFor={`${id}-slug`}>Address (slug)</label>
        <input
          id={`${id}-slug`}
          required
          maxLength={100}
          readOnly={editing !== undefined}
          value={draft.slug}
          {...field("slug")}
          aria-describedby={`${id}-slug-note${errors.slug ? ` ${id}-slug-error` : ""}`}
          onInput={(event) => {
            setSlugTouched(true);
            set("slug", (event.target as HTMLInputElement).value);
          }}
        />
        <p id={`${id}-slug-note`} className="vh-field__note">
          /page/blog/detail/{draft.slug || "…"}
          {editing ? " (a post keeps its address)" : " (lower-case words joined by dashes; must be new)"}
        </p>
        {error("slug")}
      </div>
      <div className="vh-field">
        <label htmlFor={`${id}-description`}>Short description</label>
        <textarea
          id={`${id}-description`}
          rows={2}
          maxLength={300}
          value={draft.short_description}
          {...field("short_description")}
          onInput={(event) => set("short_description", (event.target as HTMLTextAreaElement).value)}
        />
        {error("short_description")}
      </div>
      <div className="vh-field">
        <label htmlFor={`${id}-image`}>Image</label>
        {draft.image && (
          <img
            className="ab-editor__image"
            src={draft.image}
            alt="Current illustration of the post"
            width={160}
            height={90}
          />
        )}
        <input
          id={`${id}-image`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          {...field("image")}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p className="vh-field__note">
          JPEG, PNG or WebP up to 5 MB{draft.image ? "; leave empty to keep the current image" : ""}.
        </p>
        {error("image") || error("image_key")}
      </div>
      <div className="vh-field">
        <label htmlFor={`${id}-content`}>Content (HTML)</label>
        <textarea
          id={`${id}-content`}
          rows={14}
          className="ab-editor__content"
          value={draft.content}
          {...field("content")}
          aria-describedby={`${id}-content-note${errors.content ? ` ${id}-content-error` : ""}`}
          onInput={(event) => set("content", (event.target as HTMLTextAreaElement).value)}
        />
        <p id={`${id}-content-note`} className="vh-field__note">
          Paragraphs, headings (h2, h3), lists, links, bold and italic, quotes, images and tables. Anything
          else (scripts, styles, forms) is removed on save.
        </p>
        {error("content")}
      </div>
      <label className="vh-check">
        <input
          type="checkbox"
          checked={draft.featured}
          onChange={(event) => set("featured", event.target.checked)}
        />
        Featured (shown first on the blog)
      </label>
      <label className="vh-check">
        <input
          type="checkbox"
          checked={draft.published}
          onChange={(event) => set("published", event.target.checked)}
        />
        Published (visible on the site)
      </label>
      <FormActions
        className="ab-editor__actions"
        onCancel={onCancel}
        busy={busy}
        submit="Save post"
        busyText="Saving..."
      />
    </form>
  );
}
