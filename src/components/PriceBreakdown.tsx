import { css } from "@emotion/react";
import { useTranslation } from "react-i18next";
import { chf } from "../booking/catalogue/fares";
import { priceLineLabel, priceNotes, type PriceTexts } from "../booking/pricing/priceText";
import type { Pricing } from "../booking/pricing/pricing";
import { formatDay } from "../i18n/prices";
import type { Language } from "../i18n/languages";
import { colors, fonts, media, tints } from "../styles/theme";
import { KeepCompounds } from "./KeepCompounds";

const box = css`
  align-self: stretch;
  margin: 0;
  padding: 1rem 1.25rem;
  border: 1px solid ${tints.divider};
  border-radius: 4px;
  h4 {
    margin: 0 0 0.5rem;
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${colors.gold};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.35rem 1.5rem;
    margin: 0;
  }
  dt {
    color: ${colors.ivoryMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: lining-nums tabular-nums;
    white-space: nowrap;
  }
  p {
    margin: 0.6rem 0 0;
    font-size: 0.875rem;
    color: ${colors.ivoryMuted};
  }
`;

const totalRow = css`
  padding-top: 0.5rem;
  border-top: 1px solid ${tints.divider};
  color: ${colors.ivory};
  font-weight: 600;
  ${media.mobile} {
    padding-top: 0.4rem;
  }
`;
/** The total, set like a price of the Rates section. */
const totalAmount = css`
  font: 500 1.375rem/1.2 ${fonts.display};
  color: ${colors.goldBright};
`;
// A breakdown line is a dt/dd pair; the wrapper keeps the pair together for assistive technology.
const pair = css`
  display: contents;
`;

interface PriceBreakdownProps {
  pricing: Pricing;
  language: Language;
  /** Why the fare a "Book" link chose no longer applies, when it does not. */
  changed?: string;
}

/**
 * The price of the request as the visitor builds it, above the button: each line, the total and the rates'
 * date; "on request", or what is still missing to price it. Nothing for a service without published prices.
 */
export function PriceBreakdown({ pricing, language, changed }: PriceBreakdownProps) {
  const { t } = useTranslation();
  if (pricing.status === "none") return changed ? <p>{changed}</p> : null;
  const texts = t("contact.price", { returnObjects: true }) as PriceTexts;
  return (
    <div css={box} data-pricing={pricing.status}>
      <h4>{t("contact.price.title")}</h4>
      {changed && <p>{changed}</p>}
      {pricing.status === "priced" ? (
        <>
          <dl>
            {pricing.lines.map((line) => (
              <div key={line.item} css={pair}>
                <dt>
                  <KeepCompounds text={priceLineLabel(line, pricing, texts, language)} />
                </dt>
                <dd>{chf(line.amount, language)}</dd>
              </div>
            ))}
            <dt css={totalRow}>{pricing.kind === "fixed" ? t("contact.price.total") : t("contact.price.estimate")}</dt>
            <dd css={[totalRow, totalAmount]} id="contact-price-total">
              {chf(pricing.total, language)}
            </dd>
          </dl>
          <p>{t(pricing.kind === "fixed" ? "contact.price.fixedNote" : "contact.price.estimateNote", { date: formatDay(pricing.validFrom, language) })}</p>
          {priceNotes(pricing, texts, language).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </>
      ) : pricing.status === "onRequest" ? (
        <p>
          {t("contact.price.onRequest")}
          {pricing.reason?.[language] ? ` (${pricing.reason[language]})` : ""}
        </p>
      ) : (
        <p>{t(`contact.price.missing.${pricing.missing}`)}</p>
      )}
    </div>
  );
}
