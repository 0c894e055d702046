import { act, render, screen } from "@testing-library/react";
import { Reveal } from "../../src/components/Reveal";
import { REVEAL_OFFSET_PX, watchReveal } from "../../src/hooks/useReveal";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

let observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];

class FakeIntersectionObserver {
  record: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean };
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

/** The observer's first report, as Chromium sends it once the element is laid out. */
function report(top: number, index = 0) {
  const line = 800 - REVEAL_OFFSET_PX;
  act(() =>
    observers[index].callback([
      { isIntersecting: top < line && top > -100, boundingClientRect: { top } as DOMRectReadOnly, rootBounds: { top: 0, bottom: line } as DOMRectReadOnly },
    ]),
  );
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: reduce && query.includes("reduce"), media: query }));
}

describe("Reveal", () => {
  beforeEach(() => {
    observers = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
    Object.defineProperty(window, "innerHeight", { get: () => 800, configurable: true });
    mockReducedMotion(false);
  });
  afterEach(() => jest.restoreAllMocks());

  it("renders its content visible in the server HTML", () => {
    const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server");
    const html = renderToString(<Reveal>card</Reveal>);
    expect(html).toContain('data-reveal="static"');
  });

  it(`hides a card below the fold and shows it once it is ${REVEAL_OFFSET_PX} px inside the viewport`, () => {
    const layout = jest.spyOn(HTMLElement.prototype, "getBoundingClientRect");
    const innerHeight = jest.spyOn(window, "innerHeight", "get");
    render(<Reveal>card</Reveal>);
    const card = screen.getByText("card");
    expect(card).toHaveAttribute("data-reveal", "static");
    expect(observers).toHaveLength(1);
    expect(observers[0].options?.rootMargin).toBe(`0px 0px -${REVEAL_OFFSET_PX}px 0px`);
    report(2000);
    expect(card).toHaveAttribute("data-reveal", "hidden");
    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(card).toHaveAttribute("data-reveal", "hidden");
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(card).toHaveAttribute("data-reveal", "shown");
    expect(observers[0].disconnected).toBe(true);
    // Where the card stands came from the observer: nothing forced a layout while the page booted.
    expect(layout).not.toHaveBeenCalled();
    expect(innerHeight).not.toHaveBeenCalled();
  });

  it("leaves a card that is already on screen alone", () => {
    render(<Reveal>card</Reveal>);
    report(800 - REVEAL_OFFSET_PX - 1);
    expect(screen.getByText("card")).toHaveAttribute("data-reveal", "static");
    expect(observers[0].disconnected).toBe(true);
  });

  it("leaves a card the visitor has already scrolled past alone", () => {
    render(<Reveal>card</Reveal>);
    report(-1200);
    expect(screen.getByText("card")).toHaveAttribute("data-reveal", "static");
    expect(observers[0].disconnected).toBe(true);
  });

  it("does not animate under prefers-reduced-motion", () => {
    mockReducedMotion(true);
    render(<Reveal>card</Reveal>);
    expect(screen.getByText("card")).toHaveAttribute("data-reveal", "static");
    expect(observers).toHaveLength(0);
  });

  it("reveals markup React did not render (a pre-rendered section) the same way", () => {
    document.body.innerHTML = '<ul><li data-reveal="static">card</li></ul>';
    const card = document.querySelector<HTMLElement>("[data-reveal]")!;
    const stop = watchReveal(card);
    report(2000);
    expect(card).toHaveAttribute("data-reveal", "hidden");
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(card).toHaveAttribute("data-reveal", "shown");
    stop();
    expect(observers[0].disconnected).toBe(true);
  });
});
