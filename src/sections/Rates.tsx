import { css } from "@emotion/react";
import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { fillPlaceholders } from "../i18n/placeholders";
import { pick } from "../content/localize";
import { typeset } from "../content/typography";
import { RATES_ANCHOR, type Rates as RatesContent } from "../content/rates";
import { formatChf, formatDay } from "../i18n/prices";
import type { CompanyFile } from "../content/schema";
import type { Language, LocalizedText } from "../content/types";
import { container, iconList, section } from "../styles/layout";
import { onRequestText, priceText } from "../styles/rateTable";
import { colors, fonts, media, tints } from "../styles/theme";
import { HourlyRateTable } from "./HourlyRateTable";
import { RentalRateTable } from "./RentalRateTable";
import { SectionHeading } from "../components/SectionHeading";
import { TransferFareTable } from "./TransferFareTable";

export interface RatesProps {
  rates: RatesContent;
  fleet: { jsonId: string; name: LocalizedText }[];
  /** site.json's accompanying agent minimum: one number, quoted by Services and here. */
  agentMinimumHours: number;
  /** company.json's Terms numbers the conditions quote (waiting elsewhere, cancellation, deposit). */
  terms: Pick<CompanyFile["terms"], "freeWaitingMinutes" | "freeCancellationHours" | "lateCancellationPercent" | "rentalDeposit">;
  /** company.json's VAT number: the VAT line (rates.json `vatIncluded`) is shown only with one. */
  vatNumber?: string;
  language: Language;
}

// A hairline under the section above: both sections share the page's background.
const rule = css`
  border-top: 1px solid ${tints.divider};
`;

const validity = css`
  margin: -2rem auto 3rem;
  text-align: center;
  font-size: 0.9375rem;
  color: ${colors.ivoryMuted};
`;

const block = css`
  display: grid;
  align-content: start;
  gap: 1rem;
  h3 {
    font-size: clamp(1.75rem, 3vw, 2.25rem);
  }
`;

const note = css`
  margin-top: -0.5rem;
  font-size: 0.9375rem;
  color: ${colors.ivoryMuted};
`;

const transferTables = css`
  display: grid;
  gap: 2.5rem;
  margin-top: 0.75rem;
`;

const columns = css`
  display: grid;
  gap: 3.5rem 5rem;
  margin-top: 4.5rem;
  ${media.wide} {
    grid-template-columns: 1fr 1fr;
  }
`;

const included = css`
  ${iconList};
  gap: 0.75rem;
  color: ${colors.ivoryMuted};
`;

const supplements = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    padding: 0.8rem 0;
    border-bottom: 1px solid ${tints.divider};
  }
  span:last-of-type {
    color: ${colors.ivoryMuted};
  }
`;

const deposit = css`
  font-size: 0.9375rem;
  color: ${colors.ivoryMuted};
  strong {
    font-family: ${fonts.text};
    color: ${colors.ivory};
  }
`;

/**
 * The published prices (content/rates.json), pre-rendered and never hydrated (pages/index.tsx): tables and
 * links only, nothing that needs a script to read or to book (a fare's "Book" is a link to the form).
 */
export function Rates({ rates, fleet, agentMinimumHours, terms, vatNumber = "", language }: RatesProps) {
  const { t } = useTranslation();
  // Filled, then typeset: French spacing needs the numbers in place ("50 %" takes a narrow no-break space).
  const conditions = (text: LocalizedText) =>
    typeset(
      fillPlaceholders(text[language], {
        airportWaitingMinutes: rates.airportWaitingMinutes,
        freeWaitingMinutes: terms.freeWaitingMinutes,
        freeCancellationHours: terms.freeCancellationHours,
        lateCancellationPercent: terms.lateCancellationPercent,
      }),
      language,
    );
  return (
    <section id={RATES_ANCHOR} css={[section, rule]} aria-labelledby="rates-title">
      <div css={container}>
        <SectionHeading id="rates-title" eyebrow={t("rates.eyebrow")} title={t("rates.title")} subtitle={t("rates.subtitle")} />
        <p css={validity}>{t("rates.validFrom", { date: formatDay(rates.validFrom, language) })}</p>
        <div css={block}>
          <h3 id="rates-transfers">{t("rates.transfersTitle")}</h3>
          <p css={note}>{t("rates.transfersNote")}</p>
          <div css={transferTables}>
            {rates.origins.map((origin) => (
              <TransferFareTable key={origin.id} rates={rates} origin={origin} language={language} />
            ))}
          </div>
        </div>
        <div css={columns}>
          <div css={block}>
            <h3 id="rates-hourly">{t("rates.hourlyTitle")}</h3>
            <p css={note}>{t("rates.hourlyNote")}</p>
            <HourlyRateTable rates={rates} agentMinimumHours={agentMinimumHours} language={language} labelledBy="rates-hourly" />
          </div>
          <div css={block}>
            <h3 id="rates-rental">{t("rates.rentalTitle")}</h3>
            <p css={note}>{t("rates.rentalNote")}</p>
            <RentalRateTable rates={rates} fleet={fleet} language={language} labelledBy="rates-rental" />
            <p css={deposit}>{t("rates.deposit", { amount: formatChf(terms.rentalDeposit, language) })}</p>
          </div>
          <div css={block}>
            <h3>{t("rates.includedTitle")}</h3>
            <ul css={included}>
              {[...rates.included, ...(vatNumber.trim() ? [rates.vatIncluded] : [])].map((line, index) => (
                <li key={index}>
                  <Check size={18} strokeWidth={1.75} aria-hidden="true" focusable="false" />
                  <span>{conditions(line)}</span>
                </li>
              ))}
            </ul>
          </div>
          {rates.supplements.length > 0 && (
            <div css={block}>
              <h3>{t("rates.supplementsTitle")}</h3>
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
