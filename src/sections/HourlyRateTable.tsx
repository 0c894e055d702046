import { useTranslation } from "react-i18next";
import { pick } from "../content/localize";
import type { Rates } from "../content/rates";
import { formatChf } from "../i18n/prices";
import type { Language } from "../content/types";
import { KeepCompounds } from "../components/KeepCompounds";
import { cellLabel, figures, onRequestText, priceText, rateTable } from "../styles/rateTable";

interface HourlyRateTableProps {
  rates: Rates;
  /** The accompanying agent's minimum, from site.json (the same number the Services section quotes). */
  agentMinimumHours: number;
  language: Language;
  /** The id of the heading above the table, which names it. */
  labelledBy: string;
}

/** A chauffeur at your disposal per vehicle class, and personal assistance: the price per hour and the minimum. */
export function HourlyRateTable({ rates, agentMinimumHours, language, labelledBy }: HourlyRateTableProps) {
  const { t } = useTranslation();
  const price = (amount: number | null) =>
    amount === null ? <span css={onRequestText}>{t("rates.onRequest")}</span> : <span css={priceText}>{formatChf(amount, language)}</span>;
  const rows = [
    ...rates.hourly.map((rate) => {
      const vehicleClass = rates.classes.find((entry) => entry.id === rate.class);
      return { key: rate.class, name: vehicleClass ? pick(vehicleClass.name, language) : rate.class, amount: rate.amount, minimum: rate.minimumHours };
    }),
    { key: "assistance", name: t("rates.assistance"), amount: rates.assistanceHourly, minimum: agentMinimumHours },
  ];
  return (
    <table css={rateTable} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t("rates.vehicle")}</th>
          <th scope="col">{t("rates.perHour")}</th>
          <th scope="col">{t("rates.minimum")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">
              <KeepCompounds text={row.name} />
            </th>
            <td>
              <span css={cellLabel}>{t("rates.perHour")}</span>
              {price(row.amount)}
            </td>
            <td>
              <span css={cellLabel}>{t("rates.minimum")}</span>
              <span css={figures}>{t("units.hours", { count: row.minimum })}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
