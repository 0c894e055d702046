import { useTranslation } from "react-i18next";
import { pick } from "../content/localize";
import type { Rates } from "../content/rates";
import { formatChf } from "../i18n/prices";
import type { Language, LocalizedText } from "../content/types";
import { KeepCompounds } from "../components/KeepCompounds";
import { cellLabel, onRequestText, priceText, rateTable } from "../styles/rateTable";

interface RentalRateTableProps {
  rates: Rates;
  /** The vehicles of content/fleet.json, for their names. */
  fleet: { jsonId: string; name: LocalizedText }[];
  language: Language;
  /** The id of the heading above the table, which names it. */
  labelledBy: string;
}

/** Rental per day, each vehicle of the fleet with and without a chauffeur. */
export function RentalRateTable({ rates, fleet, language, labelledBy }: RentalRateTableProps) {
  const { t } = useTranslation();
  // "On request" with the reason the owner gives for it (content/rates.json `onRequestReason`, PBV Art. 10).
  const price = (amount: number | null, reason: string) =>
    amount !== null ? (
      <span css={priceText}>{formatChf(amount, language)}</span>
    ) : (
      <span css={onRequestText}>{reason ? t("rates.onRequestWithReason", { reason }) : t("rates.onRequest")}</span>
    );
  return (
    <table css={rateTable} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t("rates.vehicle")}</th>
          <th scope="col">{t("rates.withChauffeur")}</th>
          <th scope="col">{t("rates.withoutChauffeur")}</th>
        </tr>
      </thead>
      <tbody>
        {rates.rental.map((row) => {
          const vehicle = fleet.find((entry) => entry.jsonId === row.vehicle);
          const reason = row.onRequestReason ? pick(row.onRequestReason, language).trim() : "";
          return (
            <tr key={row.vehicle}>
              <th scope="row">
                <KeepCompounds text={vehicle ? pick(vehicle.name, language) : row.vehicle} />
              </th>
              <td>
                <span css={cellLabel}>{t("rates.withChauffeur")}</span>
                {price(row.withChauffeur, reason)}
              </td>
              <td>
                <span css={cellLabel}>{t("rates.withoutChauffeur")}</span>
                {price(row.withoutChauffeur, reason)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
