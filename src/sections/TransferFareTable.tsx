import { useTranslation } from "react-i18next";
import { pick } from "../content/localize";
import { bookHref, fareId } from "../booking/catalogue/fareIds";
import type { Rates } from "../content/rates";
import { formatChf } from "../i18n/prices";
import type { Language } from "../content/types";
import { localizedPath } from "../i18n/languages";
import { css } from "@emotion/react";
import { rateTable } from "../styles/rateTable";

// Equal columns, so the tables of both starting points line up one above the other.
const aligned = css`
  table-layout: fixed;
`;
import { FareCell } from "./FareCell";

interface TransferFareTableProps {
  rates: Rates;
  origin: Rates["origins"][number];
  language: Language;
}

/** The fixed-price transfers from one starting point: a row per destination, a column per vehicle class. */
export function TransferFareTable({ rates, origin, language }: TransferFareTableProps) {
  const { t } = useTranslation();
  const from = pick(origin.name, language);
  const routes = rates.transfers.filter((route) => route.from === origin.id);
  if (routes.length === 0) return null;
  return (
    <table css={[rateTable, aligned]}>
      <caption>{t("rates.from", { origin: from })}</caption>
      <thead>
        <tr>
          <th scope="col">{t("rates.destination")}</th>
          {rates.classes.map((vehicleClass) => (
            <th scope="col" key={vehicleClass.id}>
              {pick(vehicleClass.name, language)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {routes.map((route) => {
          const to = pick(route.to, language);
          return (
            <tr key={route.id}>
              <th scope="row">{to}</th>
              {rates.classes.map((vehicleClass) => {
                const amount = route.prices.find((cell) => cell.class === vehicleClass.id)?.amount ?? undefined;
                const vehicle = pick(vehicleClass.name, language);
                const price = amount === undefined || amount === null ? undefined : formatChf(amount, language);
                const id = fareId(route.id, vehicleClass.id);
                return (
                  <FareCell
                    key={vehicleClass.id}
                    label={vehicle}
                    price={price}
                    onRequest={t("rates.onRequest")}
                    book={
                      price
                        ? {
                            href: bookHref(localizedPath(language), id),
                            text: t("rates.book"),
                            label: t("rates.bookLabel", { from, to, vehicle, price }),
                            fare: id,
                          }
                        : undefined
                    }
                  />
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
