/**
 * What a partner can set on the embed's element (the inline <div data-widget="booking"> or a
 * data-vula-book trigger), read from its dataset. Strings only, checked where they are used: the
 * practitioner id by core/practitioner-id.ts, the theme by ./theme.ts.
 */
import type { ThemeAttributes } from "./theme";

export interface EmbedOptions extends ThemeAttributes {
  /** Prefill: the patient's details the partner already knows. */
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  /** Where to send the patient after booking; by default they stay on the partner's page. */
  afterBooking?: string | undefined;
}

const KEYS = ["accent", "font", "radius", "theme", "firstName", "lastName", "email", "afterBooking"] as const;

export function embedOptions(dataset: DOMStringMap | Record<string, unknown>): EmbedOptions {
  const options: EmbedOptions = {};
  for (const key of KEYS) {
    const value = dataset[key];
    if (typeof value === "string" && value.trim() !== "") options[key] = value.trim();
  }
  // Only a web address (or a path): never javascript: or data: through location.assign. URL
  // parsing drops tabs and newlines anywhere, so "java\tscript:" is javascript: too.
  const scheme = /^([a-z][\w+.-]*):/i.exec(options.afterBooking?.replace(/[\t\n\r]/g, "") ?? "")?.[1];
  if (options.afterBooking && scheme && !/^https?$/i.test(scheme)) {
    console.warn("[vula] data-after-booking must be an http(s) address; staying on the page.");
    delete options.afterBooking;
  }
  return options;
}
