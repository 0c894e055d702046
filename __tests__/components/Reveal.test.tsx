import { act, render, screen } from "@testing-library/react";
import { Reveal } from "../../src/components/Reveal";
import { REVEAL_OFFSET_PX } from "../../src/hooks/useReveal";

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

function mockTop(top: number) {
  jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top } as DOMRect);
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: reduce && query.includes("reduce"), media: query }));
}

describe("Reveal", () => {
  beforeEach(() => {
    observers = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
    Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
    mockReducedMotion(false);
  });
  afterEach(() => jest.restoreAllMocks());

  it("renders its content visible in the server HTML", () => {
    const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server");
    const html = renderToString(<Reveal>card</Reveal>);
    expect(html).toContain('data-reveal="static"');
  });

  it(`hides a card below the fold and shows it once it is ${REVEAL_OFFSET_PX} px inside the viewport`, () => {
    mockTop(2000);
    render(<Reveal>card</Reveal>);
    const card = screen.getByText("card");
    expect(card).toHaveAttribute("data-reveal", "hidden");
    expect(observers).toHaveLength(1);
    expect(observers[0].options?.rootMargin).toBe(`0px 0px -${REVEAL_OFFSET_PX}px 0px`);
    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(card).toHaveAttribute("data-reveal", "hidden");
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(card).toHaveAttribute("data-reveal", "shown");
    expect(observers[0].disconnected).toBe(true);
  });

  it("leaves a card that is already on screen alone", () => {
    mockTop(800 - REVEAL_OFFSET_PX - 1);
    render(<Reveal>card</Reveal>);
    expect(screen.getByText("card")).toHaveAttribute("data-reveal", "static");
    expect(observers).toHaveLength(0);
  });

  it("does not animate under prefers-reduced-motion", () => {
    mockReducedMotion(true);
    mockTop(2000);
    render(<Reveal>card</Reveal>);
    expect(screen.getByText("card")).toHaveAttribute("data-reveal", "static");
    expect(observers).toHaveLength(0);
  });
});
