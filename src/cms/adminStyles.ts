/**
 * The admin's own design tokens: Decap's palette, so that the admin's custom widgets look like its
 * built-in ones (Decap leaves inputs inside custom widgets unstyled), and the house colours where the
 * admin shows the company's mark (src/styles/theme.ts).
 */
import { css } from "@emotion/react";

export const adminColors = {
  border: "#dfdfe3",
  text: "#313d3e",
  muted: "#798291",
  focus: "#3a69c7",
  field: "#fff",
  /** A read-only field: Decap's disabled grey. */
  fixedField: "#f5f5f8",
  fixedText: "#5a6270",
} as const;

/** A text field in Decap's own look. */
export const adminField = css`
  box-sizing: border-box;
  width: 100%;
  border: 1px solid ${adminColors.border};
  border-radius: 5px;
  font: inherit;
  font-size: 15px;
  color: ${adminColors.text};
  background: ${adminColors.field};
  outline: none;
  &:focus {
    border-color: ${adminColors.focus};
  }
`;
