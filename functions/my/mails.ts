/**
 * The mails of "My bookings" (issue 28): the sign-in link, and the confirmation that the patient's
 * data was deleted. Same look as the account mails (functions/auth/account-mails.ts render); they
 * name nothing of the bookings, so they can go to an address whose bookings are being erased.
 */
import { MY_LINK_MINUTES } from "../../core/schemas/my-data";
import { siteConfig } from "../../core/site-config";
import { render } from "../auth/account-mails";
import type { Mail } from "../email/mime";

const WHY = `You are receiving this email because someone asked for it on ${siteConfig.brandName}'s My bookings page with this email address.`;

export function signInMail(f: { to: string; link: string }): Mail {
  return render({
    to: f.to,
    subject: `Your ${siteConfig.brandName} sign-in link`,
    heading: "Your bookings, in one place",
    paragraphs: [
      "Hello,",
      "Use the button below to see all your bookings, download your information, correct your details or delete your data.",
    ],
    button: { label: "Open My bookings", href: f.link },
    after: [
      `This link works once and expires in ${MY_LINK_MINUTES} minutes. If it has expired, ask for a new one on the My bookings page.`,
      "If you did not ask for this link, you can ignore this email: nobody can see your bookings without it.",
    ],
    why: WHY,
  });
}

export function dataDeletedMail(f: { to: string; cancelled: number }): Mail {
  return render({
    to: f.to,
    subject: `Your ${siteConfig.brandName} data is deleted`,
    heading: "Your data is deleted",
    paragraphs: [
      "Hello,",
      `As you asked, we have deleted the personal information ${siteConfig.brandName} held about this email address.`,
      f.cancelled > 0
        ? `${f.cancelled === 1 ? "Your upcoming booking was" : `Your ${f.cancelled} upcoming bookings were`} cancelled, and the practitioners were told.`
        : "You had no upcoming bookings to cancel.",
      "Past bookings stay in the practitioners' records without your name or contact details. Your reviews keep only their star rating.",
      `Your sign-in links and booking links no longer work. You are welcome to book again at any time. Questions? Write to ${siteConfig.contactEmail}.`,
    ],
    why: `You are receiving this email because you deleted your data on ${siteConfig.brandName}.`,
  });
}
