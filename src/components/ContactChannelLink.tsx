import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { iconButton } from "../styles/buttons";
import { colors } from "../styles/theme";
import { AddressBreaks } from "./AddressBreaks";

const shortcut = css`
  ${iconButton};
  flex: none;
  color: ${colors.gold};
`;

export interface ContactChannelLinkProps {
  href: string;
  /** What the link does, for screen readers ("Call +41 …"). */
  label: string;
  icon: ReactNode;
  /** The number or address itself, always left to right. */
  text: string;
  rel?: string;
}

/** One row of the contact card: the channel's round icon and its number or address, one link. */
export function ContactChannelLink({ href, label, icon, text, rel }: ContactChannelLinkProps) {
  return (
    <a href={href} aria-label={label} rel={rel}>
      <span className="icon" css={shortcut}>
        {icon}
      </span>
      <span className="text" dir="ltr">
        <AddressBreaks text={text} />
      </span>
    </a>
  );
}
