import { css } from "@emotion/react";
import { useTranslation } from "react-i18next";
import { bookServiceHref } from "../booking/catalogue/fareIds";
import { pick } from "../content/localize";
import type { Rates } from "../content/rates";
import { formatChf } from "../i18n/prices";
import { localizedPath } from "../i18n/languages";
import type { Language } from "../content/types";
import { KeepCompounds } from "../components/KeepCompounds";
import { RateTableHead } from "./RateTableHead";
import { bookLink, cellLabel, figures, onRequestText, priceText, rateTable } from "../styles/rateTable";
import { colors, media, tints } from "../styles/theme";

/**
 * Phones: a line per rate instead of the tables' card: the name with its minimum under it, the price and
 * "Book" on the right (the section fits in about two screens; docs/rates.md). The block's title says "by the hour".
 */
const lines = css`
  ${media.mobile} {
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto auto;
      grid-template-areas: "name price book" "minimum price book";
      align-items: center;
      gap: 0 1rem;
      margin: 0;
      padding: 0.4rem 0;
      border: 0;
      border-bottom: 1px solid ${tints.divider};
      border-radius: 0;
      background: none;
    }
    tbody th {
      grid-area: name;
      margin: 0;
      font: inherit;
      line-height: 1.4;
    }
    td {
      min-height: 0;
      border: 0;
      gap: 0.35rem;
    }
    td:nth-of-type(1) {
      grid-area: price;
    }
    td:nth-of-type(1) > span:first-of-type {
      display: none;
    }
    td:nth-of-type(2) {
      grid-area: minimum;
      font-size: 0.8125rem;
      color: ${colors.ivoryMuted};
    }
    td:nth-of-type(2) > span {
      flex: none;
      font-size: inherit;
    }
    td:nth-of-type(3) {
      grid-area: book;
    }
  }
`;

interface HourlyRateTableProps {
  rates: Rates;
  /** The accompanying agent's minimum, from site.json (the same number the Services section quotes). */
  agentMinimumHours: number;
  language: Language;
  /** The id of the heading above the table, which names it. */
  labelledBy: string;
}

/**
 * A chauffeur at your disposal per vehicle class, and personal assistance: the price per hour, the minimum,
 * and a "Book" link that opens the form on that service (with the class for a chauffeur).
 */
export function HourlyRateTable({ rates, agentMinimumHours, language, labelledBy }: HourlyRateTableProps) {
  const { t } = useTranslation();
  const home = localizedPath(language);
  const rows = [
    ...rates.hourly.map((rate) => {
      const vehicleClass = rates.classes.find((entry) => entry.id === rate.class);
      const name = vehicleClass ? pick(vehicleClass.name, language) : rate.class;
      return {
        key: rate.class,
        name,
        amount: rate.amount,
        minimum: rate.minimumHours,
        service: "chauffeur-hourly",
        href: bookServiceHref(home, "chauffeur-hourly", { vehicleClass: rate.class }),
        label: (price: string) => t("rates.bookHourlyLabel", { vehicle: name, price }),
      };
    }),
    {
      key: "assistance",
      name: t("rates.assistance"),
      amount: rates.assistanceHourly,
      minimum: agentMinimumHours,
      service: "personal-assistance",
      href: bookServiceHref(home, "personal-assistance"),
      label: (price: string) => t("rates.bookAssistanceLabel", { price }),
    },
  ];
  return (
    <table css={[rateTable, lines]} aria-labelledby={labelledBy}>
      <RateTableHead
        columns={[
          t("rates.vehicle"),
          t("rates.perHour"),
          t("rates.minimum"),
          <span key="book" className="visually-hidden">
            {t("rates.book")}
          </span>,
        ]}
      />
      <tbody>
        {rows.map((row) => {
          const price = row.amount === null ? undefined : formatChf(row.amount, language);
          return (
            <tr key={row.key}>
              <th scope="row">
                <KeepCompounds text={row.name} />
              </th>
              <td>
                <span css={cellLabel}>{t("rates.perHour")}</span>
                {price ? <span css={priceText}>{price}</span> : <span css={onRequestText}>{t("rates.onRequest")}</span>}
              </td>
              <td>
                <span css={cellLabel}>{t("rates.minimum")}</span>
                <span css={figures}>{t("units.hours", { count: row.minimum })}</span>
              </td>
              <td>
                {price && (
                  <a css={bookLink} href={row.href} aria-label={row.label(price)} data-book={row.service}>
                    {t("rates.book")}
                  </a>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
