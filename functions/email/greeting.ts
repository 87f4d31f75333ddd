/**
 * How every mail greets its reader: by first name alone ("Hi Richard,"), never with a title and
 * surname ("Hi Mr Richard Cooper," reads as a form letter), and "Hi," when no name is known.
 */
import { TITLES } from "../../core/schemas/registration";

const TITLE = new RegExp(`^(?:${TITLES.join("|")})\\.?\\s+`, "i");

/** The first name in a display name ("Dr Pieter van der Merwe" -> "Pieter"), or "" for none. */
export function firstNameOf(displayName: string | undefined): string {
  const words = (displayName ?? "").trim().replace(TITLE, "").split(/\s+/);
  return words[0] ?? "";
}

/** "Hi Pieter,": `firstName` as typed (a title in front is left out), or "Hi," without one. */
export function greeting(firstName: string | undefined): string {
  const name = (firstName ?? "").trim().replace(TITLE, "").replace(/\s+/g, " ");
  return name ? `Hi ${name},` : "Hi,";
}
