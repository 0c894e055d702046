import { fireEvent, render } from "@testing-library/react";
import { bookHref, bookServiceHref, FORM_ANCHOR } from "../../src/booking/catalogue/fareIds";
import { FARE_EVENT, useFareLinks } from "../../src/hooks/useFareLinks";

const FARE_HREF = bookHref("/", "gva-verbier.s-class");
const SERVICE_HREF = bookServiceHref("/", "vehicle-rental", { vehicle: "s-class", chauffeur: "with" });

/** Once the page is interactive, a "Book" link stays on the page: the address takes its query, the form is shown and told. */
function Page() {
  useFareLinks();
  return (
    <>
      <a href={FARE_HREF} data-fare="gva-verbier.s-class">
        Book
      </a>
      <a href={SERVICE_HREF} data-book="vehicle-rental">
        Book
      </a>
      <section id="contact">
        <form id={FORM_ANCHOR}>
          <input id="contact-name" />
        </form>
      </section>
    </>
  );
}

const heard = jest.fn();
// The event carries nothing: what the form reads is the address as it is when the event comes.
const onFare = () => heard(window.location.search);
beforeEach(() => window.addEventListener(FARE_EVENT, onFare));
afterEach(() => {
  window.removeEventListener(FARE_EVENT, onFare);
  heard.mockReset();
  window.history.replaceState(null, "", "/");
});

test.each([
  ["a fare's", "a[data-fare]", FARE_HREF],
  ["a service's", "a[data-book]", SERVICE_HREF],
])("%s link: the address takes its query, the form is scrolled to, then the event tells the form", (_, selector, href) => {
  const scrolled = jest.fn();
  const { container } = render(<Page />);
  (container.querySelector(`#${FORM_ANCHOR}`) as HTMLElement).scrollIntoView = scrolled;
  const notPrevented = fireEvent.click(container.querySelector(selector)!);
  expect(notPrevented).toBe(false);
  const expected = new URL(href, window.location.origin);
  expect(window.location.search).toBe(expected.search);
  expect(window.location.hash).toBe(`#${FORM_ANCHOR}`);
  expect(scrolled).toHaveBeenCalledWith({ block: "start" });
  expect(heard).toHaveBeenCalledWith(expected.search);
  // The form takes the focus itself once filled in (ContactForm), not the link's handler.
  expect(document.activeElement?.id).not.toBe("contact-name");
});

test("a click with a modifier (new tab) is left to the browser", () => {
  const { container } = render(<Page />);
  expect(fireEvent.click(container.querySelector("a[data-book]")!, { ctrlKey: true })).toBe(true);
  expect(window.location.search).toBe("");
  expect(heard).not.toHaveBeenCalled();
});

test("without the form on the page, the link is left to the browser", () => {
  const { container } = render(<Page />);
  container.querySelector(`#${FORM_ANCHOR}`)!.remove();
  expect(fireEvent.click(container.querySelector("a[data-fare]")!)).toBe(true);
  expect(heard).not.toHaveBeenCalled();
});
