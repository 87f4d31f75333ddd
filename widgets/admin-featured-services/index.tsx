import { type FormEvent, useId, useState } from "react";
import type { FeaturedServiceRow } from "../../core/schemas/catalogue";
import * as z from "../../core/schemas/z";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { useCatalogue } from "../admin-ui/use-catalogue";
import { ApiError, api } from "../api/client";
import { photoProblem, resizePhoto, uploadPhoto } from "../register/photo";
import { EmptyState } from "../ui/EmptyState";
import { Field } from "../ui/fields";
import { Loader } from "../ui/Loader";
import "../admin-ui/catalogue.css";

/**
 * /admin/featured-services (issue 29 item 10): the home page's services in their order, each with
 * Move up / Move down, Edit (name, picture) and Retire; retired ones below with Bring back. A
 * picture is resized in the browser and uploaded through the registration photo path; the server
 * checks, re-encodes and publishes it.
 */
export const FEATURED_SERVICES_PAGE = "/admin/featured-services";

const load = (signal?: AbortSignal) => api.call("GET /api/admin/featured-services", signal ? { signal } : {});

/** The picture chosen, uploaded; or why it cannot be used (shown under the field). */
async function uploadedPicture(file: File): Promise<string> {
  const problem = photoProblem(file);
  if (problem) throw new ApiError(400, problem, { image_key: problem });
  return uploadPhoto(await resizePhoto(file));
}

const fieldError = (error: unknown, ...names: string[]) =>
  error instanceof ApiError ? names.map((n) => error.fields[n]).find(Boolean) : undefined;

/** Name and picture: for a new service (picture required) and an edit (picture optional). */
function ServiceForm({
  initialName = "",
  submitLabel,
  onSubmit,
  onCancel,
  className,
}: {
  initialName?: string;
  submitLabel: string;
  onSubmit(name: string, file: File | null): Promise<unknown>;
  onCancel?(): void;
  className: string;
}) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(name, file);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={className} noValidate onSubmit={submit} aria-busy={busy}>
      <Field id={`${id}-name`} label="Service name" error={fieldError(error, "name")}>
        {(control) => (
          <input
            {...control}
            required
            maxLength={60}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <Field
        id={`${id}-picture`}
        label={initialName ? "New picture (optional)" : "Picture"}
        error={fieldError(error, "image_key")}
        note="JPEG, PNG or WebP up to 5 MB."
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <button type="submit" className="vh-btn vh-btn--primary" aria-disabled={busy || undefined}>
        {submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="vh-btn vh-btn--ghost" onClick={onCancel}>
          Cancel
        </button>
      )}
    </form>
  );
}

function FeaturedServices() {
  const { rows, failed, busy, run, submit, reload } = useCatalogue<FeaturedServiceRow>(load);
  const [editing, setEditing] = useState<string | null>(null);
  if (failed)
    return (
      <p role="alert">
        We could not load the featured services.{" "}
        <button type="button" className="vh-btn vh-btn--outline" onClick={reload}>
          Try again
        </button>
      </p>
    );
  if (!rows) return <Loader />;
  const live = rows.filter((row) => row.active);
  const retired = rows.filter((row) => !row.active);

  const add = (name: string, file: File | null) =>
    submit(async () => {
      if (!file)
        throw new ApiError(400, "Please choose a picture.", { image_key: "Please choose a picture." });
      const image_key = await uploadedPicture(file);
      return api.call("POST /api/admin/featured-services/add", { body: { name, image_key } });
    });
  const edit = (row: FeaturedServiceRow, name: string, file: File | null, active = row.active) =>
    submit(async () => {
      const image_key = file ? await uploadedPicture(file) : undefined;
      return api.call("POST /api/admin/featured-services/edit/{id}", {
        path: { id: row.id },
        body: { name, active, ...(image_key ? { image_key } : {}) },
      });
    }).then(() => setEditing(null));
  const move = (index: number, by: -1 | 1) => {
    const ids = live.map((row) => row.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    void run(() => api.call("POST /api/admin/featured-services/order", { body: { ids } }));
  };
  const setActive = (row: FeaturedServiceRow, active: boolean) =>
    void run(() =>
      api.call("POST /api/admin/featured-services/edit/{id}", {
        path: { id: row.id },
        body: { name: row.name, active },
      }),
    );

  const rowOf = (row: FeaturedServiceRow, index: number) => (
    <li key={row.id} className="vh-catalogue__row">
      <img src={row.image} alt="" width={64} height={48} />
      <span className="vh-catalogue__name">
        {row.order !== null && <span className="vh-admin-muted">{row.order}. </span>}
        {row.name}
      </span>
      <span className="vh-catalogue__actions">
        {row.active && index > 0 && (
          <button
            type="button"
            className="vh-btn vh-btn--ghost"
            aria-disabled={busy || undefined}
            onClick={() => move(index, -1)}
          >
            Move up<span className="vh-sr-only"> {row.name}</span>
          </button>
        )}
        {row.active && index < live.length - 1 && (
          <button
            type="button"
            className="vh-btn vh-btn--ghost"
            aria-disabled={busy || undefined}
            onClick={() => move(index, 1)}
          >
            Move down<span className="vh-sr-only"> {row.name}</span>
          </button>
        )}
        <button
          type="button"
          className="vh-btn vh-btn--ghost"
          aria-expanded={editing === row.id}
          onClick={() => setEditing(editing === row.id ? null : row.id)}
        >
          Edit<span className="vh-sr-only"> {row.name}</span>
        </button>
        <button
          type="button"
          className="vh-btn vh-btn--outline"
          aria-disabled={busy || undefined}
          onClick={() => setActive(row, !row.active)}
        >
          {row.active ? "Retire" : "Bring back"}
          <span className="vh-sr-only"> {row.name}</span>
        </button>
      </span>
      {editing === row.id && (
        <ServiceForm
          className="vh-catalogue__edit"
          initialName={row.name}
          submitLabel="Save"
          onSubmit={(name, file) => edit(row, name, file)}
          onCancel={() => setEditing(null)}
        />
      )}
    </li>
  );

  return (
    <div className="vh-catalogue">
      <section aria-labelledby="fs-add">
        <h2 id="fs-add">Add a service</h2>
        <ServiceForm className="vh-catalogue__add" submitLabel="Add service" onSubmit={add} />
      </section>
      <section aria-labelledby="fs-live">
        <h2 id="fs-live">On the home page, in this order</h2>
        {live.length === 0 ? (
          <EmptyState message="No services are on the home page yet." />
        ) : (
          <ol className="vh-catalogue__list">{live.map(rowOf)}</ol>
        )}
      </section>
      {retired.length > 0 && (
        <section aria-labelledby="fs-retired">
          <h2 id="fs-retired">Retired</h2>
          <ul className="vh-catalogue__list">{retired.map(rowOf)}</ul>
        </section>
      )}
    </div>
  );
}

export const { mount } = defineAdminPage(z.object({}), FeaturedServices, {
  title: "Featured services",
  section: FEATURED_SERVICES_PAGE,
});
