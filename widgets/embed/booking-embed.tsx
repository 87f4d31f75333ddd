/**
 * The partner booking widget's chunk: renders into an open shadow root with its own stylesheets
 * (the host page's CSS cannot reach in, ours cannot leak out), themed by the element's data-*
 * attributes, inline or in a modal dialog. Toasts render inside the shadow root the person is using.
 */
import { createRoot } from "react-dom/client";
import { parsePractitionerId } from "../../core/practitioner-id";
import { selectSlot } from "../booking/slot-store";
import { setToastContainer } from "../ui/toast";
import { EmbedBooking } from "./EmbedBooking";
import { type EmbedOptions, embedOptions } from "./embed-options";
import { emitterOn } from "./events";
import { adoptStyles } from "./shadow-styles";
import { themeFrom } from "./theme";

/** The themed root element inside a shadow root; toasts follow the person into it. */
function themedRoot(shadow: ShadowRoot, options: EmbedOptions): HTMLElement {
  adoptStyles(shadow);
  const root = document.createElement("div");
  // data-widget: the base stylesheet's tokens and resets apply to [data-widget] elements.
  root.dataset.widget = "booking";
  root.className = "vh-embed";
  const theme = themeFrom(options);
  for (const warning of theme.warnings) console.warn(`[vula] ${warning}`);
  for (const [name, value] of Object.entries(theme.properties)) root.style.setProperty(name, value);
  root.dataset.theme = theme.dark ? "dark" : "light";
  // Without it the widget takes the host page's font (embed.css).
  if (theme.properties["--vh-font"]) root.dataset.font = "";
  const follow = () => setToastContainer(root);
  root.addEventListener("focusin", follow);
  root.addEventListener("pointerdown", follow);
  follow();
  return root;
}

/** The font the widget inherits there, for the form's frame (another document, which cannot inherit it). */
function fontOf(element: Element): string {
  return getComputedStyle(element).fontFamily;
}

function badId(where: Element, given: string | undefined): void {
  console.error(`[vula] "${given ?? ""}" is not a practitioner id (digits only)`, where);
}

/** Mounts the inline widget into `host` (<div data-widget="booking" data-practitioner-id="...">). */
export function mountInline(host: HTMLElement): () => void {
  const id = parsePractitionerId(host.dataset.practitionerId);
  if (!id) {
    badId(host, host.dataset.practitionerId);
    // Nothing to show: the room the loader reserved goes back to the page.
    if (host.shadowRoot) host.shadowRoot.adoptedStyleSheets = [];
    return () => undefined;
  }
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  const options = embedOptions(host.dataset);
  const root = themedRoot(shadow, options);
  shadow.replaceChildren(root);
  const app = createRoot(root);
  app.render(
    <EmbedBooking practitionerId={id} options={options} emit={emitterOn(host)} hostFont={fontOf(host)} />,
  );
  return () => {
    app.unmount();
    shadow.replaceChildren();
  };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let open: { dialog: HTMLDialogElement } | undefined;

/**
 * Opens the widget for `practitionerId` in a modal dialog: the page behind is inert, Tab stays
 * inside, Escape or the close button closes it, and focus goes back to what opened it. Events go
 * to `source` (the data-vula-book element) when there is one.
 */
export function openPopup(practitionerId: string, source: HTMLElement | null, given?: unknown): void {
  const id = parsePractitionerId(practitionerId);
  if (!id) {
    badId(source ?? document.body, practitionerId);
    return;
  }
  closePopup();
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : source;
  const host = document.createElement("div");
  host.setAttribute("data-vula-popup", "");
  document.body.append(host);
  const shadow = host.attachShadow({ mode: "open" });
  // The call's options over the trigger's attributes, all checked alike.
  const options = embedOptions({ ...source?.dataset, ...(typeof given === "object" ? given : null) });
  const dialog = document.createElement("dialog");
  dialog.className = "vh-embed-dialog";
  const headingId = "vh-embed-popup-title";
  dialog.setAttribute("aria-labelledby", headingId);
  const root = themedRoot(shadow, options);
  dialog.append(root);
  shadow.append(dialog);
  const app = createRoot(root);
  const close = (
    <button type="button" className="vh-btn vh-btn--ghost vh-embed__close" onClick={() => dialog.close()}>
      <span aria-hidden="true">×</span> Close
    </button>
  );
  app.render(
    <EmbedBooking
      practitionerId={id}
      options={options}
      emit={emitterOn(source ?? host)}
      closeButton={close}
      headingId={headingId}
      hostFont={fontOf(host)}
    />,
  );
  // showModal makes the page inert; Tab could still leave for the browser's own controls, so it
  // wraps from the last control to the first (and back with Shift+Tab).
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const controls = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.offsetParent !== null,
    );
    const first = controls[0];
    const last = controls[controls.length - 1];
    const active = shadow.activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  dialog.addEventListener("close", () => {
    // Opened again, it starts from the calendar, not from a form for the time chosen before.
    selectSlot(id, null);
    app.unmount();
    host.remove();
    if (open?.dialog === dialog) open = undefined;
    returnTo?.focus();
  });
  open = { dialog };
  dialog.showModal();
}

export function closePopup(): void {
  open?.dialog.close();
}
