/**
 * The admin's shared styles, from its palette in the tokens module (src/styles/theme.ts, adminColors):
 * Decap's own colours, so that the custom widgets look like its built-in ones.
 */
import { css } from "@emotion/react";
import { adminColors } from "../styles/theme";

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
