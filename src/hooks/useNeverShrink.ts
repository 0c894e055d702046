import { useEffect, useLayoutEffect, useRef } from "react";

// Layout effects do nothing on the server (and React warns); the pre-rendered form has nothing to keep.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * Returns the refs [outer, inner]. Keeps the element `outer` at least as tall as its content (`inner`) has been since it was mounted:
 * content that goes away (another service's fields, the return trip's date) leaves its room behind, so
 * a visitor scrolled low never sees the page shorten and everything on screen move down under their
 * finger. The height is applied before the browser paints (a layout effect after every render, and a
 * ResizeObserver for what changes between renders), as an inline min-height, without re-rendering.
 * A new mount starts again from the content's own height ("Send another request" brings a new form).
 */
export function useNeverShrink<Outer extends HTMLElement, Inner extends HTMLElement>() {
  const outer = useRef<Outer>(null);
  const inner = useRef<Inner>(null);
  const tallest = useRef(0);
  // Reads refs only: the same function serves every render and the one observer.
  const keep = () => {
    const height = inner.current?.getBoundingClientRect().height ?? 0;
    if (height > tallest.current && outer.current) {
      tallest.current = height;
      outer.current.style.minHeight = `${height}px`;
    }
  };
  useIsomorphicLayoutEffect(keep);
  useEffect(() => {
    const element = inner.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(keep);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [outer, inner] as const;
}
