import { css } from "@emotion/react";
import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { telHref } from "../contact/channels";
import { buttonGhost } from "../styles/buttons";
import { card } from "../styles/layout";
import { colors, fonts } from "../styles/theme";

const panel = css`
  ${card};
  display: grid;
  justify-items: start;
  /* The card stretches to the contact card beside it: the lines stay together in its middle. */
  align-content: center;
  gap: 1rem;
  h3 {
    margin: 0;
    font-size: 1.75rem;
    /* Focused by script so that it is announced; the focus ring is for the keyboard only. */
    &:focus:not(:focus-visible) {
      outline: none;
    }
  }
  p {
    margin: 0;
    color: ${colors.ivoryMuted};
  }
  a {
    color: ${colors.gold};
    font-weight: 600;
    /* A phone number is read in one piece. */
    white-space: nowrap;
  }
  button {
    margin-top: 0.5rem;
    /* A label that wraps on a phone keeps its lines apart and even. */
    line-height: 1.35;
    text-wrap: balance;
  }
`;
const icon = css`
  color: ${colors.gold};
`;
const referenceStyle = css`
  display: grid;
  gap: 0.25rem;
  strong {
    font: 500 1.5rem/1.2 ${fonts.display};
    /* A code: figures at the letters' height (Cormorant's old-style figures read "7K3F9Q" as a jumble). */
    font-variant-numeric: lining-nums;
    letter-spacing: 0.08em;
    color: ${colors.ivory};
  }
`;

interface ConfirmationPanelProps {
  /** The request's reference (the function's answer); empty when an older function sent none. */
  reference: string;
  responseHours: number;
  phone: string;
  /** "Send another request": an empty form takes the panel's place. */
  onAgain: () => void;
}

/**
 * What replaces the form once a request was accepted: said once, where the visitor looks. The panel is
 * scrolled into view and its heading takes focus (without a second scroll), so a screen reader reads
 * the title once; no live region repeats it.
 */
export function ConfirmationPanel({ reference, responseHours, phone, onAgain }: ConfirmationPanelProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Smooth unless the visitor prefers reduced motion (the page's scroll-behavior, GlobalStyles.tsx).
    box.current?.scrollIntoView?.({ block: "nearest" });
    title.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div css={panel} ref={box} id="contact-sent" role="region" aria-labelledby="contact-sent-title">
      <CircleCheck css={icon} size={36} strokeWidth={1.25} aria-hidden="true" />
      <h3 id="contact-sent-title" tabIndex={-1} ref={title}>
        {t("contact.sent.title")}
      </h3>
      {reference && (
        <p css={referenceStyle}>
          {t("contact.sent.reference")}
          <strong>{reference}</strong>
        </p>
      )}
      <p>{t("contact.sent.next", { count: responseHours })}</p>
      {/* Apart from the specification's sentence above: what the reply brings, and when a booking is made. */}
      <p>{t("contact.sent.terms")}</p>
      {phone && (
        <p>
          {t("contact.sent.call")} <a href={telHref(phone)}>{phone}</a>
        </p>
      )}
      <button type="button" css={buttonGhost} onClick={onAgain}>
        {t("contact.sent.again")}
      </button>
    </div>
  );
}
