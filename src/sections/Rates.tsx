import { css } from "@emotion/react";
import { Check, ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { fillPlaceholders } from "../i18n/placeholders";
import { pick } from "../content/localize";
import { typeset } from "../i18n/typography";
import { PRICE_EXTRAS } from "../booking/pricing/pricing";
import { quantityValues, RATES_PLACEHOLDERS, RENTAL_PLACEHOLDERS } from "../content/quantities";
import { RATES_ANCHOR, type Rates as RatesContent } from "../content/rates";
import { formatChf, formatDay } from "../i18n/prices";
import { lowestFare } from "../booking/catalogue/fareIds";
import type { CompanyFile } from "../content/schema";
import type { Language, LocalizedText } from "../content/types";
import { container, iconList, section } from "../styles/layout";
import { onRequestText, priceText } from "../styles/rateTable";
import { capsLabel, colors, fonts, media, tints } from "../styles/theme";
import { HourlyRateTable } from "./HourlyRateTable";
import { RentalRateTable } from "./RentalRateTable";
import { SectionHeading } from "../components/SectionHeading";
import { TransferFareTable } from "./TransferFareTable";
import { FareFinder, SUPPLEMENTS_ANCHOR } from "./FareFinder";

export interface RatesProps {
  rates: RatesContent;
  fleet: { jsonId: string; name: LocalizedText }[];
  /** site.json's accompanying agent minimum: one number, quoted by Services and here. */
  agentMinimumHours: number;
  /** company.json's Terms numbers the conditions quote (waiting elsewhere, cancellation, deposit). */
  terms: Pick<
    CompanyFile["terms"],
    "freeWaitingMinutes" | "freeCancellationHours" | "lateCancellationPercent" | "rentalDeposit" | "rentalIncludedKilometres" | "rentalExtraKilometreCentimes"
  >;
  /** company.json's VAT number: the VAT line (rates.json `vatIncluded`) is shown only with one. */
  vatNumber?: string;
  language: Language;
}

// A hairline under the section above: both sections share the page's background.
const rule = css`
  border-top: 1px solid ${tints.divider};
`;

const validity = css`
  margin: -2rem auto 2.5rem;
  text-align: center;
  font-size: 0.9375rem;
  color: ${colors.ivoryMuted};
  strong {
    font-weight: 600;
    color: ${colors.gold};
  }
  ${media.mobile} {
    margin: -2.25rem auto 1.75rem;
  }
`;

const block = css`
  display: grid;
  align-content: start;
  gap: 1rem;
  h3 {
    font-size: clamp(1.75rem, 3vw, 2.25rem);
  }
  ${media.mobile} {
    gap: 0.6rem;
    h3 {
      font-size: 1.625rem;
    }
  }
`;

const note = css`
  margin-top: -0.5rem;
  font-size: 0.9375rem;
  color: ${colors.ivoryMuted};
  ${media.mobile} {
    margin-top: -0.35rem;
    font-size: 0.875rem;
    line-height: 1.5;
  }
`;

/** The fixed fares' full tables: one tap away, closed at first; what a visitor without JavaScript and a search engine read. */
const allFares = css`
  margin-top: 0.5rem;
  > div {
    display: grid;
    gap: 2.5rem;
    margin-top: 1.25rem;
  }
`;

/** A <details>' summary in the page's style: a line with its own chevron, which turns when open. */
const disclosure = css`
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    min-height: 44px;
    cursor: pointer;
    list-style: none;
    border-bottom: 1px solid ${tints.divider};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary > svg {
    flex: none;
    color: ${colors.gold};
    transition: transform 0.25s ease;
  }
  &[open] > summary > svg {
    transform: rotate(180deg);
  }
  ${media.mobile} {
    summary > h3 {
      font-size: 1.375rem;
    }
  }
`;

/** What a rental day includes and the deposit, under the rental prices. */
const rentalTerms = css`
  p {
    margin-top: 0.75rem;
  }
`;

const summaryText = css`
  ${capsLabel("0.8125rem", "0.12em")}
  color: ${colors.gold};
`;

const columns = css`
  display: grid;
  gap: 2.25rem 5rem;
  margin-top: 3.5rem;
  ${media.wide} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.mobile} {
    gap: 2rem;
    margin-top: 2.25rem;
  }
`;

const included = css`
  ${iconList};
  gap: 0.75rem;
  padding-top: 1rem;
  color: ${colors.ivoryMuted};
  ${media.mobile} {
    gap: 0.5rem;
    font-size: 0.9375rem;
  }
`;

const supplements = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 1rem;
    padding: 0.7rem 0;
    border-bottom: 1px solid ${tints.divider};
  }
  span:last-of-type {
    color: ${colors.ivoryMuted};
  }
  ${media.mobile} {
    font-size: 0.9375rem;
    li {
      padding: 0.45rem 0;
    }
  }
`;

const deposit = css`
  font-size: 0.9375rem;
  color: ${colors.ivoryMuted};
  strong {
    font-family: ${fonts.text};
    color: ${colors.ivory};
  }
  ${media.mobile} {
    font-size: 0.875rem;
  }
`;

/**
 * The published prices (content/rates.json), pre-rendered and never hydrated (pages/index.tsx): a fare finder
 * first (wired by the page's useFareLinks, hidden without script), the full fare tables one tap away in a
 * <details>, then the hourly and rental rates and the conditions. Every "Book" is a real link to the form.
 */
export function Rates({ rates, fleet, agentMinimumHours, terms, vatNumber = "", language }: RatesProps) {
  const { t } = useTranslation();
  // Filled, then typeset: French spacing needs the numbers in place ("50 %" takes a narrow no-break space).
  const values = quantityValues(RATES_PLACEHOLDERS, { company: { terms }, rates }, language, (unit, count) => t(`counts.${unit}`, { count }));
  const conditions = (text: LocalizedText) => typeset(fillPlaceholders(text[language], values), language);
  const lowest = lowestFare(rates);
  const routeCount = rates.transfers.length;
  return (
    <section id={RATES_ANCHOR} css={[section, rule]} aria-labelledby="rates-title">
      <div css={container}>
        <SectionHeading id="rates-title" eyebrow={t("rates.eyebrow")} title={t("rates.title")} subtitle={t("rates.subtitle")} />
        <p css={validity}>
          {lowest !== undefined && (
            <>
              <strong>{t("rates.fromPrice", { price: formatChf(lowest, language) })}</strong>{" "}
            </>
          )}
          {t("rates.validFrom", { date: formatDay(rates.validFrom, language) })}
        </p>
        <div css={block}>
          <h3 id="rates-transfers">{t("rates.transfersTitle")}</h3>
          <FareFinder rates={rates} language={language} />
          {routeCount > 0 && (
            <details css={[disclosure, allFares]}>
              <summary>
                <span css={summaryText}>{t("rates.allFares", { count: routeCount })}</span>
                <ChevronDown size={18} strokeWidth={1.75} aria-hidden="true" focusable="false" />
              </summary>
              <div>
                <p css={note}>{t("rates.transfersNote")}</p>
                {rates.origins.map((origin) => (
                  <TransferFareTable key={origin.id} rates={rates} origin={origin} language={language} />
                ))}
              </div>
            </details>
          )}
        </div>
        <div css={columns}>
          <div css={block}>
            <h3 id="rates-hourly">{t("rates.hourlyTitle")}</h3>
            <p css={note}>{t("rates.hourlyNote")}</p>
            <HourlyRateTable rates={rates} agentMinimumHours={agentMinimumHours} language={language} labelledBy="rates-hourly" />
            {/* A time-based price is an estimate: what the Terms add is said under the table, as the form says it (PBV Art. 10, 11). */}
            {PRICE_EXTRAS.map((extras) => (
              <p key={extras} css={note} data-price-extras={extras}>
                {t(`contact.price.extras.${extras}`)}
              </p>
            ))}
          </div>
          <div css={block}>
            <h3 id="rates-rental">{t("rates.rentalTitle")}</h3>
            <RentalRateTable rates={rates} fleet={fleet} language={language} labelledBy="rates-rental" />
            <details css={[disclosure, rentalTerms]}>
              <summary>
                <span css={summaryText}>{t("rates.rentalIncludedTitle")}</span>
                <ChevronDown size={18} strokeWidth={1.75} aria-hidden="true" focusable="false" />
              </summary>
              <p css={note}>
                {t(
                  "rates.rentalNote",
                  quantityValues(RENTAL_PLACEHOLDERS, { company: { terms } }, language, () => ""),
                )}
              </p>
              <p css={deposit}>{t("rates.deposit", { amount: formatChf(terms.rentalDeposit, language) })}</p>
            </details>
          </div>
          {/* What every fare includes: its heading is the summary, the list one tap away (the finder says the gist). */}
          <div css={block}>
            <details css={disclosure}>
              <summary>
                <h3>{t("rates.includedTitle")}</h3>
                <ChevronDown size={20} strokeWidth={1.75} aria-hidden="true" focusable="false" />
              </summary>
              <ul css={included}>
                {[...rates.included, ...(vatNumber.trim() ? [rates.vatIncluded] : [])].map((line, index) => (
                  <li key={index}>
                    <Check size={18} strokeWidth={1.75} aria-hidden="true" focusable="false" />
                    <span>{conditions(line)}</span>
                  </li>
                ))}
              </ul>
            </details>
          </div>
          {rates.supplements.length > 0 && (
            <div css={block}>
              <h3 id={SUPPLEMENTS_ANCHOR}>{t("rates.supplementsTitle")}</h3>
              <ul css={supplements}>
                {rates.supplements.map((supplement, index) => (
                  <li key={index}>
                    <span>{pick(supplement.label, language)}</span>
                    <span>
                      {supplement.amount === null ? (
                        <span css={onRequestText}>{t("rates.onRequest")}</span>
                      ) : (
                        <>
                          <span css={priceText}>{formatChf(supplement.amount, language)}</span> {pick(supplement.unit, language)}
                        </>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
