// The admin's Rates preview (src/cms/previews.tsx) draws the page's own section from the entry being
// edited: an amount changed in the admin shows there at once, formatted as the page will show it, and
// an emptied price reads "on request". Amounts and texts are read from content/.
import { readFileSync } from "node:fs";
import path from "node:path";
import { act, render, screen, within } from "@testing-library/react";
import { ratesFormat } from "../../src/cms/collections";
import rates from "../../content/rates.json";
import { RatesPreview } from "../../src/cms/previews";
import { setEditingLanguage } from "../../src/cms/editingLanguage";
import { formatChf } from "../../src/i18n/prices";
import { strings } from "../support/content";

/** Decap's entry: Immutable data read through getIn(["data", …]).toJS(). */
function entryOf(data: unknown) {
  return { getIn: (path: string[]) => (path.length === 1 ? { toJS: () => data } : undefined) };
}

function renderPreview(data: unknown) {
  return render(<RatesPreview entry={entryOf(data)} document={document} getAsset={() => undefined} />);
}

test("an amount edited in the admin shows in the preview, in each language's format", () => {
  const edited = JSON.parse(JSON.stringify(rates)) as typeof rates;
  const route = edited.transfers[0];
  route.prices[0].amount = 4321;
  act(() => setEditingLanguage("en"));
  const { unmount } = renderPreview(edited);
  // The first table: the routes from the first starting point.
  const row = within(screen.getAllByRole("table")[0]).getByRole("rowheader", { name: route.to.en }).closest("tr")!;
  expect(row.textContent).toContain(formatChf(4321, "en"));
  unmount();
  act(() => setEditingLanguage("fr"));
  renderPreview(edited);
  const rowFr = within(screen.getAllByRole("table")[0]).getByRole("rowheader", { name: route.to.fr }).closest("tr")!;
  expect(rowFr.textContent).toContain(formatChf(4321, "fr"));
});

test('a price emptied in the admin (Decap writes "") reads on request, with no Book link', () => {
  const edited = JSON.parse(JSON.stringify(rates)) as { transfers: { to: { en: string }; prices: { amount: unknown }[] }[] };
  edited.transfers[1].prices[0].amount = "";
  act(() => setEditingLanguage("en"));
  renderPreview(edited);
  const row = within(screen.getAllByRole("table")[0]).getByRole("rowheader", { name: edited.transfers[1].to.en }).closest("tr")!;
  const first = row.querySelectorAll("td")[0];
  expect(first.textContent).toContain(strings.en.rates.onRequest);
  expect(first.querySelector("a")).toBeNull();
});

test("the admin saves an emptied price as null (on request), and the file as it was otherwise", () => {
  const edited = JSON.parse(JSON.stringify(rates)) as { transfers: { prices: { amount: unknown }[] }[]; assistanceHourly: unknown };
  edited.transfers[0].prices[1].amount = "";
  edited.assistanceHourly = "";
  const saved = JSON.parse(ratesFormat.toFile(edited));
  expect(saved.transfers[0].prices[1].amount).toBeNull();
  expect(saved.assistanceHourly).toBeNull();
  expect(ratesFormat.toFile(ratesFormat.fromFile(readFileSync(path.resolve(__dirname, "../../content/rates.json"), "utf8")))).toBe(
    readFileSync(path.resolve(__dirname, "../../content/rates.json"), "utf8"),
  );
});
