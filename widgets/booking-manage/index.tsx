import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import type { ManagedBooking } from "../../core/schemas/booking";
import * as z from "../../core/schemas/z";
import { SEARCH_PATH } from "../../core/search-url";
import { siteConfig } from "../../core/site-config";
import { ApiError, api } from "../api/client";
import { defineWidget, type HostProp } from "../ui/define-widget";
import { Loader } from "../ui/Loader";
import { showToast } from "../ui/toast";
import { Booking, NETWORK_ERROR } from "./Booking";
import { Icon } from "./Icon";
import "./booking-manage.css";

/**
 * The manage-booking page (/page/booking/manage?token=..., the link in the patient's booking emails):
 * GET /api/booking/manage shows the booking; a cancellable one can be cancelled after an in-page
 * confirmation (POST /api/booking/cancel). The page's one h1 is rendered here in every state.
 * No props: the token comes from the page URL.
 */
const props = z.object({});
type Props = z.infer<typeof props> & HostProp;

export const TITLE = "Your booking";
export const NO_TOKEN = "This page needs the link from your booking email.";
const INVALID = "This booking link is not valid. Please use the link in your booking email.";
const LOAD_FAILED = "We could not load your booking just now. Please try again.";
/** Answers that mean the link itself will not work, now or on retry. */
const LINK_ERRORS = new Set([400, 403, 404, 410]);

type Load =
  | { kind: "no-token" }
  | { kind: "loading" }
  | { kind: "link-error"; message: string }
  | { kind: "failed"; retrying: boolean }
  | { kind: "ready"; booking: ManagedBooking };

function tokenFromUrl(): string {
  return (new URLSearchParams(window.location.search).get("token") ?? "").trim();
}

function Help() {
  return (
    <p className="bm-help">
      Need help with a booking? Email{" "}
      <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a> or call{" "}
      <a className="bm-nowrap" href={siteConfig.supportPhoneHref}>
        {siteConfig.supportPhone}
      </a>
      .
    </p>
  );
}

function BookingManage(_props: Props) {
  const [token] = useState(tokenFromUrl);
  const [load, setLoad] = useState<Load>(token ? { kind: "loading" } : { kind: "no-token" });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  /** After Retry the button that had focus goes away: focus follows to what replaced it. */
  const afterRetry = useRef(false);

  const fetchBooking = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const body = await api.call("GET /api/booking/manage", { query: { token }, signal });
        if (!body?.booking?.practitioner) throw new Error("booking-manage: the answer holds no booking");
        setLoad({ kind: "ready", booking: body.booking });
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof ApiError && LINK_ERRORS.has(error.status)) {
          // 400: a token the API refuses outright (cut short when copied, say): the same as forged.
          setLoad({ kind: "link-error", message: error.status === 400 ? INVALID : error.message });
          return;
        }
        console.error("[booking-manage] load failed", error);
        const message =
          error instanceof ApiError
            ? error.message
            : error instanceof TypeError
              ? NETWORK_ERROR
              : LOAD_FAILED;
        showToast(message, "error", { durationMs: 8000 });
        setLoad({ kind: "failed", retrying: false });
      }
    },
    [token],
  );

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    void fetchBooking(controller.signal);
    return () => controller.abort();
  }, [token, fetchBooking]);

  useEffect(() => {
    if (!afterRetry.current || load.kind === "loading" || (load.kind === "failed" && load.retrying)) return;
    afterRetry.current = false;
    (load.kind === "failed" ? retryRef.current : headingRef.current)?.focus();
  }, [load]);

  const retry = () => {
    if (load.kind === "failed" && load.retrying) return;
    afterRetry.current = true;
    setLoad({ kind: "failed", retrying: true });
    void fetchBooking();
  };

  const onGone = useCallback((message: string) => {
    setLoad({ kind: "link-error", message });
    requestAnimationFrame(() => headingRef.current?.focus());
  }, []);
  const onChange = useCallback((booking: ManagedBooking) => setLoad({ kind: "ready", booking }), []);

  let body: ReactNode;
  switch (load.kind) {
    case "no-token":
      body = (
        <div className="vh-card bm-state">
          <span className="vh-card__icon">
            <Icon name="info" size={28} />
          </span>
          <p className="bm-state__message">{NO_TOKEN}</p>
          <p>
            Open the email we sent you about your booking and use its “View or cancel your booking” button.
          </p>
          <a className="vh-btn vh-btn--lg vh-btn--primary" href="/">
            Go to the home page
          </a>
        </div>
      );
      break;
    case "loading":
      body = (
        <div className="vh-card bm-state bm-state--loading">
          <Loader text="Loading your booking..." />
        </div>
      );
      break;
    case "link-error":
      body = (
        <div className="vh-card bm-state">
          <span className="vh-card__icon">
            <Icon name="search" size={28} />
          </span>
          <p className="bm-state__message" role="alert">
            {load.message}
          </p>
          <p>You can find a practitioner and choose a new time in a few steps.</p>
          <a className="vh-btn vh-btn--lg vh-btn--primary" href={SEARCH_PATH}>
            Search for practitioners
          </a>
        </div>
      );
      break;
    case "failed":
      body = (
        <div className="vh-card bm-state">
          <span className="vh-card__icon">
            <Icon name="info" size={28} />
          </span>
          <p className="bm-state__message">{LOAD_FAILED}</p>
          <button
            type="button"
            className="vh-btn vh-btn--lg vh-btn--primary"
            ref={retryRef}
            aria-disabled={load.retrying}
            onClick={retry}
          >
            {load.retrying && <span className="bm-spinner" aria-hidden="true" />}
            {load.retrying ? "Trying again..." : "Try again"}
          </button>
        </div>
      );
      break;
    case "ready":
      body = (
        <>
          <p className="bm-lead">
            {load.booking.first_name ? `Hi ${load.booking.first_name}, here` : "Here"} are the details of your
            appointment.
          </p>
          <Booking booking={load.booking} token={token} onChange={onChange} onGone={onGone} />
        </>
      );
      break;
  }

  return (
    <div className="bm">
      <h1 className="bm-title" tabIndex={-1} ref={headingRef}>
        {TITLE}
      </h1>
      {body}
      <Help />
    </div>
  );
}

export const { mount } = defineWidget(props, BookingManage);
