/**
 * The two numbers a patient is given wherever a wait is involved (booking mails, the booking
 * confirmation): we are not an emergency service, and a request can wait days for an answer.
 */
import { siteConfig } from "./site-config";

export const crisisLine =
  siteConfig.helplines.find((line) => line.name === "SADAG Suicide Crisis Helpline") ??
  siteConfig.helplines[0];
export const emergencyLine = siteConfig.helplines.find((line) => line.number === "112");
