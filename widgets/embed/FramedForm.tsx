import { useContext, useEffect, useRef, useState } from "react";
import { apiBase } from "../api/base";
import type { BookingFormProps } from "../booking/BookingForm";
import { LEAVE_AFTER_MS } from "../booking/booking-request";
import { reloadSlots, selectSlot } from "../booking/slot-store";
import { showToast } from "../ui/toast";
import { safeAfterBooking } from "./embed-options";
import { FRAME_SANDBOX, frameUrl, fromFrame, type ToFrame } from "./frame-protocol";
import { FrameTheme } from "./frame-theme";

/** Our origin: where the frame is, and the only origin its messages may come from. */
const site = apiBase.origin;

/** Until the frame says how tall its content is (a loader, then the form). */
const FIRST_HEIGHT_PX = 240;

/**
 * The booking form on a partner's page: a sandboxed frame of our origin, so what
 * the patient types (contact details, the reason for the appointment) never enters the partner's
 * document. The frame sizes itself through messages; this side shows its notices, turns its booking
 * into the page's vula:booking-created, and does what a click in the calendar would: close the form,
 * reload the week, or close the popup on Escape. Messages are read only from that frame, from our origin.
 */
export function FramedForm({ practitionerId, selection, afterBooking, prefill, onBooked }: BookingFormProps) {
  const theme = useContext(FrameTheme);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(FIRST_HEIGHT_PX);
  const src = frameUrl(site, {
    practitionerId,
    date: selection.date,
    time: selection.time,
    host: location.origin,
    theme,
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const iframe = frame.current;
      if (!iframe || event.source !== iframe.contentWindow || event.origin !== site) return;
      const message = fromFrame(event.data);
      switch (message?.vula) {
        case "ready": {
          // Focus follows the patient into the step they opened; the form then focuses its heading.
          iframe.focus();
          const init: ToFrame = { vula: "init", prefill: prefill ?? {} };
          iframe.contentWindow?.postMessage(init, site);
          break;
        }
        case "height":
          setHeight(message.height);
          break;
        case "toast":
          showToast(message.text, message.kind);
          break;
        case "booked": {
          onBooked?.(message.booking);
          const to = afterBooking === null ? null : safeAfterBooking(afterBooking, location.href);
          if (to) window.setTimeout(() => window.location.assign(to), LEAVE_AFTER_MS);
          break;
        }
        case "closed":
          if (message.reload) reloadSlots(practitionerId);
          else selectSlot(practitionerId, null);
          break;
        case "done": {
          // Found before the week reloads: that unmounts this frame.
          const dialog = iframe.closest("dialog");
          reloadSlots(practitionerId);
          dialog?.close();
          break;
        }
        case "escape":
          iframe.closest("dialog")?.close();
          break;
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [practitionerId, afterBooking, prefill, onBooked]);

  return (
    <iframe
      ref={frame}
      key={src}
      src={src}
      title="Booking form"
      sandbox={FRAME_SANDBOX}
      className="vh-embed__frame"
      style={{ height: `${height}px` }}
    />
  );
}
