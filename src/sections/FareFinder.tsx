import { css } from "@emotion/react";
import { ArrowLeftRight, ArrowUpDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import {
  DEFAULT_ATTRIBUTE,
  FINDER_ATTRIBUTE,
  finderResult,
  ON_REQUEST_ATTRIBUTE,
  PART_ATTRIBUTE,
  WIRED_ATTRIBUTE,
  type FinderPart,
} from "../contact/fareFinder";
import { pick } from "../content/localize";
import type { Rates } from "../content/rates";
import type { Language } from "../content/types";
import { localizedPath } from "../i18n/languages";
import { fieldControl } from "../components/FormField";
import { buttonPrimary, iconButton } from "../styles/buttons";
import { figures } from "../styles/rateTable";
import { colors, fonts, media, framed } from "../styles/theme";
import { fareFinderModel } from "./fareFinderData";

/** The anchor of the supplements' list, which the finder's line points to. */
export const SUPPLEMENTS_ANCHOR = "rates-supplements";

const part = (name: FinderPart) => ({ [PART_ATTRIBUTE]: name });

const finder = css`
  display: grid;
  gap: 1.75rem;
  padding: 2rem;
  background: linear-gradient(180deg, ${colors.surfaceRaised} 0%, ${colors.surface} 100%);
  ${framed()}
  ${media.mobile} {
    gap: 1rem;
    padding: 1rem;
  }
  /* Without JavaScript the choice could not change the price it shows: the finder is not shown at all, the
     full tables below (a <details> that opens without script) are what such a visitor and search engines read.
     (scripting: none) is Media Queries 5, in Chromium 120, Firefox 113, Safari 17; <noscript><style> is not
     allowed in the body. */
  ${media.noScript} {
    display: none;
  }
  /* Before the page's script has written the result (it may still be loading), a choice other than the one the
     build pre-rendered would show a stale price: the result waits, hidden, for the script. */
  &:not([${WIRED_ATTRIBUTE}]):has(option[${DEFAULT_ATTRIBUTE}]:not(:checked)) [${PART_ATTRIBUTE}="result"] {
    visibility: hidden;
  }
`;

const choices = css`
  display: grid;
  gap: 0.6rem 0.75rem;
  align-items: end;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr) minmax(0, 1fr);
  grid-template-areas: "from swap to class";
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: "from swap" "to swap" "class class";
  }
`;

/**
 * A select with its label inside its frame, above the value (as on a boarding pass): three fields take the
 * room of two on a phone. The label lets clicks through to the select under it.
 */
const field = css`
  position: relative;
  label {
    position: absolute;
    top: 0.55rem;
    inset-inline: 1rem 3rem;
    pointer-events: none;
    font-size: 0.6875rem;
    font-weight: 600;
    line-height: 1.2;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${colors.ivoryMuted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  select {
    height: 60px;
    padding-top: 1.45rem;
    padding-bottom: 0.35rem;
  }
`;

/** Where each field sits in the grid above. */
const area = {
  from: css`
    grid-area: from;
  `,
  to: css`
    grid-area: to;
  `,
  vehicleClass: css`
    grid-area: class;
  `,
};

const swap = css`
  ${iconButton};
  grid-area: swap;
  /* Level with the fields beside it (60 px) on wide screens; between the two fields on phones. */
  margin-bottom: 8px;
  color: ${colors.gold};
  cursor: pointer;
  &:hover {
    border-color: ${colors.gold};
    color: ${colors.goldBright};
  }
  ${media.mobile} {
    align-self: center;
    margin: 0;
  }
`;

/** One arrow per layout: side by side on wide screens, one above the other on phones. */
const wideOnly = css`
  ${media.mobile} {
    display: none;
  }
`;
const phoneOnly = css`
  display: none;
  ${media.mobile} {
    display: block;
  }
`;

const result = css`
  display: grid;
  gap: 0.5rem 1.5rem;
  align-items: center;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: "price book" "note book";
  padding-top: 1.5rem;
  border-top: 1px solid ${colors.line};
  ${media.mobile} {
    grid-template-areas: "price book" "note note";
    padding-top: 1rem;
  }
`;

const price = css`
  ${figures};
  grid-area: price;
  font: 500 clamp(2.25rem, 5vw, 3rem) / 1.1 ${fonts.display};
  font-variant-numeric: lining-nums tabular-nums;
  color: ${colors.ivory};
  white-space: nowrap;
  [${ON_REQUEST_ATTRIBUTE}] > & {
    font-size: clamp(1.5rem, 3vw, 2rem);
    color: ${colors.ivoryMuted};
  }
`;

const note = css`
  grid-area: note;
  font-size: 0.9375rem;
  line-height: 1.5;
  color: ${colors.ivoryMuted};
  a {
    color: ${colors.ivory};
    text-decoration-color: ${colors.lineStrong};
    text-underline-offset: 0.2em;
  }
  ${media.mobile} {
    font-size: 0.875rem;
  }
`;

const book = css`
  ${buttonPrimary};
  grid-area: book;
  ${media.mobile} {
    padding: 0 1.4rem;
  }
`;

interface FareFinderProps {
  rates: Rates;
  language: Language;
}

/**
 * From, to and vehicle class, the fare at once and one Book link. Rendered at build time with a first choice
 * (so the HTML shows a fare) and the data of every pair; src/hooks/useFareLinks.ts makes it follow the
 * visitor's choice. No handler here: the section is never hydrated.
 */
export function FareFinder({ rates, language }: FareFinderProps) {
  const { t } = useTranslation();
  const { data, starts, places, initial } = fareFinderModel(rates, language, localizedPath(language), {
    onRequest: t("rates.onRequest"),
    label: t("rates.bookLabel"),
    labelOnRequest: t("rates.bookOnRequestLabel"),
  });
  if (starts.length === 0) return null;
  const reachable = data.routes[initial.from] ?? {};
  const nameOf = (id: string) => {
    const place = places.find((entry) => entry.id === id);
    return place ? pick(place.name, language) : id;
  };
  const vehicleClass = rates.classes.find((entry) => entry.id === initial.vehicleClass);
  const shown = finderResult(data, initial, {
    from: nameOf(initial.from),
    to: nameOf(initial.to),
    vehicle: vehicleClass ? pick(vehicleClass.name, language) : initial.vehicleClass,
  });
  const chosen = (yes: boolean) => (yes ? { [DEFAULT_ATTRIBUTE]: "" } : {});
  return (
    <div css={finder} {...{ [FINDER_ATTRIBUTE]: JSON.stringify(data) }}>
      <div css={choices}>
        <div css={[field, area.from]}>
          <label htmlFor="rates-finder-from">{t("rates.finderFrom")}</label>
          <select id="rates-finder-from" css={fieldControl} defaultValue={initial.from} {...part("from")}>
            {starts.map((place) => (
              <option key={place.id} value={place.id} {...chosen(place.id === initial.from)}>
                {pick(place.name, language)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" css={swap} aria-label={t("rates.finderSwap")} {...part("swap")}>
          <ArrowLeftRight css={wideOnly} size={18} strokeWidth={1.75} aria-hidden="true" focusable="false" />
          <ArrowUpDown css={phoneOnly} size={18} strokeWidth={1.75} aria-hidden="true" focusable="false" />
        </button>
        <div css={[field, area.to]}>
          <label htmlFor="rates-finder-to">{t("rates.finderTo")}</label>
          <select id="rates-finder-to" css={fieldControl} defaultValue={initial.to} {...part("to")}>
            {/* Every place; those the chosen start has no route to are hidden (the script keeps this up to date). */}
            {places.map((place) => {
              const away = !reachable[place.id];
              return (
                <option key={place.id} value={place.id} hidden={away} disabled={away} {...chosen(place.id === initial.to)}>
                  {pick(place.name, language)}
                </option>
              );
            })}
          </select>
        </div>
        <div css={[field, area.vehicleClass]}>
          <label htmlFor="rates-finder-class">{t("rates.finderClass")}</label>
          <select id="rates-finder-class" css={fieldControl} defaultValue={initial.vehicleClass} {...part("class")}>
            {rates.classes.map((entry) => (
              <option key={entry.id} value={entry.id} {...chosen(entry.id === initial.vehicleClass)}>
                {pick(entry.name, language)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div css={result} {...part("result")} {...(shown?.price ? {} : { [ON_REQUEST_ATTRIBUTE]: "" })}>
        <p css={price} aria-live="polite" {...part("price")}>
          {shown?.price ?? t("rates.onRequest")}
        </p>
        <p css={note}>
          {t("rates.finderIncludes")} <a href={`#${SUPPLEMENTS_ANCHOR}`}>{t("rates.finderSupplements")}</a>
        </p>
        {shown && (
          <a
            css={book}
            href={shown.href}
            aria-label={shown.label}
            {...part("book")}
            {...(shown.fare ? { "data-fare": shown.fare } : { "data-book": shown.book })}
          >
            {t("rates.book")}
          </a>
        )}
      </div>
    </div>
  );
}
