/**
 * Page-wide toasts, framework-free so any widget (or page script) can use them without pulling a UI
 * library. One stack per page, created on first use: a polite live region (role="status") for info,
 * success and warning, an assertive one (role="alert") for errors. Each toast auto-dismisses after
 * about 4 s (paused while hovered or focused) and has a dismiss button.
 */
import "./toast.css";

export type ToastKind = "success" | "error" | "warning" | "info";

export interface ToastOptions {
  /** Milliseconds before it goes away on its own; 0 keeps it until dismissed. */
  durationMs?: number;
}

const DEFAULT_DURATION_MS = 4000;
const ICONS: Record<ToastKind, string> = { success: "✓", error: "!", warning: "!", info: "i" };

interface Regions {
  polite: HTMLElement;
  assertive: HTMLElement;
}
let regions: Regions | undefined;
/** Where the stack goes: the page's body, or a partner embed's shadow root (its styles live there). */
let container: () => ParentNode = () => document.body;

/** Partner embeds point toasts into the shadow root the person is using (widgets/embed). */
export function setToastContainer(node: ParentNode & Node): void {
  container = () => (node.isConnected ? node : document.body);
}

function region(role: "status" | "alert"): HTMLElement {
  const element = document.createElement("div");
  element.className = "vh-toasts__region";
  element.setAttribute("role", role);
  element.setAttribute("aria-live", role === "alert" ? "assertive" : "polite");
  element.setAttribute("aria-relevant", "additions");
  return element;
}

/** Creates the stack once; `fresh` tells the caller it was just made (screen readers need a beat). */
function ensureRegions(): { regions: Regions; fresh: boolean } {
  const target = container();
  if (regions?.polite.isConnected && regions.polite.parentNode?.parentNode === target) {
    return { regions, fresh: false };
  }
  const stack = document.createElement("div");
  stack.className = "vh-toasts";
  regions = { polite: region("status"), assertive: region("alert") };
  stack.append(regions.assertive, regions.polite);
  target.append(stack);
  return { regions, fresh: true };
}

function build(message: string, kind: ToastKind): HTMLElement {
  const toast = document.createElement("div");
  toast.className = `vh-toast vh-toast--${kind}`;
  const icon = document.createElement("span");
  icon.className = "vh-toast__icon";
  icon.setAttribute("aria-hidden", "true");
  icon.textContent = ICONS[kind];
  const text = document.createElement("p");
  text.className = "vh-toast__message";
  text.textContent = message;
  const close = document.createElement("button");
  close.type = "button";
  close.className = "vh-toast__close";
  close.setAttribute("aria-label", "Dismiss notification");
  close.textContent = "×";
  toast.append(icon, text, close);
  return toast;
}

type Relay = (message: string, kind: ToastKind) => void;
let relay: Relay | undefined;

/**
 * The booking form's frame on a partner's page (widgets/booking-frame) hands its toasts to the
 * widget around it, which shows them where the patient can see them: the frame is only as tall as
 * the form.
 */
export function setToastRelay(next: Relay | undefined): void {
  relay = next;
}

/** Shows `message`; returns a function that dismisses it early. */
export function showToast(message: string, kind: ToastKind = "info", options: ToastOptions = {}): () => void {
  if (relay) {
    relay(message, kind);
    return () => undefined;
  }
  const { regions: live, fresh } = ensureRegions();
  const toast = build(message, kind);
  const target = kind === "error" ? live.assertive : live.polite;
  const duration = options.durationMs ?? DEFAULT_DURATION_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let removed = false;

  const dismiss = () => {
    if (removed) return;
    removed = true;
    clearTimeout(timer);
    toast.remove();
  };
  const arm = () => {
    clearTimeout(timer);
    if (duration > 0) timer = setTimeout(dismiss, duration);
  };
  const pause = () => clearTimeout(timer);

  toast.querySelector("button")?.addEventListener("click", dismiss);
  // Reading takes time: no countdown while the pointer or keyboard focus is on the toast.
  toast.addEventListener("mouseenter", pause);
  toast.addEventListener("mouseleave", arm);
  toast.addEventListener("focusin", pause);
  toast.addEventListener("focusout", arm);

  // A live region that has only just been added is often not yet watched: add the message a beat later.
  if (fresh) setTimeout(() => !removed && target.append(toast), 100);
  else target.append(toast);
  arm();
  return dismiss;
}

const CARRIED_TOAST_KEY = "vula:carried-toast";
let carriedShown = false;

/**
 * A toast for the page a navigation is about to open (after a booking the patient is sent home, and
 * a toast on the booking page would vanish with it). Kept in sessionStorage: this tab only, read once.
 */
export function carryToast(message: string, kind: ToastKind, durationMs: number): void {
  try {
    sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify({ message, kind, durationMs }));
  } catch {
    // Storage refused (private mode, quota): the page simply shows no toast.
  }
}

/** The toast the previous page carried over, taken out of storage (null: none, or unreadable). */
function takeCarried(): { message?: unknown; kind?: unknown; durationMs?: unknown } | null {
  try {
    const raw = sessionStorage.getItem(CARRIED_TOAST_KEY);
    sessionStorage.removeItem(CARRIED_TOAST_KEY);
    return raw ? (JSON.parse(raw) as { message?: unknown }) : null;
  } catch {
    return null;
  }
}

/**
 * Shows the toast the previous page carried over, once per page. The search box calls it: it is on
 * the home page, where a booking sends the patient (and on the 404 and search pages).
 */
export function showCarriedToast(): void {
  if (carriedShown) return;
  carriedShown = true;
  const carried = takeCarried();
  if (typeof carried?.message !== "string") return;
  const kind = (["success", "error", "warning", "info"] as const).find((k) => k === carried.kind) ?? "info";
  const durationMs = typeof carried.durationMs === "number" ? carried.durationMs : undefined;
  showToast(carried.message, kind, durationMs === undefined ? {} : { durationMs });
}
