import { apiBase } from "../api/base";
import {
  type BookingFormValues,
  parseRememberedDetails,
  type RememberedDetails,
  rememberedDetails,
} from "./booking-request";

/**
 * "Remember my details on this device" (Auto Fill, spec section 5), kept in localStorage:
 * - only the contact details (widgets/booking/booking-request.ts REMEMBERED_FIELDS), never the reason for the
 *   appointment (health information) nor the consent to the terms;
 * - only on our own site: on a partner's page, localStorage belongs to the partner's origin, where
 *   we have no business leaving a patient's details (nor reading them), so nothing is saved there,
 *   nor in the form's frame there;
 * - unticking the box deletes what was saved, at once.
 */
const KEY = "vh.booking.details";

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

/** Where the widget runs: the page's storage and origin, and our site's origin (where our scripts are). */
export interface Device {
  storage: Storage | null;
  pageOrigin: string;
  siteOrigin: string;
  /** In a frame: the booking form's frame on a partner's page (widgets/booking-frame). */
  framed?: boolean;
}

export function currentDevice(): Device {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage blocked (privacy mode, sandboxed frame): nothing is saved or read.
  }
  return {
    storage,
    pageOrigin: window.location.origin,
    siteOrigin: apiBase.origin,
    framed: window.self !== window.top,
  };
}

/**
 * True on our own site, where remembering is offered at all. Not in the form's frame on a partner's
 * page: that is the partner's site to the patient (often a practice's shared computer), and the
 * browser keeps a framed page's storage apart per site anyway.
 */
export function canRemember(device: Device = currentDevice()): boolean {
  return device.storage !== null && device.pageOrigin === device.siteOrigin && device.framed !== true;
}

/** Runs `use` on the storage, swallowing what a full or blocked storage throws. */
function withStorage<T>(device: Device, use: (storage: Storage) => T, otherwise: T): T {
  if (!device.storage) return otherwise;
  try {
    return use(device.storage);
  } catch {
    return otherwise;
  }
}

export function forgetDetails(device: Device = currentDevice()): void {
  withStorage(device, (storage) => storage.removeItem(KEY), undefined);
}

/**
 * The saved details, on our site only. A copy an older version saved with more fields (the reason,
 * the consent) is rewritten without them the first time it is read; on a partner's page a copy an
 * older version left there is deleted.
 */
export function loadDetails(device: Device = currentDevice()): RememberedDetails | null {
  if (!canRemember(device)) {
    forgetDetails(device);
    return null;
  }
  return withStorage(
    device,
    (storage) => {
      const raw = storage.getItem(KEY);
      const details = parseRememberedDetails(raw);
      if (!details) {
        if (raw !== null) storage.removeItem(KEY);
        return null;
      }
      const clean = JSON.stringify(details);
      if (raw !== clean) storage.setItem(KEY, clean);
      return details;
    },
    null,
  );
}

/**
 * After a booking: saves the contact details when the box is ticked on our site, else deletes any
 * saved copy (unticked means "do not remember me").
 */
export function rememberAfterBooking(values: BookingFormValues, device: Device = currentDevice()): void {
  if (!values.remember || !canRemember(device)) {
    forgetDetails(device);
    return;
  }
  withStorage(
    device,
    (storage) => storage.setItem(KEY, JSON.stringify(rememberedDetails(values))),
    undefined,
  );
}

/** The box was ticked or unticked: unticking deletes what was saved. */
export function rememberChanged(checked: boolean, device: Device = currentDevice()): void {
  if (!checked) forgetDetails(device);
}
