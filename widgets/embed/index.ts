/**
 * embed.js: the one script partners load (docs/embedding.md). Small on purpose (budget 2.5 KB gzip):
 * it finds booking widgets and popup triggers, keeps the calls made before it loaded, and loads the
 * widget's chunk (Preact, calendar, styles) only when there is something to show. Nothing here
 * writes to our API: the booking form runs in a frame of our origin (./FramedForm.tsx), which
 * fetches its own CSRF token, so the partner's page gets no token either.
 *
 *   <script type="module" src="https://www.vulahealth.co.za/embed.js" async></script>
 *   <div data-widget="booking" data-practitioner-id="2"></div>
 *   <button type="button" data-vula-book="2">Book online</button>
 *
 * Command queue, for calls made before the script has loaded:
 *   <script>window.vula = window.vula || function () { (vula.q = vula.q || []).push(arguments) };</script>
 *   vula("on", "booking-created", (event) => ...);   // listens on document for vula:booking-created
 *   vula("open", "2", { accent: "#1d4ed8" });         // opens the popup
 *   vula("close");
 */

import { reserveRoom } from "./reserved-room";

type Command = (name: string, ...args: unknown[]) => void;
interface Queued {
  q?: ArrayLike<unknown>[];
}
declare global {
  interface Window {
    vula?: Command & Queued;
    /** Read by the dev server's stylesheets (infra/vite/embed-plugin.ts): not into a partner's page. */
    __vulaEmbed?: boolean;
  }
}

window.__vulaEmbed = true;
const chunk = () => import("./booking-embed");
const mounted = new WeakMap<Element, () => void>();
const HOSTS = '[data-widget="booking"]';

function mount(host: HTMLElement): void {
  if (mounted.has(host)) return;
  mounted.set(host, () => undefined);
  reserveRoom(host);
  chunk()
    .then(({ mountInline }) => {
      if (host.isConnected && mounted.has(host)) mounted.set(host, mountInline(host));
    })
    .catch((error: unknown) => {
      // Nothing will fill the reserved room: give it back to the page.
      if (host.shadowRoot) host.shadowRoot.adoptedStyleSheets = [];
      console.error("[vula] could not load the booking widget", error);
    });
}

function unmount(host: Element): void {
  mounted.get(host)?.();
  mounted.delete(host);
}

function hostsIn(node: Node): HTMLElement[] {
  if (!(node instanceof HTMLElement)) return [];
  const found = Array.from(node.querySelectorAll<HTMLElement>(HOSTS));
  return node.matches(HOSTS) ? [node, ...found] : found;
}

/** `options` as a partner's script passed them: openPopup checks every one (./embed-options.ts). */
function open(practitionerId: unknown, source: HTMLElement | null, options?: unknown): void {
  chunk()
    .then(({ openPopup }) => openPopup(String(practitionerId ?? ""), source, options))
    .catch((error: unknown) => console.error("[vula] could not open the booking widget", error));
}

const commands: Record<string, (...args: unknown[]) => void> = {
  open: (id, options) => open(id, null, options),
  close: () => void chunk().then(({ closePopup }) => closePopup()),
  on: (event, listener) => document.addEventListener(`vula:${String(event)}`, listener as EventListener),
  off: (event, listener) => document.removeEventListener(`vula:${String(event)}`, listener as EventListener),
};

const vula: Command = (name, ...args) => {
  const run = commands[name];
  if (run) run(...args);
  else console.error(`[vula] unknown command "${name}"; known: ${Object.keys(commands).join(", ")}`);
};

function start(): void {
  const queued = Array.from(window.vula?.q ?? []);
  window.vula = vula;
  for (const args of queued) vula(...(Array.from(args) as [string, ...unknown[]]));
  for (const host of hostsIn(document.documentElement)) mount(host);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.removedNodes)) {
        for (const host of hostsIn(node)) if (!host.isConnected) unmount(host);
      }
      for (const node of Array.from(record.addedNodes)) for (const host of hostsIn(node)) mount(host);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
  // Popup triggers, wherever and whenever they appear: one listener for all of them.
  document.addEventListener("click", (event) => {
    const trigger =
      event.target instanceof Element ? event.target.closest<HTMLElement>("[data-vula-book]") : null;
    if (!trigger) return;
    event.preventDefault();
    open(trigger.dataset.vulaBook, trigger);
  });
  // The chunk is likely wanted soon: fetch it when a trigger is pointed at or focused.
  const warm = (event: Event) => {
    if (event.target instanceof Element && event.target.closest("[data-vula-book]")) void chunk();
  };
  document.addEventListener("pointerover", warm, { passive: true });
  document.addEventListener("focusin", warm);
}

// At once, not at DOMContentLoaded: the observer meets each widget element as the parser adds it, so
// its room is reserved before the page first paints below it (with the snippet's blocking="render").
start();
