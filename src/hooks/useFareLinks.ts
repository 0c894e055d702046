import { useEffect } from "react";

/** The event a "Book" link sends once the page is interactive: its detail is the fare's id. */
export const FARE_EVENT = "rates:fare";
/** A "Book" link (src/sections/FareCell.tsx): matched here by its attribute, so the first load carries none of the rates' code. */
const FARE_LINK = "a[data-fare]";

/**
 * "Book" links (the Rates section, pre-rendered and never hydrated) are real links: before the page's
 * script runs, a tap loads `/?fare=…#contact` and the form reads the fare from the address as it starts.
 * Once the page is interactive, the same tap stays on the page: the address takes the fare (so a reload
 * or a shared link keeps it), the form is brought into view with its first field focused, and the
 * form fills itself in from FARE_EVENT (or from the address, if its code is still on the way).
 */
export function useFareLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(FARE_LINK);
      const fare = link?.dataset.fare;
      if (!link || !fare || link.pathname !== window.location.pathname) return;
      const form = document.getElementById("contact");
      if (!form) return;
      event.preventDefault();
      window.history.pushState(window.history.state, "", link.href);
      // Smooth or not as the page's scroll-behavior says (GlobalStyles: none when motion is reduced).
      form.scrollIntoView({ block: "start" });
      document.getElementById("contact-name")?.focus({ preventScroll: true });
      window.dispatchEvent(new CustomEvent(FARE_EVENT, { detail: fare }));
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
