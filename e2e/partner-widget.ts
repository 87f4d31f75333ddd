import { expect, type FrameLocator, type Locator } from "@playwright/test";
import { testPorts } from "../infra/local/test-ports";
import { choosePayment } from "./booking-form";

/** The demo partner site (infra/local/partner-demo) and our site, as the partner's widget sees them. */
export const PARTNER = `http://localhost:${testPorts.partner}`;
export const SITE = `http://localhost:${testPorts.web}`;
/** The demo page's inline widget. */
export const INLINE = '#book > [data-widget="booking"]';

/** Moves week by week until `widget` shows an open time (this week may be over or full). */
export async function showOpenTimes(widget: Locator): Promise<Locator> {
  for (let weeks = 0; weeks < 6; weeks++) {
    await expect(widget.getByRole("list", { name: /Appointment times/ })).toBeVisible({ timeout: 30_000 });
    const times = widget.locator("button.bk-time");
    if ((await times.count()) > 0) return times.first();
    await widget.getByRole("button", { name: /Next/ }).click();
  }
  throw new Error("no open time in six weeks");
}

/** The booking form's frame inside `widget` (our origin, /embed/booking-form). */
export const formFrame = (widget: Locator): FrameLocator =>
  widget.locator("iframe.vh-embed__frame").contentFrame();

export async function fillBookingForm(widget: Locator | FrameLocator, email: string): Promise<void> {
  await widget.getByLabel("First name *").fill("Naledi");
  await widget.getByLabel("Email *").fill(email);
  await widget.getByLabel("Reason for appointment *").fill("Embedded reason, never in an event");
  await choosePayment(widget);
  await widget.getByRole("checkbox", { name: /I agree to the terms & conditions/ }).check();
}
