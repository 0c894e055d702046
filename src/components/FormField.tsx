import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { capsLabel, colors, FIELD_HEIGHT, fonts, iconImage, shadows, tints } from "../styles/theme";

// Lucide's chevron-down, calendar and clock, drawn in gold instead of the operating system's controls.
const chevron = iconImage(["m6 9 6 6 6-6"], colors.gold);
const calendar = iconImage(["M8 2v4", "M16 2v4", "M3 10h18", "M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"], colors.gold);
const clock = iconImage(["M12 6v6l4 2", "M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20z"], colors.gold);

export const fieldControl = css`
  width: 100%;
  height: ${FIELD_HEIGHT}px;
  padding: 0.8rem 1rem;
  border: 1px solid ${tints.fieldBorder};
  border-radius: 4px;
  background: ${tints.field};
  color: ${colors.ivory};
  font: 400 1rem/1.5 ${fonts.text};
  color-scheme: dark;
  transition:
    border-color 0.2s ease,
    box-shadow 0.2s ease;
  &::placeholder {
    color: ${colors.placeholder};
  }
  &:hover {
    border-color: ${tints.fieldBorderHover};
  }
  &:focus,
  &:focus-within {
    outline: none;
    border-color: ${colors.gold};
    box-shadow: ${shadows.focusRing};
  }
  &[aria-invalid="true"] {
    border-color: ${colors.error};
  }
  option {
    background: ${colors.surface};
    color: ${colors.ivory};
  }
  /* The select: the page's chevron in place of the system's arrow. */
  &:is(select) {
    appearance: none;
    padding-inline-end: 3rem;
    background-image: ${chevron};
    background-repeat: no-repeat;
    background-position: var(--end) 1rem center;
    background-size: 18px;
    cursor: pointer;
  }
  /* Date and time: the picker buttons drawn in gold (the system's follow color-scheme, white here). */
  &::-webkit-calendar-picker-indicator {
    width: 18px;
    height: 18px;
    padding: 0;
    opacity: 1;
    cursor: pointer;
    background: ${calendar} center / 18px no-repeat;
  }
  &[type="time"]::-webkit-calendar-picker-indicator {
    background-image: ${clock};
  }
  &::-webkit-datetime-edit {
    padding: 0;
  }
  /* An empty date or time shows the browser's mm/dd/yyyy or --:--: muted like a placeholder, until focused. */
  &[data-empty]:not(:focus)::-webkit-datetime-edit {
    color: ${colors.placeholder};
  }
`;

/**
 * Date and time inputs have no :placeholder-shown, and their value stays "" while half typed: the
 * attribute tells CSS that nothing has been chosen yet.
 */
export function emptyMark(value: unknown): { "data-empty"?: true } {
  return value === undefined || value === "" ? { "data-empty": true } : {};
}

/** A multi-line control: grows with its rows instead of the one-line height. */
export const fieldArea = css`
  height: auto;
  min-height: 150px;
  resize: vertical;
`;

const wrap = css`
  display: grid;
  gap: 0.45rem;
  align-content: start;
`;

const labelStyle = css`
  ${capsLabel("0.8125rem", "0.08em")}
  color: ${colors.ivory};
  span {
    margin-inline-start: 0.2rem;
    color: ${colors.gold};
  }
`;

const errorStyle = css`
  font-size: 0.875rem;
  color: ${colors.error};
`;

/** A field's path in the form values: `name`, or `details.pickup` for a trip detail. */
export type FieldName = string;

/** What a control needs from whoever owns the form state; nothing for the static placeholder. */
export type FieldBinding = (
  name: FieldName,
  options?: { type: "checkbox" | "radio"; value?: string },
) => {
  name: string;
  value?: string | number;
  checked?: boolean;
  onChange?: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: React.FocusEvent) => void;
};

export interface FieldA11y {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
}

interface FormFieldProps {
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

/** A label, its control and the control's inline error, wired together for assistive technology. */
export function FormField({ name, label, required = false, error, className, children }: FormFieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  return (
    <div css={wrap} className={className}>
      <label htmlFor={id} css={labelStyle}>
        {label}
        {required && <span aria-hidden="true">*</span>}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined, ...(required ? { "aria-required": true } : {}) })}
      {error && (
        <p id={errorId} css={errorStyle}>
          {error}
        </p>
      )}
    </div>
  );
}
