/**
 * The mount runtime: the one script every host page (ours and partners') loads.
 * Finds every [data-widget], loads only the chunks named, mounts each element once, follows elements
 * added or removed later, and reports failures on the console without breaking the page.
 */
import { fillCsrfMeta } from "../api/csrf";
import { loaderFor } from "../registry";
import type { WidgetModule } from "../ui/widget-module";

const mounted = new WeakMap<Element, () => void>();
const pending = new WeakSet<Element>();

async function mountElement(element: HTMLElement): Promise<void> {
  if (mounted.has(element) || pending.has(element)) return;
  const name = element.dataset.widget ?? "";
  const load = loaderFor(name);
  if (!load) {
    console.error(`[widgets] unknown widget "${name}"`, element);
    return;
  }
  pending.add(element);
  let widget: WidgetModule;
  try {
    widget = await load();
  } catch (error) {
    pending.delete(element);
    console.error(`[widgets] could not load "${name}"`, error);
    return;
  }
  pending.delete(element);
  // The element may have left the page while its chunk was loading.
  if (!element.isConnected) return;
  try {
    mounted.set(element, widget.mount(element));
  } catch (error) {
    console.error(`[widgets] could not mount "${name}"`, error);
  }
}

function unmountElement(element: Element): void {
  const unmount = mounted.get(element);
  if (!unmount) return;
  mounted.delete(element);
  unmount();
}

function widgetsIn(node: Node): HTMLElement[] {
  if (!(node instanceof HTMLElement)) return [];
  const found = Array.from(node.querySelectorAll<HTMLElement>("[data-widget]"));
  return node.matches("[data-widget]") ? [node, ...found] : found;
}

/** Mounts every widget under `root`; safe to call again (already mounted elements are skipped). */
export function mountAll(root: ParentNode = document): void {
  for (const element of Array.from(root.querySelectorAll<HTMLElement>("[data-widget]"))) {
    void mountElement(element);
  }
}

function start(): void {
  // Early, so forms have a token by the time someone submits; forms ask again if this failed.
  fillCsrfMeta().catch((error: unknown) => console.warn("[widgets] no CSRF token yet", error));
  mountAll();
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.removedNodes)) {
        for (const element of widgetsIn(node)) if (!element.isConnected) unmountElement(element);
      }
      for (const node of Array.from(record.addedNodes)) {
        for (const element of widgetsIn(node)) void mountElement(element);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", start, { once: true });
} else {
  start();
}
