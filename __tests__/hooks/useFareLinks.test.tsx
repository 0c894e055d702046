import { fireEvent, render } from "@testing-library/react";
import { FARE_EVENT, useFareLinks } from "../../src/hooks/useFareLinks";

/** Once the page is interactive, a "Book" link stays on the page: the address takes the fare, the form is shown and told. */
function Page() {
  useFareLinks();
  return (
    <>
      <a href="/?fare=gva-verbier.s-class#contact" data-fare="gva-verbier.s-class">
        Book
      </a>
      <section id="contact">
        <input id="contact-name" />
      </section>
    </>
  );
}

afterEach(() => window.history.replaceState(null, "", "/"));

test("a tap puts the fare in the address, scrolls to the form, focuses its first field and sends the fare's event", () => {
  const scrolled = jest.fn();
  const heard = jest.fn();
  window.addEventListener(FARE_EVENT, (event) => heard((event as CustomEvent<string>).detail));
  const { container } = render(<Page />);
  (container.querySelector("#contact") as HTMLElement).scrollIntoView = scrolled;
  const link = container.querySelector("a")!;
  const notPrevented = fireEvent.click(link);
  expect(notPrevented).toBe(false);
  expect(window.location.search).toBe("?fare=gva-verbier.s-class");
  expect(window.location.hash).toBe("#contact");
  expect(scrolled).toHaveBeenCalledWith({ block: "start" });
  expect(document.activeElement?.id).toBe("contact-name");
  expect(heard).toHaveBeenCalledWith("gva-verbier.s-class");
});

test("a click with a modifier (new tab) is left to the browser", () => {
  const { container } = render(<Page />);
  expect(fireEvent.click(container.querySelector("a")!, { ctrlKey: true })).toBe(true);
  expect(window.location.search).toBe("");
});
