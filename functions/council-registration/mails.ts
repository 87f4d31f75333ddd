/**
 * "We could not confirm your registration" (issue 27): the admin's reason, to the practitioner or
 * applicant. Neither the number nor anything else the person typed is repeated (an applicant's
 * address is not proven theirs yet); the reason is the admin's own words, escaped by the renderer.
 */
import { councilInfo } from "../../core/council-registration";
import { siteConfig } from "../../core/site-config";
import { p, renderBlocks } from "../email/blocks";
import { greeting } from "../email/greeting";
import type { Mail } from "../email/mime";

export function notConfirmedMail(f: {
  to: string;
  firstName: string;
  council: string;
  reason: string;
  /** A listed practitioner corrects the number in their profile; an applicant replies. */
  listed: boolean;
}): Mail {
  const register = councilInfo(f.council).registerUrl
    ? `the ${f.council} public register`
    : "the council's register";
  return renderBlocks({
    to: f.to,
    replyTo: siteConfig.contactEmail,
    subject: "We could not confirm your council registration",
    heading: "We could not confirm your registration",
    blocks: [
      p(greeting(f.firstName)),
      p(`We looked up the registration number you gave us on ${register} and could not confirm it.`),
      p(`What we found: ${f.reason}`),
      p(
        f.listed
          ? "Please check the number under Profile in your dashboard and correct it if needed; we will look again. Until then your profile does not show the registration badge."
          : "Please reply to this email with the number exactly as your council writes it, and we will look again.",
      ),
      p(`Questions? Reply to this email or write to ${siteConfig.contactEmail}.`),
    ],
    why: `You are receiving this email because you asked to be listed on ${siteConfig.brandName}.`,
  });
}
