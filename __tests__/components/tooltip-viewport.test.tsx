import { act, render, screen } from "@testing-library/react";
import { Tooltip } from "../../src/components/Tooltip";
import { SHIFT_VARIABLE } from "../../src/hooks/useTooltip";
import { VIEWPORT_MARGIN } from "../../src/styles/theme";

// jsdom lays nothing out: the bubble's box is what a 390 px screen gives it next to its control.
function setup(box: { left: number; right: number }) {
  Object.defineProperty(document.documentElement, "clientWidth", { value: 390, configurable: true });
  render(
    <Tooltip label="Close menu" placement="below">
      <button type="button" aria-label="Close menu">
        x
      </button>
    </Tooltip>,
  );
  const tooltip = screen.getByRole("tooltip", { hidden: true });
  // The box before any shift (keepInViewport resets the shift to 0 before measuring).
  tooltip.getBoundingClientRect = () => ({ ...box, width: box.right - box.left }) as DOMRect;
  return { trigger: screen.getByRole("button"), tooltip };
}

describe("a tooltip near the screen's edge", () => {
  it("slides left to stay inside a phone's right edge (the menu's close button)", () => {
    const { trigger, tooltip } = setup({ left: 296, right: 392 });
    act(() => trigger.focus());
    expect(tooltip).toHaveAttribute("data-open", "true");
    expect(tooltip.style.getPropertyValue(SHIFT_VARIABLE)).toBe(`${390 - VIEWPORT_MARGIN - 392}px`);
  });

  it("slides right at the left edge", () => {
    const { trigger, tooltip } = setup({ left: -12, right: 60 });
    act(() => trigger.focus());
    expect(tooltip.style.getPropertyValue(SHIFT_VARIABLE)).toBe(`${VIEWPORT_MARGIN + 12}px`);
  });

  it("stays centred on its control when it fits", () => {
    const { trigger, tooltip } = setup({ left: 100, right: 180 });
    act(() => trigger.focus());
    expect(tooltip.style.getPropertyValue(SHIFT_VARIABLE)).toBe("0px");
  });
});

it("measures again when its label changes while it shows (the menu toggle's open / close)", () => {
  Object.defineProperty(document.documentElement, "clientWidth", { value: 390, configurable: true });
  const ui = (label: string) => (
    <Tooltip label={label} placement="below">
      <button type="button" aria-label={label}>
        x
      </button>
    </Tooltip>
  );
  const { rerender } = render(ui("Open menu"));
  const tooltip = screen.getByRole("tooltip", { hidden: true });
  tooltip.getBoundingClientRect = () => ({ left: 300, right: 380, width: 80 }) as DOMRect;
  act(() => screen.getByRole("button").focus());
  expect(tooltip.style.getPropertyValue(SHIFT_VARIABLE)).toBe("0px");
  tooltip.getBoundingClientRect = () => ({ left: 296, right: 392, width: 96 }) as DOMRect;
  rerender(ui("Close menu"));
  expect(tooltip.style.getPropertyValue(SHIFT_VARIABLE)).toBe(`${390 - VIEWPORT_MARGIN - 392}px`);
});
