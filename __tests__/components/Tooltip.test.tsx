import { act, fireEvent, render, screen } from "@testing-library/react";
import { Tooltip } from "../../src/components/Tooltip";
import { TOOLTIP_DELAY_MS } from "../../src/hooks/useTooltip";

/** jsdom has no PointerEvent: without one the events fired below would lose their pointerType. */
class FakePointerEvent extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? "";
  }
}

const mouse = { pointerType: "mouse" };
const touch = { pointerType: "touch" };
const pen = { pointerType: "pen" };

describe("Tooltip", () => {
  beforeAll(() => {
    if (!("PointerEvent" in window)) Object.assign(window, { PointerEvent: FakePointerEvent });
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    render(
      <Tooltip label="Instagram">
        <a href="#x" aria-label="Instagram">
          i
        </a>
      </Tooltip>,
    );
    const trigger = screen.getByRole("link", { name: "Instagram" });
    const tooltip = screen.getByRole("tooltip", { hidden: true });
    return { trigger, tooltip };
  }

  it("is linked to its control by aria-describedby", () => {
    const { trigger, tooltip } = setup();
    expect(trigger).toHaveAttribute("aria-describedby", tooltip.id);
    expect(trigger).toHaveAccessibleDescription("Instagram");
    expect(tooltip).toHaveAttribute("data-open", "false");
  });

  it(`appears only after ${TOOLTIP_DELAY_MS} ms of hover and hides on leave`, () => {
    const { trigger, tooltip } = setup();
    fireEvent.pointerEnter(trigger, mouse);
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(tooltip).toHaveAttribute("data-open", "false");
    act(() => jest.advanceTimersByTime(1));
    expect(tooltip).toHaveAttribute("data-open", "true");
    fireEvent.pointerLeave(trigger, mouse);
    expect(tooltip).toHaveAttribute("data-open", "false");
  });

  it("does not appear when the pointer leaves before the delay", () => {
    const { trigger, tooltip } = setup();
    fireEvent.pointerEnter(trigger, mouse);
    act(() => jest.advanceTimersByTime(300));
    fireEvent.pointerLeave(trigger, mouse);
    act(() => jest.advanceTimersByTime(1000));
    expect(tooltip).toHaveAttribute("data-open", "false");
  });

  it("appears at once on keyboard focus and hides on Escape and blur", () => {
    const { trigger, tooltip } = setup();
    act(() => trigger.focus());
    expect(tooltip).toHaveAttribute("data-open", "true");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(tooltip).toHaveAttribute("data-open", "false");
    act(() => trigger.blur());
    act(() => trigger.focus());
    expect(tooltip).toHaveAttribute("data-open", "true");
    act(() => trigger.blur());
    expect(tooltip).toHaveAttribute("data-open", "false");
  });

  it.each([
    ["touch", touch],
    ["a pen", pen],
  ])("never appears on %s: not on its hover, not on the focus a tap gives, not after it", (_, pointer) => {
    const { trigger, tooltip } = setup();
    // A tap as a browser delivers it: pointer events of the touch, then emulated mouse events and focus.
    fireEvent.pointerEnter(trigger, pointer);
    fireEvent.pointerDown(trigger, pointer);
    fireEvent.pointerUp(trigger, pointer);
    fireEvent.mouseEnter(trigger);
    fireEvent.mouseDown(trigger);
    act(() => trigger.focus());
    fireEvent.mouseUp(trigger);
    fireEvent.click(trigger);
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS * 3));
    expect(tooltip).toHaveAttribute("data-open", "false");
    fireEvent.pointerLeave(trigger, pointer);
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS * 3));
    expect(tooltip).toHaveAttribute("data-open", "false");
  });

  it("a mouse press hides what hover showed, and the focus it gives shows nothing", () => {
    const { trigger, tooltip } = setup();
    fireEvent.pointerEnter(trigger, mouse);
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(tooltip).toHaveAttribute("data-open", "true");
    fireEvent.pointerDown(trigger, mouse);
    act(() => trigger.focus());
    fireEvent.pointerUp(trigger, mouse);
    expect(tooltip).toHaveAttribute("data-open", "false");
  });

  it("a keyboard focus long after a press shows it again", () => {
    const { trigger, tooltip } = setup();
    fireEvent.pointerDown(trigger, touch);
    fireEvent.pointerUp(trigger, touch);
    act(() => jest.advanceTimersByTime(5000));
    act(() => trigger.focus());
    expect(tooltip).toHaveAttribute("data-open", "true");
  });

  it("shows on focus only where the browser draws a focus ring (:focus-visible)", () => {
    const { trigger, tooltip } = setup();
    const matches = jest.spyOn(trigger, "matches").mockImplementation((selector) => selector !== ":focus-visible");
    act(() => trigger.focus());
    expect(matches).toHaveBeenCalledWith(":focus-visible");
    expect(tooltip).toHaveAttribute("data-open", "false");
    act(() => trigger.blur());
    matches.mockImplementation(() => true);
    act(() => trigger.focus());
    expect(tooltip).toHaveAttribute("data-open", "true");
  });
});
