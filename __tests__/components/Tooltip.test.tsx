import { act, fireEvent, render, screen } from "@testing-library/react";
import { Tooltip } from "../../src/components/Tooltip";
import { TOOLTIP_DELAY_MS } from "../../src/hooks/useTooltip";

describe("Tooltip", () => {
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
    fireEvent.mouseEnter(trigger);
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(tooltip).toHaveAttribute("data-open", "false");
    act(() => jest.advanceTimersByTime(1));
    expect(tooltip).toHaveAttribute("data-open", "true");
    fireEvent.mouseLeave(trigger);
    expect(tooltip).toHaveAttribute("data-open", "false");
  });

  it("does not appear when the pointer leaves before the delay", () => {
    const { trigger, tooltip } = setup();
    fireEvent.mouseEnter(trigger);
    act(() => jest.advanceTimersByTime(300));
    fireEvent.mouseLeave(trigger);
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
});
