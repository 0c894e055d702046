import type { MouseEvent } from "react";

interface ToastCloseButtonProps {
  /** The button's accessible name, in the page's language (react-toastify's own says "close" on every page). */
  label: string;
  /** Given by react-toastify when it renders the button (it clones this element with its props). */
  closeToast?: (event: MouseEvent<HTMLElement>) => void;
}

/** react-toastify's close button with a localized name; same classes, so the toast's styles apply to it. */
export function ToastCloseButton({ label, closeToast }: ToastCloseButtonProps) {
  return (
    <button type="button" className="Toastify__close-button Toastify__close-button--dark" aria-label={label} onClick={(event) => closeToast?.(event)}>
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path fillRule="evenodd" d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z" />
      </svg>
    </button>
  );
}
