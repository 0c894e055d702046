import { css } from "@emotion/react";
import { colors, widths } from "../styles/theme";

const wrap = css`
  max-width: ${widths.heading};
  margin: 0 auto 3.5rem;
  text-align: center;
`;

const alignStart = css`
  margin: 0;
  text-align: start;
  p:first-of-type::before {
    display: none;
  }
`;

const eyebrowStyle = css`
  display: inline-flex;
  align-items: center;
  gap: 0.9rem;
  margin-bottom: 1.1rem;
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.28em;
  text-transform: uppercase;
  color: ${colors.gold};
  &::before,
  &::after {
    content: "";
    width: 28px;
    height: 1px;
    background: ${colors.lineStrong};
  }
`;

const titleStyle = css`
  font-size: clamp(2.25rem, 5vw, 3.5rem);
`;

const subtitleStyle = css`
  margin-top: 1.25rem;
  font-size: 1.0625rem;
  color: ${colors.ivoryMuted};
`;

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
  align?: "center" | "start";
}

/** Eyebrow, title and optional subtitle of a section; `id` names the heading for aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, subtitle, align = "center" }: SectionHeadingProps) {
  return (
    <header css={[wrap, align === "start" && alignStart]}>
      <p css={eyebrowStyle}>{eyebrow}</p>
      <h2 id={id} css={titleStyle}>
        {title}
      </h2>
      {subtitle && <p css={subtitleStyle}>{subtitle}</p>}
    </header>
  );
}
