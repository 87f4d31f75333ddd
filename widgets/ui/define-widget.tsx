import type { ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { type core, safeParse } from "zod/mini";
import type { WidgetModule } from "./widget-module";
// Every widget mounts through here, so every widget page (ours or a partner's) gets the base styles.
import "./base.css";

/**
 * Props come from the element's data-* attributes (dataset camel-cases them) plus, for structured
 * props, a child <script type="application/json">. They are validated, never guessed from strings.
 */
function rawProps(element: HTMLElement): Record<string, unknown> {
  const { widget: _name, ...data } = element.dataset;
  const json = element.querySelector<HTMLScriptElement>(':scope > script[type="application/json"]');
  return json ? { ...data, ...(JSON.parse(json.textContent || "{}") as Record<string, unknown>) } : data;
}

/**
 * Every widget also receives its host element and the static content it replaces (moved out, not
 * copied, so form state survives): e.g. to keep what a person typed before the script loaded.
 */
export interface HostProp {
  host: HTMLElement;
  replaced: DocumentFragment;
}

function restoreFocus(element: HTMLElement, name: string): void {
  const input = element.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
  if (!input) return;
  input.focus();
  const end = input.value.length;
  try {
    input.setSelectionRange(end, end);
  } catch {
    // Some input types (email, number) have no selection; focus is what matters.
  }
}

export function defineWidget<P extends object>(
  schema: core.$ZodType<P>,
  Component: ComponentType<P & HostProp>,
): WidgetModule {
  return {
    mount(element) {
      const parsed = safeParse(schema, rawProps(element));
      if (!parsed.success) {
        const detail = parsed.error.issues
          .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
          .join("; ");
        throw new Error(`bad props for "${element.dataset.widget}": ${detail}`);
      }
      // Rendering empties the element (React semantics), so take the static content out first.
      // Someone may be typing in the static form right now: remember where, to put them back.
      const active = document.activeElement;
      const focusedName = active instanceof HTMLInputElement && element.contains(active) ? active.name : "";
      const replaced = document.createDocumentFragment();
      replaced.append(...Array.from(element.childNodes));
      const root = createRoot(element);
      root.render(<Component {...parsed.data} host={element} replaced={replaced} />);
      if (focusedName) restoreFocus(element, focusedName);
      return () => root.unmount();
    },
  };
}
