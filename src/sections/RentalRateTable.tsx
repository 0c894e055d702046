import { css } from "@emotion/react";
import { useTranslation } from "react-i18next";
import { bookServiceHref } from "../booking/catalogue/fareIds";
import { pick } from "../content/localize";
import type { Rates } from "../content/rates";
import { formatChf } from "../i18n/prices";
import { localizedPath } from "../i18n/languages";
import type { Language, LocalizedText } from "../content/types";
import { KeepCompounds } from "../components/KeepCompounds";
import { RateTableHead } from "./RateTableHead";
import { bookLink, cellLabel, onRequestText, priceText, rateTable } from "../styles/rateTable";
import { colors, media, tints } from "../styles/theme";

/**
 * Phones: the vehicle on a line, its two prices side by side under it, each with its "Book"; the two columns
 * keep their header above the first row (each row is its own grid, so equal columns line them up).
 */
const lines = css`
  /* Wider screens: the price and its "Book" on one line where the column allows, apart. */
  td a {
    margin-inline-start: 0.75rem;
  }
  ${media.mobile} {
    thead {
      display: block;
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      grid-template-areas: "name name" "with without";
      align-items: start;
      gap: 0 1rem;
      margin: 0;
      padding: 0.55rem 0 0.2rem;
      border: 0;
      border-bottom: 1px solid ${tints.divider};
      border-radius: 0;
      background: none;
    }
    thead tr {
      grid-template-areas: "with without";
      padding: 0 0 0.35rem;
      border-bottom-color: ${colors.lineStrong};
    }
    thead th {
      padding: 0;
      border: 0;
      white-space: normal;
    }
    thead th:first-of-type {
      display: none;
    }
    tbody th {
      grid-area: name;
      margin: 0;
      font: inherit;
    }
    td {
      flex-wrap: nowrap;
      min-height: 0;
      border: 0;
      gap: 0 0.6rem;
    }
    td:nth-of-type(1),
    thead th:nth-of-type(2) {
      grid-area: with;
    }
    td:nth-of-type(2),
    thead th:nth-of-type(3) {
      grid-area: without;
    }
    /* The header above says which price is which. */
    td > span:first-of-type {
      display: none;
    }
    td a {
      min-height: 40px;
      margin-inline-start: 0;
    }
    /* "On request" with its reason: a line of its own under the vehicle, across both columns. */
    td[data-reason] {
      grid-column: 1 / -1;
      grid-row: 3;
      padding: 0.15rem 0 0.45rem;
      font-size: 0.875rem;
      line-height: 1.45;
    }
  }
`;

interface RentalRateTableProps {
  rates: Rates;
  /** The vehicles of content/fleet.json, for their names. */
  fleet: { jsonId: string; name: LocalizedText }[];
  language: Language;
  /** The id of the heading above the table, which names it. */
  labelledBy: string;
}

/**
 * Rental per day, each vehicle of the fleet with and without a chauffeur; each price has its "Book" link,
 * which opens the form on the rental with the vehicle and the chauffeur chosen.
 */
export function RentalRateTable({ rates, fleet, language, labelledBy }: RentalRateTableProps) {
  const { t } = useTranslation();
  const home = localizedPath(language);
  return (
    <table css={[rateTable, lines]} aria-labelledby={labelledBy}>
      <RateTableHead columns={[t("rates.vehicle"), t("rates.withChauffeur"), t("rates.withoutChauffeur")]} />
      <tbody>
        {rates.rental.map((row) => {
          const vehicle = fleet.find((entry) => entry.jsonId === row.vehicle);
          const name = vehicle ? pick(vehicle.name, language) : row.vehicle;
          const reason = row.onRequestReason ? pick(row.onRequestReason, language).trim() : "";
          // Marks a cell "on request" with a reason, which phones set on a line of its own.
          const reasoned = (amount: number | null) => (amount === null && reason ? { "data-reason": "" } : {});
          // "On request" with the reason the owner gives for it (content/rates.json `onRequestReason`, PBV Art. 10).
          const cell = (amount: number | null, chauffeur: "with" | "without") => {
            if (amount === null) return <span css={onRequestText}>{reason ? t("rates.onRequestWithReason", { reason }) : t("rates.onRequest")}</span>;
            const price = formatChf(amount, language);
            const label = chauffeur === "with" ? "rates.bookRentalWithLabel" : "rates.bookRentalWithoutLabel";
            return (
              <>
                <span css={priceText}>{price}</span>{" "}
                <a
                  css={bookLink}
                  href={bookServiceHref(home, "vehicle-rental", { vehicle: row.vehicle, chauffeur })}
                  aria-label={t(label, { vehicle: name, price })}
                  data-book="vehicle-rental"
                >
                  {t("rates.book")}
                </a>
              </>
            );
          };
          return (
            <tr key={row.vehicle}>
              <th scope="row">
                <KeepCompounds text={name} />
              </th>
              <td {...reasoned(row.withChauffeur)}>
                <span css={cellLabel}>{t("rates.withChauffeur")}</span>
                {cell(row.withChauffeur, "with")}
              </td>
              <td {...reasoned(row.withoutChauffeur)}>
                <span css={cellLabel}>{t("rates.withoutChauffeur")}</span>
                {cell(row.withoutChauffeur, "without")}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
