import { useEffect, useRef, useState } from "react";
import type { Confirmation } from "../../core/booking-confirmation";
import { practitionerPath } from "../../core/practitioner-id";
import * as z from "../../core/schemas/z";
import { siteUrl } from "../api/base";
import { BookingConfirmation } from "../booking/BookingConfirmation";
import { BookingForm } from "../booking/BookingForm";
import { selectSlot, useSlotStore } from "../booking/slot-store";
import {
  type FrameParams,
  type FromFrame,
  type Prefill,
  readFrameParams,
  toFrame,
} from "../embed/frame-protocol";
import { themeFrom } from "../embed/theme";
import { useProfile } from "../practitioner-profile/profile-store";
import { defineWidget, type HostProp } from "../ui/define-widget";
import { Loader } from "../ui/Loader";
import { setToastRelay } from "../ui/toast";
import "../booking/booking.css";
import "../embed/embed.css";
import "./booking-frame.css";

/**
 * The booking form in its frame on a partner's page (/embed/booking-form; the other
 * side is widgets/embed/FramedForm.tsx). It talks only to its parent window, and only when that is
 * the origin the address names (and the browser confirms, where it says who the ancestors are). It
 * sends the parent its height, its notices, the booking made (never what was typed) and when it is
 * done; the parent sends the details the partner already knows. After a booking it shows the
 * confirmation here, so the booking's details and the patient's email stay in our origin.
 */
function parentOrigin(params: FrameParams | null): string | null {
  if (!params || window.parent === window) return null;
  const ancestor = window.location.ancestorOrigins?.[0];
  return ancestor === undefined || ancestor === params.host ? params.host : null;
}

function BookingFrame({ host }: HostProp) {
  const [params] = useState(() => {
    const read = readFrameParams(window.location.search);
    // The time chosen in the calendar outside; the form's Cancel (or a booking) clears it again.
    if (read) selectSlot(read.practitionerId, { date: read.date, time: read.time });
    return read;
  });
  const [origin] = useState(() => parentOrigin(params));
  if (!params || !origin) {
    return (
      <p className="bk-note">
        This form opens from a practitioner's booking widget.{" "}
        <a href={siteUrl(params ? practitionerPath(params.practitionerId) : "/page/search")}>
          Book on Vula Health
        </a>
      </p>
    );
  }
  return <Framed params={params} origin={origin} host={host} />;
}

function Framed({ params, origin, host }: { params: FrameParams; origin: string; host: HTMLElement }) {
  const id = params.practitionerId;
  const [prefill, setPrefill] = useState<Prefill | null>(null);
  // Booked: the confirmation stays here (our origin) until "Done"; the widget hides its calendar.
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const { load } = useProfile(id);
  const { selection, revision } = useSlotStore(id);
  const firstRevision = useRef(revision);

  useEffect(() => {
    const post = (message: FromFrame) => window.parent.postMessage(message, origin);
    const theme = themeFrom(params.theme);
    host.className = "vh-embed vh-embed--framed";
    host.dataset.theme = theme.dark ? "dark" : "light";
    // The font is the one in the address (the partner's data-font, or their page's), not inherited here.
    host.dataset.font = "";
    for (const [name, value] of Object.entries(theme.properties)) host.style.setProperty(name, value);

    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== origin) return;
      const message = toFrame(event.data);
      if (message) setPrefill(message.prefill);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") post({ vula: "escape" });
    };
    const resized = new ResizeObserver(() =>
      post({ vula: "height", height: Math.ceil(host.getBoundingClientRect().height) }),
    );
    setToastRelay((text, kind) => post({ vula: "toast", text, kind }));
    window.addEventListener("message", onMessage);
    document.addEventListener("keydown", onKey);
    resized.observe(host);
    post({ vula: "ready" });
    return () => {
      setToastRelay(undefined);
      window.removeEventListener("message", onMessage);
      document.removeEventListener("keydown", onKey);
      resized.disconnect();
    };
  }, [origin, params.theme, host]);

  useEffect(() => {
    // Cleared: cancelled, booked, or taken meanwhile (the last two reload the week outside too).
    if (selection === null) {
      window.parent.postMessage(
        { vula: "closed", reload: revision !== firstRevision.current } satisfies FromFrame,
        origin,
      );
    }
  }, [selection, revision, origin]);

  if (confirmation) {
    return (
      <BookingConfirmation
        confirmation={confirmation}
        level={2}
        onDone={() => window.parent.postMessage({ vula: "done" } satisfies FromFrame, origin)}
      />
    );
  }
  if (prefill === null || !selection) return <Loader />;
  return (
    <BookingForm
      practitionerId={id}
      profile={load.status === "ready" ? load.view : null}
      selection={selection}
      afterBooking={null}
      prefill={prefill}
      onBooked={(booking) =>
        window.parent.postMessage({ vula: "booked", booking } satisfies FromFrame, origin)
      }
      onConfirmation={setConfirmation}
    />
  );
}

export const { mount } = defineWidget(z.object({}), BookingFrame);
