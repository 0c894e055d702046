import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { useReveal, type RevealState } from "../hooks/useReveal";
import { easing } from "../styles/theme";

const base = css`
  height: 100%;
  transition:
    opacity 0.8s ${easing},
    transform 0.8s ${easing};
  /* Hiding is instant (the card is below the fold): only the way in is animated. */
  &[data-reveal="hidden"] {
    opacity: 0;
    transform: translateY(24px);
    transition: none;
  }
`;

interface RevealProps {
  children: ReactNode;
  as?: "div" | "li";
  /** Staggers cards of one row, in ms. */
  delay?: number;
  className?: string;
}

/** Fades its content in on scroll; see useReveal for when it stays simply visible. */
export function Reveal({ children, as: Tag = "div", delay = 0, className }: RevealProps) {
  const ref = useReveal<HTMLDivElement & HTMLLIElement>();
  // Always "static" here: watchReveal changes the attribute itself once the card is on the page.
  const state: RevealState = "static";
  return (
    <Tag ref={ref} data-reveal={state} css={base} className={className} style={delay ? { transitionDelay: `${delay}ms` } : undefined}>
      {children}
    </Tag>
  );
}
