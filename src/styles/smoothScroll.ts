/**
 * The attribute on <html> that turns smooth scrolling on (src/components/GlobalStyles.tsx), set by the page's
 * script once the page has loaded (gatsby/browser/smoothScroll.ts). Not before: the browser scrolls to an address's
 * #target smoothly too as the page opens, so a "Book" link (`/?fare=…#contact-form`) opened the page at its
 * top and glided down to the form for two seconds. Without JavaScript an anchor simply jumps. A leaf, so
 * the browser entry imports nothing else.
 */
export const SMOOTH_SCROLL = "data-smooth-scroll";
