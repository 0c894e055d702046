import { useCallback, useEffect, useId, useRef, useState } from "react";

/** Hover must rest this long before a tooltip appears; keyboard focus shows it at once. */
export const TOOLTIP_DELAY_MS = 700;

export function useTooltip() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();

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
      timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
    },
    onMouseLeave: hide,
    onFocus: () => {
      clear();
      setOpen(true);
    },
    onBlur: hide,
  };

  return { id, open, triggerProps };
}
