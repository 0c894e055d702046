import { useCallback, useEffect, useLayoutEffect, useRef } from "react";

// Layout effects do nothing on the server (and React warns); the pre-rendered form has nothing to keep.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** What a visitor's change arrives as; heard on the window in the capture phase, before React's root. */
const INPUT_EVENTS = ["input", "change", "click", "keydown"] as const;

/**
 * Returns the refs [area, filler]. When content of `area` goes away (another service's fields, the
 * return trip's date), a page that got shorter under a visitor scrolled near its end would have its
 * scroll position pulled back, and everything on screen would move down under their finger. So the
 * area gives up only the height the page can lose below the screen's bottom edge (nothing above that
 * edge moves); the rest stays, handed to `filler` as extra min-height (the message box, which grows
 * into the room rather than leaving a hole). Elsewhere on the page the area simply closes up.
 *
 * Worked out before the browser paints (a layout effect after every render, and a ResizeObserver for
 * what changes between renders), without re-rendering; only when the content's own height changed, so
 * the room never shrinks while the visitor types in the box. A new mount starts from its content.
 */
export function useNeverShrink<Area extends HTMLElement, Filler extends HTMLElement>() {
  const area = useRef<Area>(null);
  const filler = useRef<Filler>(null);
  // The area's height as last laid out, the content's own height, the filler's without any room, the
  // room given to it, and how much of the page lies below the screen's bottom edge.
  const height = useRef(0);
  const natural = useRef(0);
  const fillerBase = useRef(0);
  const extra = useRef(0);
  const below = useRef(0);
  // Read while the page still has its length: after content went away, reading the scroll position
  // would let the browser pull it back at once (the very jump this prevents).
  const measureBelow = useCallback(() => {
    below.current = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
  }, []);
  // Reads refs only: the same function serves every render and the one observer.
  const keep = useCallback(() => {
    const element = area.current;
    const fill = filler.current;
    if (!element || !fill) return;
    const total = element.getBoundingClientRect().height;
    const fillHeight = fill.getBoundingClientRect().height;
    if (extra.current === 0) fillerBase.current = fillHeight;
    const own = total - Math.max(0, fillHeight - fillerBase.current);
    if (Math.abs(own - natural.current) < 0.5) {
      height.current = total;
      return;
    }
    natural.current = own;
    const target = Math.max(own, height.current - Math.max(0, below.current));
    extra.current = Math.round(target - own);
    // border-box everywhere (GlobalStyles): a min-height of the filler's own height plus the room.
    fill.style.minHeight = extra.current > 0 ? `${fillerBase.current + extra.current}px` : "";
    height.current = own + extra.current;
    measureBelow();
  }, [measureBelow]);
  useIsomorphicLayoutEffect(keep);
  useEffect(() => {
    const element = area.current;
    measureBelow();
    window.addEventListener("scroll", measureBelow, { passive: true });
    window.addEventListener("resize", measureBelow);
    // Also at the very moment of the change, before React's own listeners re-render: a scroll event is
    // only dispatched with the next frame, so a choice made right after a scroll (a fast thumb, a busy
    // phone) would otherwise be measured against the position before that scroll.
    for (const type of INPUT_EVENTS) window.addEventListener(type, measureBelow, { capture: true, passive: true });
    const observer = typeof ResizeObserver === "undefined" || !element ? undefined : new ResizeObserver(keep);
    if (element) observer?.observe(element);
    return () => {
      window.removeEventListener("scroll", measureBelow);
      window.removeEventListener("resize", measureBelow);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, measureBelow, { capture: true });
      observer?.disconnect();
    };
  }, [keep, measureBelow]);
  return [area, filler] as const;
}
