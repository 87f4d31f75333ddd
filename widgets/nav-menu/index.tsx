import { useCallback, useEffect, useRef, useState } from "react";
import * as z from "../../core/schemas/z";
import { defineWidget } from "../ui/define-widget";

/**
 * The compact header's menu button. `controls` is the id of the navigation it opens: the button sets
 * aria-expanded, toggles the `is-open` class on that element, closes on Escape (focus back on the
 * button), on a click outside, and when the viewport grows past the compact layout. It also marks
 * the link to the current page with aria-current="page" (the header partial is shared by all pages).
 */
const props = z.object({ controls: z.string().check(z.minLength(1)) });

/** Matches the site stylesheet's compact-header breakpoint. */
const WIDE = "(min-width: 960px)";

function markCurrentPage(nav: HTMLElement): void {
  const here = window.location.pathname.replace(/\/index\.html$/, "/").replace(/(.)\/$/, "$1");
  for (const link of Array.from(nav.querySelectorAll<HTMLAnchorElement>("a[href^='/']"))) {
    const target = new URL(link.href).pathname.replace(/(.)\/$/, "$1");
    if (target === here) link.setAttribute("aria-current", "page");
  }
}

function NavMenu({ controls }: z.infer<typeof props>) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    const nav = document.getElementById(controls);
    if (nav) markCurrentPage(nav);
  }, [controls]);

  useEffect(() => {
    document.getElementById(controls)?.classList.toggle("is-open", open);
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      const nav = document.getElementById(controls);
      if (!nav?.contains(target) && !button.current?.contains(target)) close(false);
    };
    const wide = window.matchMedia(WIDE);
    const onWide = () => wide.matches && close(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    wide.addEventListener("change", onWide);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      wide.removeEventListener("change", onWide);
    };
  }, [open, controls, close]);

  return (
    <button
      ref={button}
      type="button"
      className="menu-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpen((value) => !value)}
    >
      <span className="menu-toggle__icon" aria-hidden="true" />
      {open ? "Close" : "Menu"}
    </button>
  );
}

export const { mount } = defineWidget(props, NavMenu);
