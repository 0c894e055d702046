import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { colors, fonts, shadows, tints } from "../styles/theme";

export const fieldControl = css`
  width: 100%;
  min-height: 50px;
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
`;

const wrap = css`
  display: grid;
  gap: 0.45rem;
  align-content: start;
`;

const labelStyle = css`
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.ivory};
  span {
    margin-left: 0.2rem;
    color: ${colors.gold};
  }
`;

const errorStyle = css`
  font-size: 0.875rem;
  color: ${colors.error};
`;

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
