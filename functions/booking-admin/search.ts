/**
 * The phone-booking form's look-ups (admin): patients and practitioners while typing, and the
 * medical aids a practitioner accepts.
 */

import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { offeredModes } from "../../core/appointment-modes";
import { NotFoundError } from "../../core/errors";
import type {
  MedicalAidsResponse,
  PatientMatch,
  PatientSearchResponse,
  PractitionerMatch,
  PractitionerSearchResponse,
} from "../../core/schemas/admin-booking";
import { PRACTITIONER_NOT_FOUND } from "../booking/availability";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { schemeNames } from "../data/medical-schemes";
import { batchGetAll } from "../lib/batch-get";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { patientRow, patientsPage } from "../patients/directory";
import { prefixed } from "../search/suggestions";

/** Matches shown under the field. */
export const TYPE_AHEAD_LIMIT = 10;

/**
 * POST /api/booking/search/patient {name}: patients whose name, surname or email has words starting
 * with the typed words (the admin list's rule), by surname.
 */
export const searchPatients = httpHandler(
  { route: "POST /api/booking/search/patient" },
  async ({ body }): Promise<PatientSearchResponse> => {
    const [{ patients }, names] = await Promise.all([
      patientsPage({ search: body.name }, 0, TYPE_AHEAD_LIMIT),
      schemeNames(),
    ]);
    const data: PatientMatch[] = patients.map((patient) => {
      const { medical_aids: _aids, ...match } = patientRow(patient, names);
      return match;
    });
    return { status: 200, data, message: data.length === 0 ? "No patient found." : "" };
  },
);

function practitionerMatch(practitioner: PractitionerItem): PractitionerMatch {
  return {
    id: practitioner.id,
    name: practitioner.name,
    profession: practitioner.profession,
    address: practitioner.businessAddressPhysical,
    work_with: practitioner.workWith,
  };
}

/**
 * POST /api/booking/search/practitioner {practitioner}: listed (active) practitioners whose name has
 * a word starting with what was typed: the public search's name suggestions (only active
 * practitioners are indexed), then their profiles.
 */
export const searchPractitioners = httpHandler(
  { route: "POST /api/booking/search/practitioner" },
  async ({ body }): Promise<PractitionerSearchResponse> => {
    const found = await prefixed("name", body.practitioner);
    const ids = [...new Set(found.map((item) => item.id).filter((id): id is string => Boolean(id)))];
    const profiles = await batchGetAll<PractitionerItem>(
      ids.slice(0, TYPE_AHEAD_LIMIT).map((id) => keys.practitioner(id)),
    );
    const byId = new Map(profiles.map((profile) => [profile.id, profile]));
    const data = ids
      .map((id) => byId.get(id))
      .filter((profile): profile is PractitionerItem => profile?.isActive === true)
      .map(practitionerMatch);
    return { status: 200, data, message: data.length === 0 ? "No practitioner found." : "" };
  },
);

/** POST /api/booking/search/getMedicalAids/{practitionerUserId}: the schemes they accept, by name. */
export const practitionerMedicalAids = httpHandler(
  { route: "POST /api/booking/search/getMedicalAids/{practitionerUserId}" },
  async ({ path }): Promise<MedicalAidsResponse> => {
    const [{ Item }, names] = await Promise.all([
      db().send(new GetCommand({ TableName: tableName(), Key: keys.practitioner(path.practitionerUserId) })),
      schemeNames(),
    ]);
    const practitioner = Item as PractitionerItem | undefined;
    if (!practitioner?.isActive) throw new NotFoundError(PRACTITIONER_NOT_FOUND);
    const medicalAids =
      practitioner.workWith === "Cash-Card"
        ? []
        : practitioner.medicalAidIds
            .filter((id) => names.has(id))
            .map((id) => ({ id, scheme_name: names.get(id) ?? "" }))
            .sort((a, b) => a.scheme_name.localeCompare(b.scheme_name));
    return {
      status: 200,
      medicalAids,
      work_with: practitioner.workWith,
      appointment_modes: offeredModes(practitioner.appointmentModes),
      message: "",
    };
  },
);
