import { type FormEvent, useId, useState } from "react";
import type { MedicalSchemeRow } from "../../core/schemas/catalogue";
import * as z from "../../core/schemas/z";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { useCatalogue } from "../admin-ui/use-catalogue";
import { ApiError, api } from "../api/client";
import { EmptyState } from "../ui/EmptyState";
import { Field } from "../ui/fields";
import { Loader } from "../ui/Loader";
import "../admin-ui/catalogue.css";

/**
 * /admin/medical-schemes (issue 29 item 10): every scheme by name, a filter, Add, Rename, and
 * Retire / Bring back. A retired scheme is offered for no new choice; profiles and bookings that
 * name it keep it (functions/catalogue/medical-schemes.ts).
 */
export const MEDICAL_SCHEMES_PAGE = "/admin/medical-schemes";

const load = (signal?: AbortSignal) => api.call("GET /api/admin/medical-schemes", signal ? { signal } : {});

/** One name field and a button: adding a scheme, or renaming one. */
function NameForm({
  label,
  initial = "",
  submitLabel,
  onSubmit,
  onCancel,
  className,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  onSubmit(name: string): Promise<boolean>;
  onCancel?(): void;
  className: string;
}) {
  const id = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      if (await onSubmit(name)) setName(initial);
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields.scheme_name ?? failure.message) : undefined);
    }
  };
  return (
    <form className={className} noValidate onSubmit={submit}>
      <Field id={`${id}-name`} label={label} error={error}>
        {(control) => (
          <input
            {...control}
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="vh-btn vh-btn--primary">
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

function MedicalSchemes() {
  const { rows, failed, busy, run, submit, reload } = useCatalogue<MedicalSchemeRow>(load);
  const [editing, setEditing] = useState<string | null>(null);
  const [filter, setFilter] = useState("");
  const filterId = useId();
  if (failed)
    return (
      <p role="alert">
        We could not load the medical schemes.{" "}
        <button type="button" className="vh-btn vh-btn--outline" onClick={reload}>
          Try again
        </button>
      </p>
    );
  if (!rows) return <Loader />;

  const edit = (row: MedicalSchemeRow, scheme_name: string, active: boolean) =>
    api.call("POST /api/admin/medical-schemes/edit/{id}", {
      path: { id: row.id },
      body: { scheme_name, active },
    });
  const shown = rows.filter((row) => row.scheme_name.toLowerCase().includes(filter.trim().toLowerCase()));
  const retiredCount = rows.filter((row) => !row.active).length;

  return (
    <div className="vh-catalogue">
      <section aria-labelledby="ms-add">
        <h2 id="ms-add">Add a scheme</h2>
        <NameForm
          className="vh-catalogue__add"
          label="Scheme name, as the Council for Medical Schemes registers it"
          submitLabel="Add scheme"
          onSubmit={(scheme_name) =>
            submit(() => api.call("POST /api/admin/medical-schemes/add", { body: { scheme_name } }))
          }
        />
      </section>
      <section aria-labelledby="ms-list">
        <h2 id="ms-list">
          {rows.length} schemes{retiredCount > 0 ? `, ${retiredCount} retired` : ""}
        </h2>
        <div className="vh-admin-filters">
          <label htmlFor={filterId}>Find a scheme</label>
          <input id={filterId} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </div>
        {shown.length === 0 ? (
          <EmptyState message="No scheme has that name." />
        ) : (
          <ul className="vh-catalogue__list">
            {shown.map((row) => (
              <li key={row.id} className="vh-catalogue__row">
                <span className="vh-catalogue__name">
                  {row.scheme_name}
                  {!row.active && (
                    <span className="vh-admin-muted"> Retired: not offered for new choices</span>
                  )}
                </span>
                <span className="vh-catalogue__actions">
                  <button
                    type="button"
                    className="vh-btn vh-btn--ghost"
                    aria-expanded={editing === row.id}
                    onClick={() => setEditing(editing === row.id ? null : row.id)}
                  >
                    Rename<span className="vh-sr-only"> {row.scheme_name}</span>
                  </button>
                  <button
                    type="button"
                    className="vh-btn vh-btn--outline"
                    aria-disabled={busy || undefined}
                    onClick={() => void run(() => edit(row, row.scheme_name, !row.active))}
                  >
                    {row.active ? "Retire" : "Bring back"}
                    <span className="vh-sr-only"> {row.scheme_name}</span>
                  </button>
                </span>
                {editing === row.id && (
                  <NameForm
                    className="vh-catalogue__edit"
                    label="New name"
                    initial={row.scheme_name}
                    submitLabel="Save"
                    onSubmit={async (name) => {
                      await submit(() => edit(row, name, row.active));
                      setEditing(null);
                      return true;
                    }}
                    onCancel={() => setEditing(null)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export const { mount } = defineAdminPage(z.object({}), MedicalSchemes, {
  title: "Medical schemes",
  section: MEDICAL_SCHEMES_PAGE,
});
