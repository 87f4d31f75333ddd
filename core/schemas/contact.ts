/**
 * Contact us (spec sections 3 "Contact message", 5 and 7): the public form and the admin inbox. The
 * same schema validates the form in the browser and the request in the handler (functions/contact).
 */
import type { Answer } from "../api/responses";
import { contactNumber, emailAddress, honeypot, pageNumber, requiredText } from "./public-form";
import * as z from "./z";

export const contactForm = z.object({
  name: requiredText(100),
  email: emailAddress,
  contact_number: contactNumber,
  message: requiredText(2000),
  website: honeypot,
});
export type ContactForm = z.infer<typeof contactForm>;

/** The visitor's answer (spec section 7: "response error field or success text"). */
export const CONTACT_RECEIVED = "Thank you for your message. We will get back to you soon.";
export type ContactSubmitResponse = Answer<"contactSubmitted">;

/** Admin inbox: page size as the other admin lists of 25 (spec section 9). */
export const CONTACT_PAGE_SIZE = 25;
export const CONTACT_MAX_PAGE_SIZE = 50;
export const CONTACT_STATES = ["new", "handled"] as const;
export type ContactState = (typeof CONTACT_STATES)[number];

export const contactListQuery = z.object({
  page: z.optional(pageNumber),
  perPage: z.optional(pageNumber),
  state: z.optional(z.enum(CONTACT_STATES)),
});
export type ContactListQuery = z.infer<typeof contactListQuery>;

export const contactMessagePath = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/, "is not a message id")),
});

export type ContactMessageRow = ContactHandledResponse["data"];

export type ContactListResponse = Answer<"contactList">;

export type ContactHandledResponse = Answer<"contactHandled">;
