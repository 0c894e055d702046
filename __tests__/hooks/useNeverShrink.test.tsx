// The trip details' room: when fields go, the page gives up only what lies below the screen (so nothing
// on screen moves), and the message box takes the rest. jsdom lays nothing out: the heights, the page's
// length and its scroll position are a small model of the browser's.
import { render } from "@testing-library/react";
import { useNeverShrink } from "../../src/hooks/useNeverShrink";

const BOX = 150; // the message box's own height
const ABOVE_AND_BELOW = 3000; // the rest of the page
const SCREEN = 900;

function Room({ content }: { content: number }) {
  const [area, filler] = useNeverShrink<HTMLDivElement, HTMLTextAreaElement>();
  return (
    <div ref={area} data-content={content}>
      <textarea ref={filler} />
    </div>
  );
}

let scrollY = 0;
// The visitor scrolls: the page hears of it (the hook measures the page below the screen then).
const scrollTo = (y: number) => {
  scrollY = y;
  window.dispatchEvent(new Event("scroll"));
};
const boxHeight = (box: HTMLTextAreaElement) => Math.max(BOX, parseFloat(box.style.minHeight) || 0);
const areaHeight = () => {
  const area = document.querySelector<HTMLElement>("[data-content]")!;
  return Number(area.dataset.content) + boxHeight(area.querySelector("textarea")!);
};
const pageHeight = () => ABOVE_AND_BELOW + areaHeight();

beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const height = this instanceof HTMLTextAreaElement ? boxHeight(this) : this.dataset.content !== undefined ? areaHeight() : 0;
    return { height, width: 0, top: 0, left: 0, right: 0, bottom: height, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  });
  jest.spyOn(document.documentElement, "scrollHeight", "get").mockImplementation(pageHeight);
  // Plain values in jsdom, not getters.
  Object.defineProperty(window, "scrollY", { configurable: true, get: () => scrollY });
  Object.defineProperty(window, "innerHeight", { configurable: true, value: SCREEN });
});
afterEach(() => jest.restoreAllMocks());

const box = () => document.querySelector("textarea")!;

test("scrolled to the page's end, fields that go leave their room to the message box: the page keeps its length", () => {
  const { rerender } = render(<Room content={800} />);
  const before = pageHeight();
  scrollTo(before - SCREEN);
  rerender(<Room content={200} />);
  expect(box().style.minHeight).toBe(`${BOX + 600}px`);
  expect(pageHeight()).toBe(before);
});

test("with the page's end far below the screen, the form simply closes up", () => {
  const { rerender } = render(<Room content={800} />);
  scrollTo(0);
  rerender(<Room content={200} />);
  expect(box().style.minHeight).toBe("");
});

test("only what lies below the screen goes; new fields take the room back from the box", () => {
  const { rerender } = render(<Room content={800} />);
  const before = pageHeight();
  // 250 px of the page below the screen.
  scrollTo(before - SCREEN - 250);
  rerender(<Room content={200} />);
  expect(box().style.minHeight).toBe(`${BOX + 350}px`);
  expect(pageHeight()).toBe(before - 250);

  rerender(<Room content={500} />);
  expect(box().style.minHeight).toBe(`${BOX + 50}px`);
  rerender(<Room content={900} />);
  expect(box().style.minHeight).toBe("");
});

test("typing (a render with the same content) never takes room away", () => {
  const { rerender } = render(<Room content={800} />);
  scrollTo(pageHeight() - SCREEN);
  rerender(<Room content={200} />);
  scrollTo(0);
  rerender(<Room content={200} />);
  expect(box().style.minHeight).toBe(`${BOX + 600}px`);
});

test("a choice made before the scroll event of the last scroll arrived is measured at the choice itself", () => {
  const { rerender } = render(<Room content={800} />);
  scrollTo(0);
  // Scrolled to the end, but the browser dispatches the scroll event only with the next frame: the
  // visitor's change (heard on the window before React re-renders) comes first.
  const before = pageHeight();
  scrollY = before - SCREEN;
  box().dispatchEvent(new Event("change", { bubbles: true }));
  rerender(<Room content={200} />);
  expect(box().style.minHeight).toBe(`${BOX + 600}px`);
  expect(pageHeight()).toBe(before);
});
