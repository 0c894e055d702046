import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { colors } from "../styles/theme";
import { ContactChannelLink, type ContactChannelLinkProps } from "./ContactChannelLink";

const rows = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  /* Icon and text are one link: one tab stop, and the whole row is the target. */
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.85rem;
    text-decoration: none;
    /* An address breaks at its <wbr>s (AddressBreaks), inside a word only when one part alone is wider than the line. */
    overflow-wrap: break-word;
    .text {
      border-bottom: 1px solid transparent;
      transition: border-color 0.25s ease;
    }
    &:hover .text {
      border-bottom-color: ${colors.gold};
    }
    &:hover .icon {
      background: ${colors.gold};
      color: ${colors.night};
    }
  }
`;

interface ContactChannelGroupProps {
  /** The channel, as the card's small heading names it ("Phone"). */
  title: string;
  /** The channel's icon, beside each of its links. */
  icon: ReactNode;
  links: Omit<ContactChannelLinkProps, "icon">[];
}

/** One channel of the contact card (phone, e-mail, WhatsApp): its heading, then each number or address as one link. */
export function ContactChannelGroup({ title, icon, links }: ContactChannelGroupProps) {
  return (
    <div>
      <h4>{title}</h4>
      <ul css={rows}>
        {links.map((link) => (
          <li key={link.href}>
            <ContactChannelLink {...link} icon={icon} />
          </li>
        ))}
      </ul>
    </div>
  );
}
