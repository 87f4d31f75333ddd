import { useState } from "react";
import type { PractitionerMatch } from "../../core/schemas/admin-booking";
import { PractitionerPicker } from "../admin-ui/PractitionerPicker";
import { OutOfOfficePanel } from "../dashboard/OutOfOffice";
import "../admin-ui/admin-forms.css";
import "../dashboard/dashboard.css";

/**
 * /admin/out-of-office (spec sections 2 and 6): choose a practitioner by name, then
 * manage their out-of-office periods with the practitioner dashboard's own panel (the routes take
 * the practitioner as `auth_id` from an admin).
 */
export function AdminOutOfOffice() {
  const [practitioner, setPractitioner] = useState<PractitionerMatch | null>(null);
  return (
    <>
      <div className="vh-admin-form__wide">
        <PractitionerPicker id="aoo-practitioner" onChoose={setPractitioner} />
        {practitioner ? (
          <p className="vh-admin-muted">
            {practitioner.name}, {practitioner.profession}
          </p>
        ) : (
          <p className="vh-admin-muted">Type a practitioner's name and choose them from the list.</p>
        )}
      </div>
      {practitioner && <OutOfOfficePanel key={practitioner.id} practitioner={practitioner} />}
    </>
  );
}
