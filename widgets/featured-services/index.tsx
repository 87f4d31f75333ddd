import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from "react";
import type { FeaturedService } from "../../core/schemas/featured-services";
import * as z from "../../core/schemas/z";
import { serviceAddedMessage, uiText } from "../../core/ui-text";
import { api } from "../api/client";
import { defineWidget } from "../ui/define-widget";
import { EmptyState } from "../ui/EmptyState";
import { Loader } from "../ui/Loader";
import { requestSearchFill } from "../ui/search-fill-event";
import { showToast } from "../ui/toast";
import {
  CAROUSEL_TRANSITION_MS,
  cloneCount,
  isScrollable,
  settle,
  slideForSlot,
  slidesPerView,
  slideWidthPercent,
  step,
  swipeDirection,
  trackOffsetPercent,
  visibleSlots,
} from "./carousel";
import "./featured-services.css";

/**
 * Featured services (GET /api/get/feature/services) as a wrap-around carousel. Choosing a slide puts
 * the service into the page's search box (see ui/search-fill-event.ts) and confirms with a toast.
 * Only the slides in view can be focused; Previous/Next and swipes page through the rest.
 */
type Load = { status: "loading" } | { status: "error" } | { status: "ready"; services: FeaturedService[] };

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setWidth(window.innerWidth));
    };
    window.addEventListener("resize", onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return width;
}

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

function Slide({
  service,
  hidden,
  onChoose,
}: {
  service: FeaturedService;
  hidden: boolean;
  onChoose: (service: FeaturedService) => void;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <button
      type="button"
      className="fs-card"
      tabIndex={hidden ? -1 : undefined}
      onClick={() => onChoose(service)}
    >
      <span className="fs-card__media">
        {broken || !service.image ? (
          <span className="fs-card__fallback" aria-hidden="true">
            {service.name.charAt(0)}
          </span>
        ) : (
          <img src={service.image} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} />
        )}
      </span>
      <span className="fs-card__name">{service.name}</span>
      <span className="fs-card__hint" aria-hidden="true">
        + Add to search
      </span>
    </button>
  );
}

function NavButton({ label, path, onClick }: { label: string; path: string; onClick: () => void }) {
  return (
    <button type="button" className="fs__nav" aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

function Carousel({ services }: { services: FeaturedService[] }) {
  const count = services.length;
  const perView = slidesPerView(useViewportWidth());
  const scrollable = isScrollable(count, perView);
  const slots = [...services, ...services.slice(0, cloneCount(count, perView))];
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(false);
  const [status, setStatus] = useState("");
  const busy = useRef(false);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  /** When the last swipe ended: the click a mouse drag ends with is not a choice. */
  // Event timestamps count from page load: starting at 0 would swallow every click in the first half
  // second as "the end of a swipe" (a fast tap, or a test, right after the page appears).
  const swipedAt = useRef(Number.NEGATIVE_INFINITY);

  // Fewer slides than fit (after a resize, say): start again from the first.
  useEffect(() => {
    if (!scrollable) setPosition(0);
  }, [scrollable]);

  const announce = useCallback(
    (at: number) => {
      const first = settle(at, count) + 1;
      const last = settle(at + Math.max(1, Math.floor(perView)) - 1, count) + 1;
      setStatus(first === last ? `Showing ${first} of ${count}` : `Showing ${first} to ${last} of ${count}`);
    },
    [count, perView],
  );

  const go = useCallback(
    (direction: "next" | "previous") => {
      if (!scrollable || busy.current) return;
      const { jumpTo, moveTo } = step(position, count, direction);
      announce(moveTo);
      if (reducedMotion()) {
        setAnimate(false);
        setPosition(settle(moveTo, count));
        return;
      }
      busy.current = true;
      if (jumpTo === null) {
        setAnimate(true);
        setPosition(moveTo);
      } else {
        // Jump (no animation) onto the copy, let it paint, then slide.
        setAnimate(false);
        setPosition(jumpTo);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            setAnimate(true);
            setPosition(moveTo);
          }),
        );
      }
      setTimeout(
        () => {
          busy.current = false;
          setAnimate(false);
          setPosition(settle(moveTo, count));
        },
        CAROUSEL_TRANSITION_MS + (jumpTo === null ? 0 : 40),
      );
    },
    [scrollable, position, count, announce],
  );

  const choose = (service: FeaturedService) => {
    requestSearchFill({ service: service.name }, () =>
      showToast(serviceAddedMessage(service.name), "success"),
    );
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (direction) {
      swipedAt.current = event.timeStamp;
      go(direction);
    }
  };

  const inView = new Set(scrollable ? visibleSlots(position, perView, slots.length) : slots.map((_, i) => i));

  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern, a group, not a form fieldset.
    <div className="fs" role="group" aria-roledescription="carousel" aria-label="Featured services">
      <div
        className={`fs__viewport${scrollable ? "" : " fs__viewport--static"}`}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onScroll={(event) => {
          // Browsers without overflow: clip scroll the viewport to a focused slide: the track does the moving.
          event.currentTarget.scrollLeft = 0;
        }}
        onPointerCancel={() => {
          swipe.current = null;
        }}
        onClickCapture={(event) => {
          // The click that ends a swipe is not a choice (keyboard clicks have detail 0).
          if (event.detail !== 0 && event.timeStamp - swipedAt.current < 500) {
            event.preventDefault();
            event.stopPropagation();
          }
        }}
      >
        <div
          className="fs__track"
          style={{
            transform: `translateX(${trackOffsetPercent(position, perView)}%)`,
            transition: animate
              ? `transform ${CAROUSEL_TRANSITION_MS}ms cubic-bezier(0.25, 0.8, 0.25, 1)`
              : "none",
          }}
        >
          {slots.map((service, slot) => {
            const hidden = !inView.has(slot);
            const index = slideForSlot(slot, count);
            return (
              // biome-ignore lint/a11y/useSemanticElements: each slide is an APG "slide" group.
              <div
                key={slot < count ? service.id : `${service.id}-copy`}
                className="fs__slide"
                style={{
                  flexBasis: `${slideWidthPercent(scrollable ? perView : Math.max(count, perView))}%`,
                }}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={hidden || undefined}
                inert={hidden || undefined}
              >
                <Slide service={service} hidden={hidden} onChoose={choose} />
              </div>
            );
          })}
        </div>
      </div>
      {scrollable && (
        <div className="fs__controls">
          <NavButton label="Previous services" path="M15 5l-7 7 7 7" onClick={() => go("previous")} />
          <NavButton label="Next services" path="M9 5l7 7-7 7" onClick={() => go("next")} />
        </div>
      )}
      <p className="vh-sr-only" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

function FeaturedServices() {
  const [load, setLoad] = useState<Load>({ status: "loading" });
  useEffect(() => {
    const abort = new AbortController();
    api
      .call("GET /api/get/feature/services", { signal: abort.signal })
      .then((services) => setLoad({ status: "ready", services }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error("[featured-services] load failed", error);
        showToast(uiText.featuredServicesFailed, "error");
        setLoad({ status: "error" });
      });
    return () => abort.abort();
  }, []);

  if (load.status === "loading") return <Loader />;
  if (load.status === "error")
    return (
      <EmptyState message="Featured services are not available right now. You can still search above." />
    );
  if (load.services.length === 0) return <EmptyState />;
  return <Carousel services={load.services} />;
}

export const { mount } = defineWidget(z.object({}), FeaturedServices);
