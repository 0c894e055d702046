import { createElement, lazy, memo, Suspense, type ComponentType } from "react";

const INTERACTIONS = ["pointerdown", "focusin", "keydown"] as const;

/**
 * Resolves when the element matching `selector` comes within `margin` of the viewport, or when the
 * visitor touches, clicks or focuses something inside it. Resolves at once on the server (the HTML
 * is always complete) and when the element is not in the document, as after a client-side
 * navigation, where there is no pre-rendered markup to keep on screen.
 */
export function whenNear(selector: string, margin = "50% 0px"): Promise<void> {
  if (typeof window === "undefined" || typeof IntersectionObserver === "undefined") return Promise.resolve();
  const element = document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: margin });
    function done() {
      observer.disconnect();
      for (const type of INTERACTIONS) element!.removeEventListener(type, done, true);
      resolve();
    }
    observer.observe(element);
    for (const type of INTERACTIONS) element.addEventListener(type, done, true);
  });
}

/**
 * A component whose code is fetched only when its part of the page is about to be seen. React keeps
 * the server's HTML for it (visible, just not yet interactive) until the code has arrived, then
 * hydrates it: the first load carries only what the first screen needs.
 *
 * The Suspense boundary lives inside a memo: a page re-render (the router does one on every hash
 * change) must not reach a boundary that is still waiting for its code, or React would give up the
 * server HTML and show the empty fallback until the code arrives.
 */
export function lazyNear<P extends object>(selector: string, load: () => Promise<ComponentType<P>>, margin?: string) {
  const Lazy = lazy(() =>
    whenNear(selector, margin)
      .then(load)
      .then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>;
  function Deferred(props: P) {
    return <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>;
  }
  return memo(Deferred);
}
