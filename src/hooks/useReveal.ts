import { useEffect, useRef } from "react";
import { prefersReducedMotion } from "./usePrefersReducedMotion";

/** A card reveals once its top edge is this far above the bottom of the viewport. */
export const REVEAL_OFFSET_PX = 150;

export type RevealState = "static" | "hidden" | "shown";

/**
 * Fade-in on scroll that never hides content it should not: the element arrives "static" (plainly
 * visible, as the server rendered it), cards already on screen stay static, and reduced motion or a
 * missing IntersectionObserver skip the effect entirely. A card below the fold is hidden once the
 * observer first reports it, before it can be seen, and shown when it enters the viewport. It works on the element's `data-reveal`
 * attribute itself, not through React state, so the same code runs on cards React rendered and on
 * pre-rendered sections React never hydrates (preRendered.tsx). Returns what stops watching.
 */
export function watchReveal(element: HTMLElement): () => void {
  if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") return () => {};
  // Where the card stands comes from the observer's first report, computed with the next frame's
  // layout: reading getBoundingClientRect here would force a layout of the whole page while it boots.
  let first = true;
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      if (first) {
        first = false;
        // The root's bounds already lack the offset (rootMargin below); reading window.innerHeight
        // instead would force a layout each time, as the cards hidden before it invalidated it.
        const line = entry.rootBounds?.bottom ?? window.innerHeight - REVEAL_OFFSET_PX;
        if (entry.isIntersecting || entry.boundingClientRect.top < line) {
          observer.disconnect();
          return;
        }
        element.setAttribute("data-reveal", "hidden" satisfies RevealState);
      } else if (entry.isIntersecting) {
        element.setAttribute("data-reveal", "shown" satisfies RevealState);
        observer.disconnect();
      }
    },
    { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** watchReveal on the element the returned ref is attached to, once it is mounted. */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => (ref.current ? watchReveal(ref.current) : undefined), []);
  return ref;
}
