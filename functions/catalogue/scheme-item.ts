import { randomBytes } from "node:crypto";
import { kebab } from "../../core/slug";
import type { MedicalSchemeItem } from "../data/items";
import { keys } from "../data/keys";

/**
 * A new scheme's id: its name as a slug ("Bonitas Medical Fund" -> "bonitas-medical-fund"), stable
 * after a rename (profiles and bookings name schemes by id); a name of no letters or digits gets a
 * random one. The demo's schemes keep their digits.
 */
export const schemeIdOf = (name: string) =>
  kebab(name).slice(0, 64).replace(/-+$/, "") || randomBytes(6).toString("hex");

/** Names compare without case, accents or punctuation: "GEMS" and "Gems." are one scheme. */
export const sameSchemeName = (a: string, b: string) => kebab(a) === kebab(b);

export function medicalSchemeItem(id: string, schemeName: string, active = true): MedicalSchemeItem {
  return { ...keys.medicalScheme(id), entity: "medicalScheme", id, schemeName, active };
}
