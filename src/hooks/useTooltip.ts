import { useCallback, useEffect, useId, useRef, useState } from "react";
import { VIEWPORT_MARGIN } from "../styles/theme";

/** Hover must rest this long before a tooltip appears; keyboard focus shows it at once. */
export const TOOLTIP_DELAY_MS = 700;

/** The CSS variable that slides a bubble sideways (see Tooltip's styles); its arrow slides back. */
export const SHIFT_VARIABLE = "--tooltip-shift";

/**
 * Slides a bubble centred on its control back inside the screen when the control sits near an edge
 * (the menu toggle at the right of a phone). Measured just before it opens: the closed bubble is laid
 * out (hidden with visibility), so its box is known and nothing jumps once it shows.
 */
export function keepInViewport(bubble: HTMLElement | null) {
  if (!bubble) return;
  bubble.style.setProperty(SHIFT_VARIABLE, "0px");
  const { left, right } = bubble.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const shift = left < VIEWPORT_MARGIN ? VIEWPORT_MARGIN - left : right > width - VIEWPORT_MARGIN ? width - VIEWPORT_MARGIN - right : 0;
  bubble.style.setProperty(SHIFT_VARIABLE, `${Math.round(shift)}px`);
}

export function useTooltip() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const bubbleRef = useRef<HTMLSpanElement>(null);
  const show = () => {
    keepInViewport(bubbleRef.current);
    setOpen(true);
  };

  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = undefined;
  };
  const hide = useCallback(() => {
    clear();
    setOpen(false);
  }, []);

  useEffect(() => clear, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, hide]);

  const triggerProps = {
    "aria-describedby": id,
    onMouseEnter: () => {
      clear();
      timer.current = setTimeout(show, TOOLTIP_DELAY_MS);
    },
    onMouseLeave: hide,
    onFocus: () => {
      clear();
      show();
    },
    onBlur: hide,
  };

  return { id, open, triggerProps, bubbleRef };
}
