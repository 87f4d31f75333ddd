import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import * as z from "../../core/schemas/z";
import { defineWidget } from "../ui/define-widget";
import { nextWordIndex, ROTATE_INTERVAL_MS, ROTATING_WORDS } from "./rotating-word";
import "./rotating-headline.css";

/**
 * The home headline's last word, changing every 1.5 s (GP's. -> Psychologists. -> Counsellors.).
 * The host element sits inside an aria-hidden part of the h1 next to a visually hidden full sentence,
 * so screen readers hear the headline once, never each change. Reduced motion: the word still changes,
 * without the slide-in (see the CSS). Paused while the tab is hidden.
 *
 * `control` is the id of an element outside the heading where the Pause/Play button goes (WCAG 2.2.2:
 * content that moves for more than 5 s needs a way to stop it). A button cannot live in the host: that
 * is inside the h1 and hidden from assistive technology.
 */
const props = z.object({ control: z.string().check(z.minLength(1)) });

function RotatingHeadline({ control }: z.infer<typeof props>) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [slot] = useState(() => document.getElementById(control));
  const changed = useRef(false);
  if (index !== 0) changed.current = true;

  useEffect(() => {
    if (!slot) console.error(`[rotating-headline] no element with id "${control}" for the pause button`);
  }, [slot, control]);

  useEffect(() => {
    if (!playing) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      if (!document.hidden) timer = setInterval(() => setIndex((i) => nextWordIndex(i)), ROTATE_INTERVAL_MS);
    };
    start();
    document.addEventListener("visibilitychange", start);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", start);
    };
  }, [playing]);

  // The label changes with the state (no aria-pressed as well: that would announce "Play, pressed").
  const toggle = (
    <button type="button" className="motion-toggle" onClick={() => setPlaying((value) => !value)}>
      <svg className="motion-toggle__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        {playing ? (
          <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
        ) : (
          <path d="M4.5 2.5v11l9-5.5z" fill="currentColor" />
        )}
      </svg>
      {playing ? "Pause" : "Play"}
      <span className="vh-sr-only"> rotating headline</span>
    </button>
  );

  // The first word is already on the page (host markup): animate only the words that replace it.
  return (
    <>
      <span key={index} className={changed.current ? "rotating-word rotating-word--in" : "rotating-word"}>
        {ROTATING_WORDS[index]}
      </span>
      {slot ? createPortal(toggle, slot) : null}
    </>
  );
}

export const { mount } = defineWidget(props, RotatingHeadline);
