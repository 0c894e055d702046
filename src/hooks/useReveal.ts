import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "./usePrefersReducedMotion";

/** A card reveals once its top edge is this far above the bottom of the viewport. */
export const REVEAL_OFFSET_PX = 150;

export type RevealState = "static" | "hidden" | "shown";

/**
 * Fade-in on scroll that never hides content it should not: the server render and the first client
 * render are "static" (plainly visible), cards already on screen stay static, and reduced motion or a
 * missing IntersectionObserver skip the effect entirely.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    if (element.getBoundingClientRect().top < window.innerHeight - REVEAL_OFFSET_PX) return;

    setState("hidden");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState("shown");
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, state };
}
