import { css } from "@emotion/react";
import { colors, layers } from "../styles/theme";

const style = css`
  position: absolute;
  top: 0.75rem;
  inset-inline-start: 0.75rem;
  z-index: ${layers.skipLink};
  padding: 0.75rem 1.25rem;
  border-radius: 4px;
  background: ${colors.gold};
  color: ${colors.night};
  font-weight: 600;
  text-decoration: none;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

export function SkipLink({ target, label }: { target: string; label: string }) {
  return (
    <a href={`#${target}`} css={style}>
      {label}
    </a>
  );
}
