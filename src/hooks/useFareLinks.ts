import { useEffect } from "react";

/**
 * The event a "Book" link sends once the page is interactive. Its detail is the link's query string, as the
 * address then has it: `?fare=gva-verbier.s-class` (a transfer's fare, src/contact/fareIds.ts bookHref) or
 * `?service=chauffeur-hourly&vehicleClass=s-class` (another published rate, or a transfer on request:
 * bookServiceHref). The form reads it as it reads the address on its first load.
 */
export const FARE_EVENT = "rates:fare";
/**
 * The "Book" links of the Rates section: a fare's (FareCell, the fare finder) and a service's (by the hour,
 * assistance, rental; the finder's on request). Matched by their attributes, so the first load carries none
 * of the rates' code.
 */
const BOOK_LINK = "a[data-fare], a[data-book]";

/**
 * "Book" links (the Rates section, pre-rendered and never hydrated) are real links: before the page's
 * script runs, a tap loads `/?fare=…#contact-form` and the form reads the address as it starts. Once the
 * page is interactive, the same tap stays on the page: the address takes the link's query (so a reload or a
 * shared link keeps it), the form (the link's #target) is brought into view, and FARE_EVENT tells the form,
 * which fills itself in and takes the focus (or reads the address, if its code is still on the way).
 */
export function useFareLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(BOOK_LINK);
      if (!link || link.pathname !== window.location.pathname) return;
      const form = link.hash ? document.getElementById(decodeURIComponent(link.hash.slice(1))) : null;
      if (!form) return;
      event.preventDefault();
      window.history.pushState(window.history.state, "", link.href);
      // Smooth or not as the page's scroll-behavior says (GlobalStyles: none when motion is reduced).
      form.scrollIntoView({ block: "start" });
      window.dispatchEvent(new CustomEvent(FARE_EVENT, { detail: link.search }));
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
