import {
  BOOK_ATTRIBUTE,
  FINDER_ATTRIBUTE,
  finderResult,
  ON_REQUEST_ATTRIBUTE,
  PART_ATTRIBUTE,
  WIRED_ATTRIBUTE,
  type FareFinderData,
  type FinderPart,
} from "../contact/fareFinder";

/**
 * What the fare finder does with a choice (./useFareLinks.ts loads this module on the visitor's first
 * touch of a finder, so that the page's first load does not carry it).
 */
// Each finder's data, parsed once (the attribute is written by the build and never changes).
const parsed = new WeakMap<Element, FareFinderData>();

function dataOf(finder: HTMLElement): FareFinderData | undefined {
  let data = parsed.get(finder);
  if (!data) {
    try {
      data = JSON.parse(finder.getAttribute(FINDER_ATTRIBUTE) ?? "") as FareFinderData;
    } catch {
      return undefined;
    }
    parsed.set(finder, data);
  }
  return data;
}

const partOf = <T extends Element>(finder: Element, name: FinderPart) => finder.querySelector<T>(`[${PART_ATTRIBUTE}="${name}"]`);
const selectedText = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? "";

/**
 * Writes the result of the finder's current choice: the "To" list keeps the places the start has a route to
 * (the first of them when the chosen one is not), then the price (or "on request"), and the Book link's
 * address, name and fare (a[data-fare]) or service (a[data-book]), which useFareLinks then handles.
 */
export function showChoice(finder: HTMLElement): void {
  const data = dataOf(finder);
  const from = partOf<HTMLSelectElement>(finder, "from");
  const to = partOf<HTMLSelectElement>(finder, "to");
  const vehicleClass = partOf<HTMLSelectElement>(finder, "class");
  const result = partOf<HTMLElement>(finder, "result");
  const price = partOf<HTMLElement>(finder, "price");
  const book = partOf<HTMLAnchorElement>(finder, "book");
  if (!data || !from || !to || !vehicleClass || !result || !price || !book) return;
  const reachable = data.routes[from.value] ?? {};
  for (const option of to.options) option.hidden = option.disabled = !reachable[option.value];
  if (!reachable[to.value]) to.value = Object.keys(reachable)[0] ?? "";
  const shown = finderResult(
    data,
    { from: from.value, to: to.value, vehicleClass: vehicleClass.value },
    { from: selectedText(from), to: selectedText(to), vehicle: selectedText(vehicleClass) },
  );
  if (!shown) return;
  price.textContent = shown.price ?? data.texts.onRequest;
  result.toggleAttribute(ON_REQUEST_ATTRIBUTE, !shown.price);
  book.href = shown.href;
  book.setAttribute("aria-label", shown.label);
  if (shown.fare) {
    book.dataset.fare = shown.fare;
    book.removeAttribute(BOOK_ATTRIBUTE);
  } else {
    book.setAttribute(BOOK_ATTRIBUTE, shown.book ?? "");
    delete book.dataset.fare;
  }
  finder.setAttribute(WIRED_ATTRIBUTE, "");
}

/** From becomes To and To becomes From, when the destination is itself a start (a one-way route's end may not be). */
export function swapPlaces(finder: HTMLElement): void {
  const data = dataOf(finder);
  const from = partOf<HTMLSelectElement>(finder, "from");
  const to = partOf<HTMLSelectElement>(finder, "to");
  if (!data || !from || !to || !data.routes[to.value]) return;
  [from.value, to.value] = [to.value, from.value];
  showChoice(finder);
}
