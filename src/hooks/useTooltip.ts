import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent } from "react";
import { VIEWPORT_MARGIN } from "../styles/theme";

/** Hover must rest this long before a tooltip appears; keyboard focus shows it at once. */
export const TOOLTIP_DELAY_MS = 700;

/** The CSS variable that slides a bubble sideways (see Tooltip's styles); its arrow slides back. */
export const SHIFT_VARIABLE = "--tooltip-shift";

/** A focus this soon after a press of a pointer on the control came from that press (a tap focuses on its release). */
const PRESS_FOCUS_MS = 1000;

/**
 * Slides a bubble centred on its control back inside the screen when the control sits near an edge
 * (the menu toggle at the right of a phone). Measured just before it opens: the closed bubble is laid
 * out (hidden with visibility), so its box is known and nothing jumps once it shows.
 */
export function keepInViewport(bubble: HTMLElement | null) {
  if (!bubble) return;
  // Measured and moved with transitions off: a bubble already showing (its label changed) would be
  // measured mid-slide, where its transform still holds the old shift.
  bubble.style.transition = "none";
  bubble.style.setProperty(SHIFT_VARIABLE, "0px");
  const { left, right } = bubble.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const shift = left < VIEWPORT_MARGIN ? VIEWPORT_MARGIN - left : right > width - VIEWPORT_MARGIN ? width - VIEWPORT_MARGIN - right : 0;
  bubble.style.setProperty(SHIFT_VARIABLE, `${Math.round(shift)}px`);
  void bubble.getBoundingClientRect();
  bubble.style.transition = "";
}

/** Whether the browser draws a focus ring here (keyboard focus); browsers without :focus-visible count every focus. */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

/**
 * A tooltip's state for its control: shown by a resting mouse and by keyboard focus, never by touch or a
 * pen. A tap fires pointer events of type "touch", then the mouse events browsers emulate for old pages,
 * and it focuses the control: so hover is read from pointer events only, and a focus that follows a
 * press of any pointer on the control (rather than the keyboard) shows nothing.
 */
export function useTooltip() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const pressedAt = useRef(-Infinity);
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
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      clear();
      timer.current = setTimeout(show, TOOLTIP_DELAY_MS);
    },
    onPointerLeave: hide,
    // A press answers the control: whatever showed, hides. Timed rather than flagged, as Safari does not
    // focus a pressed button: a flag left set would hide the tooltip of a later keyboard focus.
    onPointerDown: () => {
      pressedAt.current = performance.now();
      hide();
    },
    onPointerUp: () => {
      pressedAt.current = performance.now();
    },
    onFocus: (event: FocusEvent) => {
      clear();
      if (performance.now() - pressedAt.current > PRESS_FOCUS_MS && focusVisible(event.currentTarget)) show();
    },
    onBlur: hide,
  };

  return { id, open, triggerProps, bubbleRef };
}
