import { css } from "@emotion/react";
import { cloneElement, useEffect, type ReactElement } from "react";
import { keepInViewport, SHIFT_VARIABLE, useTooltip } from "../hooks/useTooltip";
import { colors, fonts, layers } from "../styles/theme";

const wrapper = css`
  position: relative;
  display: inline-flex;
`;

const bubble = css`
  position: absolute;
  /* Physical on purpose: centred on the control (left 50%, then back by half its width) in either direction. */
  left: 50%;
  bottom: calc(100% + 10px);
  /* Centred on its control, then slid back inside the screen by keepInViewport (useTooltip). */
  transform: translate(calc(-50% + var(${SHIFT_VARIABLE}, 0px)), 4px);
  z-index: ${layers.tooltip};
  padding: 0.4rem 0.7rem;
  border-radius: 4px;
  background: ${colors.ivory};
  color: ${colors.night};
  font: 600 0.8125rem/1.3 ${fonts.text};
  white-space: nowrap;
  pointer-events: none;
  opacity: 0;
  visibility: hidden;
  transition:
    opacity 0.15s ease,
    transform 0.15s ease,
    visibility 0.15s;
  &[data-open="true"] {
    opacity: 1;
    visibility: visible;
    transform: translate(calc(-50% + var(${SHIFT_VARIABLE}, 0px)), 0);
  }
  &::after {
    content: "";
    position: absolute;
    top: 100%;
    left: 50%;
    /* The arrow keeps pointing at the control when the bubble slides. */
    margin-left: calc(-5px - var(${SHIFT_VARIABLE}, 0px));
    border: 5px solid transparent;
    border-top-color: ${colors.ivory};
  }
`;

const below = css`
  bottom: auto;
  top: calc(100% + 10px);
  &::after {
    top: auto;
    bottom: 100%;
    border-top-color: transparent;
    border-bottom-color: ${colors.ivory};
  }
`;

interface TooltipProps {
  label: string;
  /** The icon-only control; it keeps its own aria-label, the tooltip describes it. */
  children: ReactElement;
  placement?: "above" | "below";
}

export function Tooltip({ label, children, placement = "above" }: TooltipProps) {
  const { id, open, triggerProps, bubbleRef } = useTooltip();
  // A label can change while it shows ("Open menu" becomes "Close menu" on click): measure it again.
  useEffect(() => {
    if (open) keepInViewport(bubbleRef.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measured again only when the label (so the bubble's width) changes, not on every open
  }, [label]);
  return (
    <span css={wrapper}>
      {cloneElement(children, triggerProps)}
      <span ref={bubbleRef} role="tooltip" id={id} data-open={open} css={[bubble, placement === "below" && below]}>
        {label}
      </span>
    </span>
  );
}
