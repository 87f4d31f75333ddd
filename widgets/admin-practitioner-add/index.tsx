import { useRef } from "react";
import * as z from "../../core/schemas/z";
import { detailPath } from "../admin-practitioners/list-view";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { toastSuccess } from "../admin-ui/toasts";
import { api } from "../api/client";
import { RegisterForm } from "../register/index";
import "../register/register.css";

/**
 * /admin/doctor/add: an admin lists a practitioner directly with the /register form
 * (same fields, checks and photo); POST /api/practitioner/add creates the listing and the account
 * and emails the set-password link.
 */
function AddPractitioner() {
  const added = useRef("");
  return (
    <RegisterForm
      intro="The practitioner gets an account as soon as you save, and an email with a link to set their password (48 hours). Patients can find and book them once their profile has a bio, a service and a street address. Fields marked * are required."
      audience="admin"
      submitLabel="Add the practitioner"
      send={async (body) => {
        added.current = (await api.call("POST /api/practitioner/add", { body })).id;
        toastSuccess();
      }}
      done={(email, heading) => (
        <div className="rg-done">
          <h2 className="account-page__title" ref={heading} tabIndex={-1}>
            Practitioner added
          </h2>
          <p>
            We have emailed <strong>{email}</strong> a link to set their password. They are listed once their
            profile has a bio, a service and a street address.
          </p>
          <p className="vh-admin-actions">
            <a className="vh-btn vh-btn--primary" href={detailPath(added.current)}>
              Open their record
            </a>
            <a className="vh-btn vh-btn--outline" href="/admin/doctor/add">
              Add another
            </a>
          </p>
        </div>
      )}
    />
  );
}

export const { mount } = defineAdminPage(z.object({}), AddPractitioner, {
  title: "Add a practitioner",
  section: "/admin/practitioners",
});
