/**
 * Two things Decap 3.6.4 has no option for, added to its page from the outside:
 *
 * - The company's mark in the admin's header. Decap shows a logo in its header only from 3.7
 *   (`logo: { src, show_in_header }`, decaporg/decap-cms#7487), which needs React 19 while the site
 *   is on React 18 (docs/editing.md, "The files"). Until then BrandMark is rendered into the header's
 *   navigation list. (The log-in page takes the mark through `logo_url`, src/cms/brandLogo.ts.)
 * - A list item (a service, a region, a vehicle…) opens by a click on its title, not only on the small
 *   chevron next to it: Decap draws the collapsed item's title as plain text.
 * - No remove button on the items of a list whose field says `allow_remove: false` (the services): the
 *   option exists from Decap 3.8 (decaporg/decap-cms#7573); 3.6.4 ignores it, and its `min` / `max`
 *   only refuse the save once the item is gone (config.ts keeps both).
 *
 * Both find Decap's elements by the labels its styled components put in their class names
 * (`AppHeaderNavList`, `NestedObjectLabel`, `StyledListItemTopBar`). gatsby/admin/decapMarkup.ts stops the build
 * when the Decap it bundles lacks them or has the header logo option (DECAP_MARKUP below).
 */
import { css } from "@emotion/react";
import { createRoot } from "react-dom/client";
import { BrandMark } from "../components/BrandMark";
import { colors } from "../styles/theme";
import { adminColors } from "../styles/theme";

/** The Decap markup this module relies on; gatsby/admin/decapMarkup.ts checks the bundle. */
export const DECAP_MARKUP = {
  headerNav: '[class*="AppHeaderNavList"]',
  itemTitle: '[class*="NestedObjectLabel"]',
  itemTopBar: '[class*="StyledListItemTopBar"]',
} as const;

const BRAND_SLOT = "data-brand-mark";

/** BrandMark is drawn for the site's night background; Decap's header is white. */
const brandSlot = css`
  display: flex;
  align-items: center;
  box-sizing: border-box;
  height: 100%;
  padding-left: 6px;
  margin-right: 28px;
  padding-right: 28px;
  border-right: 1px solid ${adminColors.border};
  & > span {
    color: ${colors.night};
  }
  rect[fill="none"] {
    stroke: ${colors.goldDeep};
  }
  rect:not([fill="none"]) {
    fill: ${colors.goldDeep};
  }
`;

function mountBrand(brand: string) {
  const nav = document.querySelector(DECAP_MARKUP.headerNav);
  if (!nav || nav.querySelector(`[${BRAND_SLOT}]`)) return;
  const slot = document.createElement("li");
  slot.setAttribute(BRAND_SLOT, "");
  nav.prepend(slot);
  createRoot(slot).render(
    <span css={brandSlot}>
      <BrandMark brand={brand} />
    </span>,
  );
}

/** A click on a collapsed item's title does what its chevron (the top bar's first button) does. */
function openItemByTitle(event: MouseEvent) {
  const title = (event.target as Element | null)?.closest?.(DECAP_MARKUP.itemTitle);
  const toggle = title?.parentElement?.querySelector<HTMLButtonElement>(`:scope > ${DECAP_MARKUP.itemTopBar} > button`);
  toggle?.click();
}

const itemTitleStyle = `${DECAP_MARKUP.itemTitle} { cursor: pointer; } ${DECAP_MARKUP.itemTitle}:hover { color: ${adminColors.focus}; text-decoration: underline; }`;

/** `displayFont`: the mark's face (the site's display face, weight 500) as a URL; the admin's page loads no site font. */
/** A list field, by collection and name, whose items cannot be removed. */
export interface FixedList {
  collection: string;
  field: string;
}

/**
 * Decap names a field's control `<name>-field-<n>`; on a fixed list's entry page, the body says which
 * field, and the rule below hides the remove button (the last one of each item's top bar) in it;
 * `visibility` rather than `display` keeps the drag handle centred, and takes it out of the tab order.
 */
function markFixedLists(fixedLists: FixedList[]) {
  const fixed = fixedLists.find(({ collection }) => location.hash.startsWith(`#/collections/${collection}/entries/`));
  if (fixed) document.body.setAttribute(FIXED_LIST, fixed.field);
  else document.body.removeAttribute(FIXED_LIST);
}

const FIXED_LIST = "data-fixed-list";
const fixedListStyle = (fixedLists: FixedList[]) =>
  [...new Set(fixedLists.map(({ field }) => field))]
    .map((field) => `body[${FIXED_LIST}="${field}"] [id^="${field}-field-"] ${DECAP_MARKUP.itemTopBar} > button:last-child { visibility: hidden; }`)
    .join(" ");

export function installAdminChrome(brand: string, displayFont: string, fixedLists: FixedList[]) {
  document.fonts.add(new FontFace("Cormorant Garamond", `url(${displayFont})`, { weight: "500" }));
  const style = document.createElement("style");
  // The admin's page loads no site CSS (src/styles/fonts.css defines the stacks): the mark names its one face.
  style.textContent = `:root { --font-display: "Cormorant Garamond", serif; } ${itemTitleStyle} ${fixedListStyle(fixedLists)}`;
  document.head.append(style);
  document.addEventListener("click", openItemByTitle);
  window.addEventListener("hashchange", () => markFixedLists(fixedLists));
  markFixedLists(fixedLists);
  // Decap redraws its header on every page change (and drops it at log-out): put the mark back each time.
  new MutationObserver(() => mountBrand(brand)).observe(document.body, { childList: true, subtree: true });
  mountBrand(brand);
}
